/**
 * The id of the inert <template> in a server-rendered page's head that lists the app's code chunks
 * (modulepreload links). The app moves them into the head after the first paint, so on a slow
 * connection the code does not compete with what the first paint needs (see frontend/src/main.tsx).
 */
export const APP_PRELOADS_ID = 'app-preloads';
