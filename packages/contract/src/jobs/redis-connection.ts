/** ioredis connection options from a redis:// or rediss:// URL (what BullMQ's `connection` takes). */
export function redisConnectionOptions(url: string): {
  host: string;
  port: number;
  username?: string;
  password?: string;
  db: number;
  tls?: Record<string, never>;
} {
  const parsed = new URL(url);
  return {
    host: parsed.hostname,
    port: Number(parsed.port || 6379),
    username: parsed.username ? decodeURIComponent(parsed.username) : undefined,
    password: parsed.password ? decodeURIComponent(parsed.password) : undefined,
    db: Number(parsed.pathname.replace('/', '') || 0),
    tls: parsed.protocol === 'rediss:' ? {} : undefined,
  };
}

/**
 * The one way this codebase talks to Redis outside the worker's blocking queue connections: with Redis
 * down, commands reject at once (no offline queue, one retry) so callers answer 503 or retry later
 * instead of hanging, and the client keeps reconnecting by itself (backing off to 2 s).
 * `new Redis(failFastRedisOptions(url))`, or a BullMQ Queue's `connection`.
 */
export function failFastRedisOptions<T extends object = Record<string, never>>(url: string, overrides?: T) {
  return {
    ...redisConnectionOptions(url),
    enableOfflineQueue: false,
    maxRetriesPerRequest: 1,
    connectTimeout: 2000,
    retryStrategy: (attempt: number) => Math.min(attempt * 200, 2000),
    ...overrides,
  };
}
