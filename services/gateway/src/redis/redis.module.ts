import { Global, Inject, Logger, Module, OnApplicationShutdown } from '@nestjs/common';
import Redis from 'ioredis';
import { failFastRedisOptions } from '@app/contract';
import { APP_CONFIG, AppConfig } from '../config/app-config';

export const REDIS = Symbol('REDIS');

/**
 * A general-purpose Redis client that fails fast: with Redis down, commands reject at once
 * (no offline queue) so callers can answer 503 instead of hanging. It is not awaited: the gateway
 * starts (and reports 503 from health) while Redis is down, and the client reconnects by itself;
 * a connection problem is logged once per outage.
 */
export function createFailFastRedis(url: string): Redis {
  const logger = new Logger('Redis');
  let reported = false;
  return new Redis(failFastRedisOptions(url))
    .on('error', (error: Error) => {
      if (!reported) logger.warn(`Redis connection problem: ${error.message}`);
      reported = true;
    })
    .on('ready', () => {
      reported = false;
    });
}

/** The gateway's one general-purpose client: sessions, login and AI-start throttling, health. */
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
