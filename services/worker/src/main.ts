import 'reflect-metadata';
import { getDataSourceToken } from '@nestjs/typeorm';
import Redis from 'ioredis';
import { Logger } from 'nestjs-pino';
import { DataSource } from 'typeorm';
import { redisConnectionOptions } from '@app/shared';
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
  await app.get<DataSource>(getDataSourceToken()).query('SELECT 1');
  const redis = new Redis({ ...redisConnectionOptions(config.redisUrl), lazyConnect: true });
  await redis.connect();
  await redis.ping();
  redis.disconnect();
  app
    .get(Logger)
    .log(`worker ready: provider ${config.ai.provider}, concurrency ideas=${config.concurrency.ideas} articles=${config.concurrency.articles} images=${config.concurrency.images}`);
}

void bootstrap();
