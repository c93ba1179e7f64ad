import { createPublicCacheBumper, failFastRedisOptions, publicCacheChannel, publicCacheVersionKey } from '@app/contract';
import Redis from 'ioredis';
import { startOwnRedis, OwnRedis } from './support/own-redis';
import { until } from './support/until';

/**
 * A version bump whose command times out on a connection that stays up (Redis slow, not gone) must still
 * reach the other replicas: no reconnect follows to retry it, and until the new version is stored and
 * announced they serve what they hold (an unpublished post, say). Its own Redis: CLIENT PAUSE would stall
 * every suite sharing the run's.
 */
describe('Public cache version bump', () => {
  let redis: OwnRedis;
  let store: Redis;
  let listener: Redis;
  let pauser: Redis;
  const prefix = 'bump-test';

  beforeAll(async () => {
    redis = await startOwnRedis();
    store = new Redis(failFastRedisOptions(redis.url, { commandTimeout: 200 })).on('error', () => undefined);
    listener = new Redis(redis.url);
    pauser = new Redis(redis.url);
  });

  afterAll(async () => {
    store.disconnect();
    listener.disconnect();
    pauser.disconnect();
    await redis.stop();
  });

  it('is retried after a timeout on a connection that stays up, and announces a version that is stored', async () => {
    const errors: string[] = [];
    const bumper = createPublicCacheBumper(store, prefix, (error) => errors.push(error.message));
    const announced: string[] = [];
    await listener.subscribe(publicCacheChannel(prefix));
    listener.on('message', (_channel: string, version: string) => announced.push(version));
    try {
      // Writes wait in Redis for 600 ms (PUBLISH is a write): the bump's SET times out after 200 ms.
      await pauser.call('CLIENT', 'PAUSE', '600', 'WRITE');
      await bumper.bump();
      expect(errors).toHaveLength(1);
      expect(announced).toEqual([]);
      expect(store.status).toBe('ready');

      await until(() => announced.length > 0, 'the failed bump to be retried and announced', 5000);
      expect(await pauser.get(publicCacheVersionKey(prefix))).toBe(announced.at(-1));
      // One report for the failing streak, not one per retry.
      expect(errors).toHaveLength(1);
    } finally {
      bumper.stop();
    }
  });
});
