import { createHash } from 'node:crypto';
import { setImmediate as nextTurn } from 'node:timers/promises';
import { promisify } from 'node:util';
import { gzip as gzipCallback, gzipSync } from 'node:zlib';
import type { IncomingMessage, ServerResponse } from 'node:http';

/** Public, but every use revalidates (a 304 costs one round trip): an unpublish is never served from a shared cache. */
export const PUBLIC_CACHE_CONTROL = 'public, max-age=0, must-revalidate';
const JSON_CONTENT_TYPE = 'application/json; charset=utf-8';
/** Below this, gzip saves nothing worth a header. */
export const GZIP_MIN_BYTES = 1024;

/** A body serialized once: the identity and gzip bytes with their strong ETags, status and type. */
export interface CachedJson {
  readonly status: number;
  readonly contentType: string;
  readonly cacheControl: string;
  readonly body: Buffer;
  readonly etag: string;
  readonly gzip: Buffer | null;
  readonly gzipEtag: string;
}

/** The same for any pre-rendered body (the server-rendered HTML pages). */
export type CachedBody = CachedJson;

export function toCachedBody(content: string | Buffer, contentType: string, cacheControl: string, status = 200): CachedBody {
  const body = typeof content === 'string' ? Buffer.from(content, 'utf8') : content;
  return withBody(body, contentType, cacheControl, status, body.length >= GZIP_MIN_BYTES ? gzipSync(body, GZIP_OPTIONS) : null);
}

const GZIP_OPTIONS = { level: 6 };
const gzipAsync = promisify(gzipCallback);

/**
 * The same for a large body (the whole list, the sitemap, the feed): compressed on libuv's thread
 * pool, so building it does not hold the event loop (gzip of a few MB takes 100 ms and more).
 */
export async function toCachedBodyAsync(content: string | Buffer, contentType: string, cacheControl: string, status = 200): Promise<CachedBody> {
  const body = typeof content === 'string' ? Buffer.from(content, 'utf8') : content;
  return withBody(body, contentType, cacheControl, status, body.length >= GZIP_MIN_BYTES ? await gzipAsync(body, GZIP_OPTIONS) : null);
}

function withBody(body: Buffer, contentType: string, cacheControl: string, status: number, gzip: Buffer | null, digest?: string): CachedBody {
  const hash = (digest ?? createHash('sha256').update(body).digest('base64url')).slice(0, 27);
  return {
    status,
    contentType,
    cacheControl,
    body,
    etag: `"${hash}"`,
    gzip,
    // A different representation (content-coding) needs its own strong validator.
    gzipEtag: `"${hash}-gz"`,
  };
}

export function toCachedJson(value: unknown): CachedJson {
  return toCachedBody(JSON.stringify(value), JSON_CONTENT_TYPE, PUBLIC_CACHE_CONTROL);
}

/**
 * JSON already serialized, in pieces whose concatenation is the document, as toCachedJson would
 * serve it: each piece encoded and hashed in its own turn of the event loop, compressed off it, so a
 * body of many MB never holds the loop for long.
 */
export function toCachedJsonPieces(pieces: Iterable<string>): Promise<CachedJson> {
  return toCachedPieces(pieces, JSON_CONTENT_TYPE, PUBLIC_CACHE_CONTROL);
}

/** The same for any document made in pieces (the RSS feed: its head, then each item as it is rendered). */
export async function toCachedPieces(pieces: Iterable<string> | AsyncIterable<string>, contentType: string, cacheControl: string): Promise<CachedBody> {
  const hash = createHash('sha256');
  const buffers: Buffer[] = [];
  for await (const piece of pieces) {
    const bytes = Buffer.from(piece, 'utf8');
    hash.update(bytes);
    buffers.push(bytes);
    await nextTurn();
  }
  const body = Buffer.concat(buffers);
  const gzip = body.length >= GZIP_MIN_BYTES ? await gzipAsync(body, GZIP_OPTIONS) : null;
  return withBody(body, contentType, cacheControl, 200, gzip, hash.digest('base64url'));
}

/** Clients send a handful of distinct values: the last one's answer saves the regular expression on nearly every request (issue 30). */
let lastAcceptEncoding = { value: '', gzip: false };

export function acceptsGzip(header: string | string[] | undefined): boolean {
  const value = Array.isArray(header) ? header.join(',') : (header ?? '');
  if (value === lastAcceptEncoding.value) return lastAcceptEncoding.gzip;
  const gzip = /(^|,)\s*gzip\s*(;\s*q=(?!0(\.0*)?\s*(,|$))[\d.]+\s*)?(,|$)/i.test(value);
  lastAcceptEncoding = { value, gzip };
  return gzip;
}

/** If-None-Match: `*`, or a list of (weak or strong) tags; weak comparison, as RFC 9110 asks for GET. */
export function notModified(header: string | string[] | undefined, cached: CachedJson): boolean {
  if (!header) return false;
  const value = Array.isArray(header) ? header.join(',') : header;
  if (value.trim() === '*') return true;
  return value.split(',').some((tag) => {
    const opaque = tag.trim().replace(/^W\//, '');
    return opaque === cached.etag || opaque === cached.gzipEtag;
  });
}

/** The same writer under the name the HTML pages use. */
export const sendCachedBody = (request: IncomingMessage, response: ServerResponse, cached: CachedBody): void =>
  sendCachedJson(request, response, cached);

/**
 * Writes the pre-serialized bytes (gzip when the client takes it) with ETag, Vary and the public
 * Cache-Control, or a bodiless 304 when If-None-Match matches. No per-request JSON or compression work.
 */
export function sendCachedJson(request: IncomingMessage, response: ServerResponse, cached: CachedJson): void {
  const gzip = cached.gzip !== null && acceptsGzip(request.headers['accept-encoding']);
  response.setHeader('Cache-Control', cached.cacheControl);
  response.setHeader('Vary', 'Accept-Encoding');
  response.setHeader('ETag', gzip ? cached.gzipEtag : cached.etag);
  if (cached.status === 200 && notModified(request.headers['if-none-match'], cached)) {
    response.statusCode = 304;
    response.end();
    return;
  }
  const bytes = gzip ? cached.gzip! : cached.body;
  response.statusCode = cached.status;
  response.setHeader('Content-Type', cached.contentType);
  if (gzip) response.setHeader('Content-Encoding', 'gzip');
  response.setHeader('Content-Length', bytes.length);
  response.end(bytes);
}
