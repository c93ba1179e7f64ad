/** Paths other modules answer (Prometheus scrapes /metrics; Bull Board lives under /admin/queues, behind the admin session). */
export const PASS_THROUGH = /^\/(api|media|metrics|admin\/queues)(\/|$)/i;

/** A path whose last segment has an extension: the only kind the build's static files (and the feeds) have. */
export const FILE_NAME = /\.[^/]*$/;

/** Where the build's hashed files live: a missing one is a plain 404, never a page. */
export const ASSETS = /^\/assets\//;

/** A path answered with a page or the 404 page: no other module's, no file, no feed, no asset. */
export function isPagePath(pathname: string): boolean {
  return !PASS_THROUGH.test(pathname) && !FILE_NAME.test(pathname) && !ASSETS.test(pathname);
}
