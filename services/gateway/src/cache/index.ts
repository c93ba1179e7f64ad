/** What a benchmark needs to serve the very same bytes from a raw node:http server. */
export { PUBLIC_CACHE_CONTROL, sendCachedJson, toCachedJson } from './cached-json';
export type { CachedJson } from './cached-json';
export { PublicCache } from './public-cache.service';
