import Redis from 'ioredis';
import type { DataSource } from 'typeorm';
import { failFastRedisOptions, publicCacheVersionKey } from '@app/contract';
import type { AppConfig } from '../src/config/app-config';
import { PublicCache } from '../src/cache/public-cache.service';
import { OwnRedis, startOwnRedis } from './support/own-redis';
import { until } from './support/until';

/**
 * After an outage, the public cache's two connections come back in either order. When its subscriber is
 * ready first, reading the version on the other (no offline queue) fails; no new 'ready' follows, so the
 * replica must try again by itself, or it bypasses its cache (every public read a query) until the next
 * outage. Found by a full run under load (fast-path.spec: "the writer to resubscribe" timed out).
 */
describe('Public cache after a Redis outage', () => {
  let redis: OwnRedis;
  let commands: Redis;
  let subscriber: Redis;
  let cache: PublicCache;

  beforeAll(async () => {
    redis = await startOwnRedis();
    // As the module makes them, but the subscriber retries at once and the command connection late.
    commands = new Redis(failFastRedisOptions(redis.url, { commandTimeout: 500, retryStrategy: () => 1500 })).on('error', () => undefined);
    subscriber = new Redis(failFastRedisOptions(redis.url, { autoResubscribe: false, retryStrategy: () => 50 })).on('error', () => undefined);
    const config = { queuePrefix: 'recovery', redisUrl: redis.url } as AppConfig;
    // The cache only registers its invalidation hook on the data source: nothing here reads Postgres.
    cache = new PublicCache(commands, subscriber, config, { subscribers: [] } as unknown as DataSource);
    cache.onModuleInit();
  });

  afterAll(async () => {
    cache.onApplicationShutdown();
    await redis.stop();
  });

  it('subscribes again once its command connection is back, though the subscriber came back first', async () => {
    await until(() => cache.isLive, 'the cache to subscribe');

    redis.process.kill('SIGKILL');
    await until(() => !cache.isLive, 'the cache to notice Redis is gone');
    redis = await startOwnRedis(redis.port);
    await until(() => subscriber.status === 'ready', 'the subscriber to reconnect');
    expect(commands.status).not.toBe('ready');

    await until(() => cache.isLive, 'the cache to subscribe again');
    expect(commands.status).toBe('ready');
    // The version it took is the one Redis holds (the restarted Redis had none: the cache made one).
    expect(cache.version).not.toBeNull();
    expect(cache.version).toBe(await commands.get(publicCacheVersionKey('recovery')));
  });
});
