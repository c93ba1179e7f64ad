import { INestApplicationContext } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { Logger } from 'nestjs-pino';
import { WorkerConfig } from './config/worker-config';
import { WorkerModule } from './worker.module';

/** Boots the worker as a Nest application context (no HTTP server); tests use the same function. */
export async function createWorker(config: WorkerConfig): Promise<INestApplicationContext> {
  const app = await NestFactory.createApplicationContext(WorkerModule.forRoot(config), { bufferLogs: true });
  app.useLogger(app.get(Logger));
  app.enableShutdownHooks(['SIGTERM', 'SIGINT']);
  await app.init();
  return app;
}
