import { SITE } from './brand';

/**
 * Applies the saved colour scheme before the first paint. It is inline in index.html (an external
 * file would be one more request blocking the first paint); the gateway's Content-Security-Policy
 * allows exactly this text by its sha256 hash.
 */
export const THEME_INIT_SCRIPT = `(function(){var m='dark';try{m=localStorage.getItem(${JSON.stringify(SITE.themeStorageKey)})||'dark'}catch(e){}if(m==='system'){m=window.matchMedia&&window.matchMedia('(prefers-color-scheme: light)').matches?'light':'dark'}document.documentElement.setAttribute('data-theme',m==='light'?'light':'dark')})();`;
