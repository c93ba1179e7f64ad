import 'reflect-metadata';
import { getDataSourceToken } from '@nestjs/typeorm';
import Redis from 'ioredis';
import { Logger } from 'nestjs-pino';
import { DataSource } from 'typeorm';
import { DatabaseHealthRepository, failFastRedisOptions } from '@app/contract';
import { ConfigError, loadWorkerConfig } from './config/worker-config';
import { createWorker } from './worker.factory';

async function bootstrap(): Promise<void> {
  let config;
  try {
    config = loadWorkerConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(`worker: ${error.message}`);
      process.exit(1);
    }
    throw error;
  }
  const app = await createWorker(config);
  // Nest closes the workers on SIGTERM (active jobs get WORKER_SHUTDOWN_TIMEOUT_MS to finish); this is
  // the backstop if a job still hangs: exit, and its lock lapses so another worker takes it over.
  for (const signal of ['SIGTERM', 'SIGINT'] as const) {
    process.once(signal, () => setTimeout(() => process.exit(1), config.shutdownTimeoutMs + 5_000).unref());
  }
  await new DatabaseHealthRepository(app.get<DataSource>(getDataSourceToken()).manager).ping();
  const redis = new Redis(failFastRedisOptions(config.redisUrl, { lazyConnect: true }));
  await redis.connect();
  await redis.ping();
  redis.disconnect();
  app
    .get(Logger)
    .log(`worker ready: provider ${config.ai.provider}, concurrency ideas=${config.concurrency.ideas} articles=${config.concurrency.articles} images=${config.concurrency.images}`);
}

void bootstrap();
