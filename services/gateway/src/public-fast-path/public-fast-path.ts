import { IncomingMessage, OutgoingHttpHeaders, ServerResponse } from 'node:http';
import { Socket } from 'node:net';
import { performance } from 'node:perf_hooks';
import type { Server } from 'node:http';
import { acceptsGzip, CachedBody, notModified } from '../cache/cached-json';
import { PublicCache } from '../cache/public-cache.service';
import { UNMATCHED_ROUTE } from '../metrics/http-metrics.middleware';
import type { MetricsService } from '../metrics/metrics.service';
import type { PublicWorkBudget } from '../security/public-work-budget';
import { PAGES, POSTS_API_PATH, POSTS_PAGE_PATH, PUBLIC_CACHE_KEYS, PUBLIC_ROUTES } from '@app/site';

// Read once: every request compares against these (a module's re-exports are getters).
const LIST_PATH = POSTS_API_PATH;
const PAGE_PATH = POSTS_PAGE_PATH;
const LIST_KEY = PUBLIC_CACHE_KEYS.posts;
/** Public reads answered here when cached; any other path under it finds no entry and falls through (404 there). */
const API_ARTICLE_PREFIX = `${POSTS_API_PATH}/`;
const API_ARTICLE_ROUTE = `${POSTS_API_PATH}/:slug`;
const ARTICLE_PAGE_ROUTE = PUBLIC_ROUTES.article.pattern;
/** The feeds kept under their own path (FeedsService); a sitemap index's parts go the normal way. */
const FEED_PATHS = new Set(['/rss.xml', '/sitemap.xml', '/robots.txt']);
/** The blog's page: with a query string, a search or a category the normal path looks up. */
const BLOG_PATH = PAGES.blog.path;

/**
 * The headers a connect-style middleware (helmet) sets on every response, captured once at boot by
 * running it on a dummy request and response, so fast-path answers carry the same security headers.
 */
export function captureHeaders(middleware: (req: IncomingMessage, res: ServerResponse, next: (error?: unknown) => void) => void): OutgoingHttpHeaders {
  const request = new IncomingMessage(new Socket());
  request.method = 'GET';
  request.url = '/';
  request.headers = {};
  const response = new ServerResponse(request);
  let called = false;
  middleware(request, response, (error) => {
    if (error) throw error;
    called = true;
  });
  if (!called) throw new Error('The security headers middleware did not complete synchronously');
  return response.getHeaders();
}

interface Variants {
  identity: OutgoingHttpHeaders;
  gzip: OutgoingHttpHeaders | null;
  notModifiedIdentity: OutgoingHttpHeaders;
  notModifiedGzip: OutgoingHttpHeaders;
}

/** Answers the request (now or once its body is in) and returns true, or returns false having written nothing. */
export type FastPathHandler = (request: IncomingMessage, response: ServerResponse) => boolean;

/**
 * Puts the fast path in front of everything the HTTP server runs, express included: each handler in
 * turn, then the server's request listener (express) for what none of them takes. Measured on this
 * machine (one middleware writing the same 20 headers and 5 KB), even an otherwise empty express 5 app
 * halves the throughput of a raw node:http handler (about 4,600 vs 10,100 req/s) while a handler in
 * front of it keeps about 90% (9,100 req/s), so this is where a cached public read is answered. The
 * handlers return whether they took the request rather than call a `next`, so a request allocates no
 * closure on its way through (issue 30).
 */
export function installFastPath(server: Server, handlers: readonly FastPathHandler[]): void {
  const listeners = server.listeners('request') as Array<(request: IncomingMessage, response: ServerResponse) => void>;
  if (listeners.length !== 1) throw new Error(`Expected one request listener on the HTTP server, found ${listeners.length}`);
  const [app] = listeners;
  server.removeListener('request', app);
  server.on('request', (request: IncomingMessage, response: ServerResponse) => {
    for (let index = 0; index < handlers.length; index += 1) if (handlers[index](request, response)) return;
    app(request, response);
  });
}

/**
 * One handler, run before everything else (express, helmet, compression, request logging, sessions,
 * Nest routing), that answers GET/HEAD for the public read API, the server-rendered public pages and
 * the feeds (RSS, sitemap, robots.txt) straight from the bytes the public cache already holds:
 * precomputed headers (the security headers helmet sets, content type, strong ETag, Cache-Control,
 * Vary), 304 on If-None-Match, gzip when the client takes it. The 404 page of an unknown path is
 * answered here too once its kind's render is ready (`misses`: SeoService.cachedMiss), so a flood of
 * invented URLs costs no express stack. Anything else not cached right now (Redis down, a query
 * string, an API miss) goes on to the normal path, which fills the cache for what exists.
 *
 * Hits are counted in the request-duration histogram (route label as below) but not access-logged
 * one by one, and carry no X-Request-Id (there is nothing to correlate them with: no log line, no job).
 *
 * With a `budget` (PublicWorkBudget), what is not a cached read counts against its client: a 404 (the
 * cached 404 page here, or any the normal path answers), a search or filter page, a feed rebuilt. A
 * client past its budget gets 429 here, before express, for any public request no cache answers; a
 * cached read is served whatever the client's budget.
 */
export function createPublicFastPath(
  cache: PublicCache,
  metrics: MetricsService,
  securityHeaders: OutgoingHttpHeaders,
  misses: (path: string) => CachedBody | null = () => null,
  budget: PublicWorkBudget | null = null,
): FastPathHandler {
  const variants = new WeakMap<CachedBody, Variants>();

  const headersOf = (cached: CachedBody): Variants => {
    let found = variants.get(cached);
    if (found) return found;
    const base = { ...securityHeaders, 'cache-control': cached.cacheControl, vary: 'Accept-Encoding' };
    found = {
      identity: { ...base, etag: cached.etag, 'content-type': cached.contentType, 'content-length': cached.body.length },
      gzip: cached.gzip
        ? { ...base, etag: cached.gzipEtag, 'content-type': cached.contentType, 'content-encoding': 'gzip', 'content-length': cached.gzip.length }
        : null,
      notModifiedIdentity: { ...base, etag: cached.etag },
      notModifiedGzip: { ...base, etag: cached.gzipEtag },
    };
    variants.set(cached, found);
    return found;
  };

  const refuse = (request: IncomingMessage, response: ServerResponse, wait: number, route: string): true => {
    const start = performance.now();
    budget!.refuse(request, response, wait, securityHeaders);
    metrics.observeRequest(request.method!, route, 429, (performance.now() - start) / 1e3);
    return true;
  };

  /**
   * A public request no cache answers, on its way to the normal path: refused when its client is past
   * its budget; else charged now when it is `costly`, or once answered when the answer is a 404.
   */
  const uncached = (
    request: IncomingMessage,
    response: ServerResponse,
    path: string,
    route: string,
    costly: boolean,
    /** The client, when already found within its budget. */
    checked: string | null = null,
  ): boolean => {
    if (!budget!.covers(path)) return false;
    let client = checked;
    if (client === null) {
      client = budget!.clientOf(request);
      const wait = budget!.waitMs(client);
      if (wait > 0) return refuse(request, response, wait, route);
    }
    const charged = client;
    if (costly) budget!.charge(charged);
    else {
      response.once('finish', () => {
        if (response.statusCode === 404) budget!.charge(charged);
      });
    }
    return false;
  };

  return (request, response) => {
    const method = request.method;
    if (method !== 'GET' && method !== 'HEAD') return false;
    const url = request.url ?? '';
    const query = url.indexOf('?');
    const path = query === -1 ? url : url.slice(0, query);

    let cached: CachedBody | null | undefined;
    let route: string;
    /** Work done whatever it answers (a search, a filter page, a feed built), charged before it starts. */
    let costly = false;
    /** The budget's client, once known to be within its budget. */
    let client: string | null = null;
    if (path === LIST_PATH) {
      cached = cache.peek<CachedBody>(LIST_KEY);
      route = LIST_PATH;
    } else if (path === PAGE_PATH) {
      // A filter's first page, kept under its URL as the browser asks for it (postsPageUrl).
      cached = cache.peek<CachedBody>(PUBLIC_CACHE_KEYS.postsPage(url));
      route = PAGE_PATH;
      costly = true;
    } else if (path.startsWith(API_ARTICLE_PREFIX)) {
      // A post is kept under its API path (PUBLIC_CACHE_KEYS.post), so the path is the key as it came:
      // only a published post's exact path finds an entry.
      cached = cache.peek<CachedBody | null>(path);
      route = API_ARTICLE_ROUTE;
    } else if (FEED_PATHS.has(path)) {
      cached = cache.peek<CachedBody | null>(PUBLIC_CACHE_KEYS.feed(path));
      route = path;
      costly = true;
    } else {
      // Only pages the normal path rendered and cached (public pages and articles) are found here. A
      // query string may change the page (the blog's ?category=): the normal path decides.
      if (query !== -1) return budget ? uncached(request, response, path, UNMATCHED_ROUTE, path === BLOG_PATH) : false;
      cached = cache.peek<CachedBody | null>(PUBLIC_CACHE_KEYS.page(path));
      route = path.startsWith('/blog/') ? ARTICLE_PAGE_ROUTE : path;
      if (!cached) {
        route = UNMATCHED_ROUTE;
        // Past its budget, a client is refused before its 404 page is even put together (an article
        // miss fills in its own data block: most of what such a 404 costs).
        if (budget?.covers(path)) {
          client = budget.clientOf(request);
          const wait = budget.waitMs(client);
          if (wait > 0) return refuse(request, response, wait, route);
        }
        // A miss (unknown path, unpublished slug) whose 404 page is ready: the same bytes, no express.
        cached = misses(path);
        // A 404 from pre-built bytes still counts.
        if (cached?.status === 404 && client !== null) budget!.charge(client);
      }
    }
    if (!cached) return budget ? uncached(request, response, path, route, costly, client) : false;

    // performance.now(), not process.hrtime.bigint(): a double, where each bigint is an object to collect.
    const start = performance.now();
    const headers = headersOf(cached);
    const gzip = headers.gzip !== null && acceptsGzip(request.headers['accept-encoding']);
    let status = cached.status;
    if (status === 200 && notModified(request.headers['if-none-match'], cached)) {
      status = 304;
      response.writeHead(304, gzip ? headers.notModifiedGzip : headers.notModifiedIdentity);
      response.end();
    } else {
      response.writeHead(status, gzip ? headers.gzip! : headers.identity);
      response.end(gzip ? cached.gzip! : cached.body);
    }
    metrics.observeRequest(method, route, status, (performance.now() - start) / 1e3);
    return true;
  };
}
