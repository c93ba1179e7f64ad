/**
 * A server-rendered page is painted before any of its code is fetched or run: the gateway moves the
 * app's entry script and every modulepreload link into an inert <template> (nothing in it loads),
 * and this inline script moves them into the head after the first paint. On a slow phone the code
 * then neither competes with the HTML, the font and the cover image nor delays the first paint; the
 * page is readable and its links work before it hydrates. The CSP allows this text by its hash.
 */
export const APP_PRELOADS_ID = 'app-preloads';

export const APP_CODE_LOADER_SCRIPT = `requestAnimationFrame(function(){setTimeout(function(){var t=document.getElementById('${APP_PRELOADS_ID}');if(t)document.head.appendChild(document.importNode(t.content,true))},0)});`;
