import type { NextFunction, Request, RequestHandler, Response } from 'express';
import { AppConfig } from '../config/app-config';
import { IMPORT_UPLOAD_PATH } from '../imports/import-limits';
import { IMAGE_UPLOAD_PATH } from '../media/image-upload.limits';

const STATE_CHANGING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
export const CROSS_SITE_REFUSED = 'Cross-site request refused';
export const JSON_REQUIRED = 'Request bodies must be JSON (Content-Type: application/json)';

function originOf(value: string): string | null {
  try {
    return new URL(value).origin;
  } catch {
    return null;
  }
}

/**
 * The origin this request was sent to: scheme, host and port. The scheme is Express's
 * `request.protocol`, which believes X-Forwarded-Proto only from a trusted proxy (TRUST_PROXY), so
 * an https page cannot post to the plain-http gateway nor a client claim https by a header.
 */
function ownOrigin(request: Request): string | null {
  const host = request.headers.host;
  return host ? originOf(`${request.protocol}://${host}`) : null;
}

/**
 * Whether a declared Origin (or Referer) is this site: the origin the request was sent to (scheme, host
 * and port), or PUBLIC_URL's origin. The Origin check below and the beacon endpoint (analytics) use it.
 */
export function isOwnOrigin(declared: string, own: string | null, publicOrigin: string | null): boolean {
  const origin = originOf(declared);
  return origin !== null && (origin === own || origin === publicOrigin);
}

export function publicOriginOf(config: AppConfig): string | null {
  return originOf(config.publicUrl);
}

function hasBody(request: Request): boolean {
  const length = request.headers['content-length'];
  return request.headers['transfer-encoding'] !== undefined || (length !== undefined && Number(length) > 0);
}

function mediaType(request: Request): string {
  return (request.headers['content-type'] ?? '').split(';')[0].trim().toLowerCase();
}

function isJson(request: Request): boolean {
  const type = mediaType(request);
  return type === 'application/json' || /^application\/[\w.+-]+\+json$/.test(type);
}

/** The API writes that take a file (multipart: an import, an image); a file cannot travel in JSON. */
const FILE_UPLOAD_PATHS: ReadonlySet<string> = new Set([IMPORT_UPLOAD_PATH, IMAGE_UPLOAD_PATH]);

/** An upload to one of FILE_UPLOAD_PATHS. The Origin check above still applies. */
function isFileUpload(request: Request, path: string): boolean {
  return request.method === 'POST' && FILE_UPLOAD_PATHS.has(path) && mediaType(request) === 'multipart/form-data';
}

/**
 * CSRF defence in depth for the cookie session (SameSite=Lax is the first layer): a state-changing
 * request whose Origin (or else Referer) is present and is neither the origin it was sent to (scheme,
 * host and port) nor PUBLIC_URL's answers
 * 403, and a state-changing request with a body must be JSON (415): an HTML form cannot send JSON.
 * Requests without Origin/Referer (curl, server-to-server) pass: browsers always send Origin on a
 * cross-site POST.
 */
export function createRequestGuardMiddleware(config: AppConfig): RequestHandler {
  const publicOrigin = publicOriginOf(config);
  return (request: Request, response: Response, next: NextFunction) => {
    if (!STATE_CHANGING.has(request.method)) return next();
    const declared = request.headers.origin ?? request.headers.referer;
    if (declared !== undefined) {
      if (!isOwnOrigin(declared, ownOrigin(request), publicOrigin)) {
        response.status(403).json({ statusCode: 403, message: CROSS_SITE_REFUSED });
        return;
      }
    }
    // Express routes without regard to case (/API/admin/... reaches the admin API), so the check must too.
    const path = request.path.toLowerCase().replace(/\/+$/, '');
    if (path.startsWith('/api/') && hasBody(request) && !isJson(request) && !isFileUpload(request, path)) {
      response.status(415).json({ statusCode: 415, message: JSON_REQUIRED });
      return;
    }
    next();
  };
}
