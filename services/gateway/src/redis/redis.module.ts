import { Global, Inject, Module, OnApplicationShutdown } from '@nestjs/common';
import Redis from 'ioredis';
import { failFastRedisOptions } from '@app/contract';
import { APP_CONFIG, AppConfig } from '../config/app-config';

export const REDIS = Symbol('REDIS');

/**
 * A general-purpose Redis client that fails fast: with Redis down, commands reject at once
 * (no offline queue) so callers can answer 503 instead of hanging.
 */
export function createFailFastRedis(url: string): Redis {
  return new Redis(failFastRedisOptions(url));
}

@Global()
@Module({
  providers: [{ provide: REDIS, inject: [APP_CONFIG], useFactory: (config: AppConfig) => createFailFastRedis(config.redisUrl) }],
  exports: [REDIS],
})
export class RedisModule implements OnApplicationShutdown {
  constructor(@Inject(REDIS) private readonly redis: Redis) {}

  async onApplicationShutdown(): Promise<void> {
    this.redis.disconnect();
  }
}
