import { LRUCache } from 'lru-cache';

/**
 * A per-client limit held in the process: at most `limit` hits per client in a fixed window of
 * `windowMs` from its first hit (as rate-limiter-flexible counts), answered from memory without a call
 * to Redis. Bounded in keys as well as in time: at most `maxClients` are remembered, the least recently
 * seen forgotten first (a forgotten client starts a fresh window). A client flooding stays the most
 * recently seen, so only as many other clients as `maxClients` between two of its hits can make it
 * forgotten; a flood from ever-new addresses fills the map to its bound and no further.
 * (rate-limiter-flexible's memory limiter keeps a Map and one timer per key, bounded only in time.)
 */
export class ClientRateLimiter {
  private readonly hits: LRUCache<string, number>;

  constructor(
    private readonly limit: number,
    windowMs: number,
    maxClients: number,
  ) {
    this.hits = new LRUCache<string, number>({ max: maxClients, ttl: windowMs, updateAgeOnGet: false });
  }

  /** Counts a hit; true while the client is within its limit. */
  take(client: string): boolean {
    const hits = (this.hits.get(client) ?? 0) + 1;
    // noUpdateTTL: the window runs from the client's first hit, not its latest.
    this.hits.set(client, hits, { noUpdateTTL: true });
    return hits <= this.limit;
  }

  /** Clients remembered now (at most `maxClients`). */
  get size(): number {
    return this.hits.size;
  }
}
