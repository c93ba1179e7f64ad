import { Module } from '@nestjs/common';
import Redis from 'ioredis';
import { APP_CONFIG, AppConfig } from '../config/app-config';
import { PUBLIC_CACHE_REDIS, PublicCache } from './public-cache.service';

/** How long a version read may take before the cache is bypassed for that request. */
const VERSION_READ_TIMEOUT_MS = 500;

@Module({
  providers: [
    {
      provide: PUBLIC_CACHE_REDIS,
      inject: [APP_CONFIG],
      // Its own connection: auto-pipelining batches the per-request version GETs of concurrent
      // requests into one round trip; no offline queue, so an outage bypasses the cache at once.
      useFactory: (config: AppConfig) =>
        new Redis(config.redisUrl, {
          enableAutoPipelining: true,
          enableOfflineQueue: false,
          maxRetriesPerRequest: 1,
          commandTimeout: VERSION_READ_TIMEOUT_MS,
          connectTimeout: 2000,
          retryStrategy: (attempt) => Math.min(attempt * 200, 2000),
        }).on('error', () => undefined),
    },
    PublicCache,
  ],
  exports: [PublicCache],
})
export class PublicCacheModule {}
