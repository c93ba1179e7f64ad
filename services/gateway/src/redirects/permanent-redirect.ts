import type { ServerResponse } from 'node:http';

/**
 * How long browsers and caches may keep a 301 of an old address. Search engines take a 301 as permanent
 * whatever this says; a bounded lifetime lets a browser follow the admin if the old slug is later taken
 * over by another post (PUT takeOldSlug).
 */
export const REDIRECT_CACHE_CONTROL = 'public, max-age=86400';

/** 301 to `location` (a path on this site), with a tiny body for clients that show one. */
export function sendPermanentRedirect(response: ServerResponse, location: string): void {
  const body = `Moved Permanently. Redirecting to ${location}`;
  response.statusCode = 301;
  response.setHeader('Location', location);
  response.setHeader('Cache-Control', REDIRECT_CACHE_CONTROL);
  response.setHeader('Content-Type', 'text/plain; charset=utf-8');
  response.setHeader('Content-Length', Buffer.byteLength(body));
  response.end(body);
}
