import Redis from 'ioredis';
import { RateLimiterRedis, RateLimiterRes } from 'rate-limiter-flexible';

export interface UsernameBackoffOptions {
  prefix: string;
  /** Attempts for one username (from any IPs) before each further one must wait. */
  freeFailures: number;
  /** The first wait, doubled after each further failure... */
  baseDelaySeconds: number;
  /** ...up to this cap, so an attacker can never make the admin wait longer than this. */
  maxDelaySeconds: number;
  /** Failures are forgotten this long after the first (a success forgets them at once). */
  windowSeconds: number;
}

/** The wait that the k-th gated attempt (k >= 1) imposes on the next one. */
export function backoffSeconds(gatedAttempt: number, baseSeconds: number, maxSeconds: number): number {
  return Math.min(maxSeconds, baseSeconds * 2 ** Math.min(gatedAttempt - 1, 30));
}

/**
 * A per-username limit across all IPs with growing delays, after express-brute's scheme as
 * rate-limiter-flexible's ExpressBruteFlexible builds it (which is Express middleware keyed on
 * request.ip, so its three counters are composed here directly):
 * - `free`: the first `freeFailures - 1` attempts pass at once;
 * - `gate`: every later attempt must take a one-point gate. The taker's Redis step creates it with a
 *   lifetime of the next delay, so while it lives every other attempt is refused, with its TTL as
 *   Retry-After; parallel attempts race on one atomic increment and only one gets the gate;
 * - `gated`: how many attempts took the gate, which sets the next delay (base, 2x, 4x, ... capped).
 * Refused attempts do not grow the delay. Each step is one atomic Redis operation.
 */
export class UsernameBackoff {
  private readonly free: RateLimiterRedis | null;
  private readonly gate: RateLimiterRedis;
  private readonly gated: RateLimiterRedis;

  constructor(
    redis: Redis,
    private readonly options: UsernameBackoffOptions,
  ) {
    const common = { storeClient: redis, duration: options.windowSeconds };
    this.free = options.freeFailures > 1 ? new RateLimiterRedis({ ...common, keyPrefix: `${options.prefix}:free`, points: options.freeFailures - 1 }) : null;
    this.gate = new RateLimiterRedis({ ...common, keyPrefix: `${options.prefix}:gate`, points: 1, duration: options.maxDelaySeconds });
    this.gated = new RateLimiterRedis({ ...common, keyPrefix: `${options.prefix}:gated`, points: Number.MAX_SAFE_INTEGER });
  }

  /** Resolves when this attempt may be checked; rejects with a RateLimiterRes (msBeforeNext) when it must wait. */
  async consume(key: string): Promise<void> {
    if (this.free && (await this.passes(this.free.consume(key)))) return;
    const gatedSoFar = (await this.gated.get(key))?.consumedPoints ?? 0;
    const delay = backoffSeconds(gatedSoFar + 1, this.options.baseDelaySeconds, this.options.maxDelaySeconds);
    await this.gate.consume(key, 1, { customDuration: delay });
    await this.gated.consume(key);
  }

  async reset(key: string): Promise<void> {
    await Promise.all([this.free?.delete(key), this.gate.delete(key), this.gated.delete(key)]);
  }

  /** True when the limiter accepted the point, false when it refused it; store errors propagate. */
  private async passes(consumed: Promise<RateLimiterRes>): Promise<boolean> {
    try {
      await consumed;
      return true;
    } catch (error) {
      if (error instanceof RateLimiterRes) return false;
      throw error;
    }
  }
}
