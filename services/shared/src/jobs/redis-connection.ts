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
