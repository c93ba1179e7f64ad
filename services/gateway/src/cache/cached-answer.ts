import type { IncomingMessage, OutgoingHttpHeaders, ServerResponse } from 'node:http';
import { acceptsGzip, CachedBody, notModified } from './cached-json';

interface Variants {
  identity: OutgoingHttpHeaders;
  gzip: OutgoingHttpHeaders | null;
  notModifiedIdentity: OutgoingHttpHeaders;
  notModifiedGzip: OutgoingHttpHeaders;
}

/** Writes a cached body as the answer to a GET or HEAD and returns the status sent. */
export type CachedAnswer = (request: IncomingMessage, response: ServerResponse, cached: CachedBody) => number;

/**
 * The answer to a read of a cached body, written before any framework runs (the fast path, the public
 * edge): `securityHeaders` (what helmet sets), content type, strong ETag, Cache-Control and Vary,
 * built once per body; 304 on a matching If-None-Match; gzip when the client takes it.
 */
export function createCachedAnswer(securityHeaders: OutgoingHttpHeaders): CachedAnswer {
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

  return (request, response, cached) => {
    const headers = headersOf(cached);
    const gzip = headers.gzip !== null && acceptsGzip(request.headers['accept-encoding']);
    if (cached.status === 200 && notModified(request.headers['if-none-match'], cached)) {
      response.writeHead(304, gzip ? headers.notModifiedGzip : headers.notModifiedIdentity);
      response.end();
      return 304;
    }
    response.writeHead(cached.status, gzip ? headers.gzip! : headers.identity);
    response.end(gzip ? cached.gzip! : cached.body);
    return cached.status;
  };
}
