import { APP_PRELOADS_ID } from '@site';
import { APP_STATE_ID } from './app/hydration';

/**
 * The entry is tiny on purpose. A server-rendered page is painted first; then its code chunks are
 * fetched (the server lists them in an inert template, so on a slow connection they do not compete
 * with the HTML, the font and the cover image) and the app hydrates the page. Evaluating React and
 * MUI before the first paint would hold the page back on a slow phone although its HTML is all there.
 */
function afterFirstPaint(): Promise<void> {
  return new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));
}

/** Lets the browser handle input between two pieces of start-up work. */
function yieldToMain(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 0));
}

if (document.getElementById(APP_STATE_ID)) {
  await afterFirstPaint();
  const preloads = document.getElementById(APP_PRELOADS_ID);
  if (preloads instanceof HTMLTemplateElement) document.head.append(preloads.content);
  // Evaluating all the code at once is one long task on a slow phone: React first, then the theme
  // (MUI and its styles), then the app, each in its own task.
  await import('react-dom/client');
  await yieldToMain();
  await import('./theme/theme');
  await yieldToMain();
}
await import('./app/boot');
