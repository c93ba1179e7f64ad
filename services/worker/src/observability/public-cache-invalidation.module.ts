import { Inject, Logger, Module, OnApplicationShutdown, OnModuleInit } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { createPublicCacheBumper, failFastRedisOptions, PublicCacheBumper, PublicCacheInvalidator } from '@app/contract';
import Redis from 'ioredis';
import { DataSource } from 'typeorm';
import { WORKER_CONFIG, WorkerConfig } from '../config/worker-config';

const CACHE_REDIS = Symbol('CACHE_REDIS');

/**
 * The worker writes posts too (an article's text, a new cover image): after each committed write
 * it replaces the gateway's public cache version, exactly as the gateway's own writes do.
 */
@Module({
  providers: [
    {
      provide: CACHE_REDIS,
      inject: [WORKER_CONFIG],
      useFactory: (config: WorkerConfig) =>
        new Redis(failFastRedisOptions(config.redisUrl, { commandTimeout: 1000 })).on('error', () => undefined),
    },
  ],
})
export class PublicCacheInvalidationModule implements OnModuleInit, OnApplicationShutdown {
  private readonly logger = new Logger(PublicCacheInvalidationModule.name);
  private bumper: PublicCacheBumper | null = null;

  constructor(
    @Inject(CACHE_REDIS) private readonly redis: Redis,
    @Inject(WORKER_CONFIG) private readonly config: WorkerConfig,
    @InjectDataSource() private readonly dataSource: DataSource,
  ) {}

  onModuleInit(): void {
    this.bumper = createPublicCacheBumper(this.redis, this.config.queuePrefix, (error) =>
      this.logger.warn(`Could not invalidate the public cache (retried until it succeeds): ${error.message}`),
    );
    this.dataSource.subscribers.push(new PublicCacheInvalidator(this.bumper));
  }

  onApplicationShutdown(): void {
    this.bumper?.stop();
    this.redis.disconnect();
  }
}
