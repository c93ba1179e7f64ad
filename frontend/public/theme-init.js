// Applies the saved colour scheme before the first paint (an external file, so no inline script is needed).
(function () {
  var mode = 'dark';
  try {
    mode = localStorage.getItem('hyperframe-theme-mode') || 'dark';
  } catch (e) {}
  if (mode === 'system') {
    mode = window.matchMedia && window.matchMedia('(prefers-color-scheme: light)').matches ? 'light' : 'dark';
  }
  document.documentElement.setAttribute('data-theme', mode === 'light' ? 'light' : 'dark');
})();
