import { Module } from '@nestjs/common';
import { LoggerModule } from 'nestjs-pino';
import { APP_CONFIG, AppConfig } from '../config/app-config';
import { requestLogOptions } from './request-log';

/**
 * Structured JSON logs (pino) for the whole application. The access log is not nestjs-pino's own
 * middleware: that one runs every request inside an AsyncLocalStorage, which on Node 20 turns on
 * async_hooks for the whole process, so every request (the fast path's cached reads included, which
 * never log) paid for a hook on each async resource. `forRoutes: []` mounts it nowhere;
 * `createRequestLog` (request-log.ts) mounts the same pino-http options on express instead.
 */
@Module({
  imports: [
    LoggerModule.forRootAsync({
      inject: [APP_CONFIG],
      useFactory: (config: AppConfig) => ({ pinoHttp: requestLogOptions(config), forRoutes: [] }),
    }),
  ],
})
export class LoggingModule {}
