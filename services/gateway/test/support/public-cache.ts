import { publicCacheVersionKey } from '@app/contract';
import Redis from 'ioredis';
import { PublicCache } from '../../src/cache/public-cache.service';
import type { TestApp } from './test-app';

/**
 * Waits (up to 2 s) until every replica has received the invalidation of the latest write: its
 * subscription is live and the version it last heard of is the one stored in Redis. Messages arrive
 * in order, so after this every earlier write has emptied its cache. Fails (never passes vacuously)
 * when a replica does not catch up.
 */
export async function cacheCaughtUp(...replicas: TestApp[]): Promise<void> {
  const client = new Redis(replicas[0].config.redisUrl, { maxRetriesPerRequest: 1 });
  try {
    const key = publicCacheVersionKey(replicas[0].config.queuePrefix);
    const deadline = Date.now() + 2000;
    for (;;) {
      const stored = await client.get(key);
      const behind = replicas.filter((replica) => {
        const cache = replica.app.get(PublicCache);
        return !cache.isLive || cache.version !== stored;
      });
      if (behind.length === 0) return;
      if (Date.now() > deadline) throw new Error(`${behind.length} replica(s) did not receive the public cache invalidation within 2 s`);
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
  } finally {
    client.disconnect();
  }
}
