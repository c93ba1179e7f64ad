import { Module } from '@nestjs/common';
import Redis from 'ioredis';
import { failFastRedisOptions } from '@app/contract';
import { APP_CONFIG, AppConfig } from '../config/app-config';
import { PUBLIC_CACHE_REDIS, PUBLIC_CACHE_SUBSCRIBER, PublicCache } from './public-cache.service';

/** How long a version read or bump may take. */
const COMMAND_TIMEOUT_MS = 500;

@Module({
  providers: [
    {
      provide: PUBLIC_CACHE_REDIS,
      inject: [APP_CONFIG],
      // Version bumps after writes and the periodic version check; no offline queue, so a write
      // during an outage does not wait (its bump is retried when Redis is back).
      useFactory: (config: AppConfig) =>
        new Redis(failFastRedisOptions(config.redisUrl, { commandTimeout: COMMAND_TIMEOUT_MS })).on('error', () => undefined),
    },
    {
      provide: PUBLIC_CACHE_SUBSCRIBER,
      inject: [APP_CONFIG],
      // A dedicated connection in subscriber mode. PublicCache subscribes itself on every 'ready'
      // (and empties its cache then), so ioredis' own resubscribe is off.
      useFactory: (config: AppConfig) =>
        new Redis(failFastRedisOptions(config.redisUrl, { autoResubscribe: false })).on('error', () => undefined),
    },
    PublicCache,
  ],
  exports: [PublicCache],
})
export class PublicCacheModule {}
