import { Logger } from '@nestjs/common';
import RedisStore from 'connect-redis';
import type { ErrorRequestHandler, RequestHandler } from 'express';
import session from 'express-session';
import type Redis from 'ioredis';
import passport from 'passport';
import { AppConfig } from '../config/app-config';

/** The paths that load admin sessions; AdminSessionGuard (and Bull Board's guard) only work below them. */
export const ADMIN_SESSION_PATHS = ['/api/admin', '/api/ai', '/admin/queues', '/api/docs'];

export const SESSION_MIDDLEWARE = Symbol('SESSION_MIDDLEWARE');

/** An error express-session raised itself (its store, Redis, failed), as opposed to one passed down to it. */
class SessionStoreError extends Error {
  constructor(readonly cause: unknown) {
    super('Session store failed');
  }
}

function tagStoreErrors(middleware: RequestHandler): RequestHandler {
  return (request, response, next) => middleware(request, response, (error?: unknown) => next(error ? new SessionStoreError(error) : undefined));
}

/**
 * express-session in Redis (every gateway replica sees every session) + passport. The cookie is
 * HttpOnly, SameSite=Lax, Secure in production, path /, and lives as long as the session's absolute
 * lifetime; nothing is stored until a login (saveUninitialized false) and activity never extends it.
 */
export function createSessionMiddleware(config: AppConfig, client: Redis): Array<RequestHandler | ErrorRequestHandler> {
  const ttlSeconds = config.session.ttlSeconds;
  const store = new RedisStore({ client, prefix: config.session.prefix, ttl: ttlSeconds, disableTouch: true });
  // Only the session store's own failures mean "sign-in unavailable"; any other error reaching this
  // chain (a malformed or oversized body rejected by the body parser before it) keeps its own status.
  const sessionStoreUnavailable: ErrorRequestHandler = (error, _request, response, next) => {
    if (response.headersSent || !(error instanceof SessionStoreError)) return next(error);
    new Logger('Sessions').error({ err: error.cause }, 'Session store failed');
    response.status(503).json({ statusCode: 503, message: 'Sign-in is temporarily unavailable, please try again shortly' });
  };
  const privateResponses: RequestHandler = (_request, response, next) => {
    response.setHeader('Cache-Control', 'no-store');
    next();
  };
  return [
    privateResponses,
    tagStoreErrors(session({
      name: config.session.cookieName,
      secret: config.session.secret,
      store,
      resave: false,
      rolling: false,
      saveUninitialized: false,
      // Trust X-Forwarded-Proto for the Secure decision only; behind a TLS proxy the cookie is still sent.
      proxy: config.session.secureCookie ? true : undefined,
      cookie: {
        httpOnly: true,
        sameSite: 'lax',
        secure: config.session.secureCookie,
        path: '/',
        maxAge: ttlSeconds * 1000,
      },
    })),
    passport.initialize(),
    passport.session(),
    sessionStoreUnavailable,
  ];
}
