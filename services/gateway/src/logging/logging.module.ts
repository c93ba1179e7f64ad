import { randomUUID } from 'node:crypto';
import { Module } from '@nestjs/common';
import { LoggerModule } from 'nestjs-pino';
import { withoutQueryValues } from '@app/contract';
import { APP_CONFIG, AppConfig } from '../config/app-config';

const REQUEST_ID_PATTERN = /^[\w-]{1,64}$/;

/** Structured JSON logs with a request id (taken from X-Request-Id when sane, else generated). */
@Module({
  imports: [
    LoggerModule.forRootAsync({
      inject: [APP_CONFIG],
      useFactory: (config: AppConfig) => ({
        pinoHttp: {
          level: config.logLevel,
          transport: config.logPretty ? { target: 'pino-pretty', options: { singleLine: true } } : undefined,
          genReqId: (req, res) => {
            const incoming = req.headers['x-request-id'];
            const id = typeof incoming === 'string' && REQUEST_ID_PATTERN.test(incoming) ? incoming : randomUUID();
            res.setHeader('X-Request-Id', id);
            return id;
          },
          // One short line per request: method, path, status, time, request id. No headers, no cookies.
          serializers: {
            req: (req: { id: string; method: string; url: string }) => ({ id: req.id, method: req.method, url: req.url }),
            res: (res: { statusCode: number }) => ({ statusCode: res.statusCode }),
            // A failed query is logged by its text and the shape of its parameters, never their values.
            err: withoutQueryValues,
          },
          autoLogging: { ignore: (req) => (req.url ?? '').startsWith('/api/health') },
          customLogLevel: (_req, res, error) => (error || res.statusCode >= 500 ? 'error' : res.statusCode >= 400 ? 'warn' : 'info'),
        },
      }),
    }),
  ],
})
export class LoggingModule {}
