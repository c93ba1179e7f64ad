import type { NextFunction, Request, RequestHandler, Response } from 'express';
import { AppConfig } from '../config/app-config';

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
 * Whether a declared Origin (or Referer) is this site: the request's own host, or PUBLIC_URL's origin.
 * The beacon endpoint (analytics) drops what this refuses.
 */
export function isOwnOrigin(declared: string, host: string | undefined, publicOrigin: string | null): boolean {
  const origin = originOf(declared);
  const sameHost = origin !== null && host !== undefined && new URL(origin).host === host.toLowerCase();
  return sameHost || origin === publicOrigin;
}

export function publicOriginOf(config: AppConfig): string | null {
  return originOf(config.publicUrl);
}

function hasBody(request: Request): boolean {
  const length = request.headers['content-length'];
  return request.headers['transfer-encoding'] !== undefined || (length !== undefined && Number(length) > 0);
}

function isJson(request: Request): boolean {
  const type = (request.headers['content-type'] ?? '').split(';')[0].trim().toLowerCase();
  return type === 'application/json' || /^application\/[\w.+-]+\+json$/.test(type);
}

/**
 * CSRF defence in depth for the cookie session (SameSite=Lax is the first layer): a state-changing
 * request whose Origin (or else Referer) is present and is neither this host nor PUBLIC_URL answers
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
      if (!isOwnOrigin(declared, request.headers.host, publicOrigin)) {
        response.status(403).json({ statusCode: 403, message: CROSS_SITE_REFUSED });
        return;
      }
    }
    // Express routes without regard to case (/API/admin/... reaches the admin API), so the check must too.
    if (request.path.toLowerCase().startsWith('/api/') && hasBody(request) && !isJson(request)) {
      response.status(415).json({ statusCode: 415, message: JSON_REQUIRED });
      return;
    }
    next();
  };
}
