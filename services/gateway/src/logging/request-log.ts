import { randomUUID } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { RequestHandler } from 'express';
import type { Logger } from 'pino';
import { Options, pinoHttp } from 'pino-http';
import { withoutQueryValues } from '@app/contract';
import type { AppConfig } from '../config/app-config';

const REQUEST_ID_PATTERN = /^[\w-]{1,64}$/;

/** One short line per request: method, path, status, time, request id. No headers, no cookies. */
function accessLogOptions<Levels extends string = never>(): Options<IncomingMessage, ServerResponse, Levels> {
  return {
    // Taken from X-Request-Id when sane, else generated; sent back in the same header.
    genReqId: (req, res) => {
      const incoming = req.headers['x-request-id'];
      const id = typeof incoming === 'string' && REQUEST_ID_PATTERN.test(incoming) ? incoming : randomUUID();
      res.setHeader('X-Request-Id', id);
      return id;
    },
    serializers: {
      req: (req: { id: string; method: string; url: string }) => ({ id: req.id, method: req.method, url: req.url }),
      res: (res: { statusCode: number }) => ({ statusCode: res.statusCode }),
      // A failed query is logged by its text and the shape of its parameters, never their values.
      err: withoutQueryValues,
    },
    autoLogging: { ignore: (req) => (req.url ?? '').startsWith('/api/health') },
    customLogLevel: (_req, res, error) => (error || res.statusCode >= 500 ? 'error' : res.statusCode >= 400 ? 'warn' : 'info'),
  };
}

/** The application's root logger (nestjs-pino builds it from these): level, pretty output, serializers. */
export function requestLogOptions(config: AppConfig): Options<IncomingMessage, ServerResponse> {
  return {
    level: config.logLevel,
    transport: config.logPretty ? { target: 'pino-pretty', options: { singleLine: true } } : undefined,
    ...accessLogOptions(),
  };
}

/**
 * The access log (pino-http) on the root logger: each request gets a child logger (`req.log`, with its
 * id) and one line when it ends. Lines written while serving a request name it by passing the request
 * as `req` (the exception filter, the login guard): no request context is carried implicitly
 * (logging.module.ts says why).
 */
export function createRequestLog(root: Logger<string>): RequestHandler {
  return pinoHttp<IncomingMessage, ServerResponse, string>({ ...accessLogOptions<string>(), logger: root }) as unknown as RequestHandler;
}
