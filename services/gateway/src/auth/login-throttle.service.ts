import { createHash } from 'node:crypto';
import { HttpException, HttpStatus, Inject, Injectable, ServiceUnavailableException } from '@nestjs/common';
import Redis from 'ioredis';
import { RateLimiterRedis, RateLimiterRes } from 'rate-limiter-flexible';
import { APP_CONFIG, AppConfig } from '../config/app-config';
import { REDIS } from '../redis/redis.module';

/** 429 with the seconds to wait; the guard copies `retryAfterSeconds` into a Retry-After header. */
export class TooManyLoginAttemptsException extends HttpException {
  constructor(readonly retryAfterSeconds: number) {
    const minutes = Math.max(1, Math.ceil(retryAfterSeconds / 60));
    super(
      `Too many failed login attempts. Try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`,
      HttpStatus.TOO_MANY_REQUESTS,
    );
  }
}

/**
 * Counts failed logins in Redis (shared by every gateway replica), two ways: per IP + username
 * (default 5 in 15 minutes) and per IP (default 100 an hour). Windows are fixed from the first
 * failure, so a lock always ends; a successful login clears the IP + username counter.
 */
@Injectable()
export class LoginThrottleService {
  private readonly perUser: RateLimiterRedis;
  private readonly perIp: RateLimiterRedis;

  constructor(@Inject(APP_CONFIG) config: AppConfig, @Inject(REDIS) redis: Redis) {
    const limits = config.loginThrottle;
    this.perUser = new RateLimiterRedis({
      storeClient: redis,
      keyPrefix: `${limits.prefix}:ip-user`,
      points: limits.maxFailures,
      duration: limits.windowSeconds,
    });
    this.perIp = new RateLimiterRedis({
      storeClient: redis,
      keyPrefix: `${limits.prefix}:ip`,
      points: limits.ipMaxFailures,
      duration: limits.ipWindowSeconds,
    });
  }

  /** Throws 429 when either counter is exhausted (503 when Redis cannot be asked). */
  async assertAllowed(ip: string, username: string): Promise<void> {
    const [user, address] = await this.guard(() =>
      Promise.all([this.perUser.get(this.userKey(ip, username)), this.perIp.get(ip)]),
    );
    const waits = [
      this.exhausted(user, this.perUser.points),
      this.exhausted(address, this.perIp.points),
    ].filter((wait): wait is number => wait !== null);
    if (waits.length) throw new TooManyLoginAttemptsException(Math.max(...waits));
  }

  async recordFailure(ip: string, username: string): Promise<void> {
    await this.guard(() => Promise.all([this.perUser.penalty(this.userKey(ip, username)), this.perIp.penalty(ip)]));
  }

  async recordSuccess(ip: string, username: string): Promise<void> {
    await this.guard(() => this.perUser.delete(this.userKey(ip, username)));
  }

  private exhausted(state: RateLimiterRes | null, limit: number): number | null {
    if (!state || state.consumedPoints < limit) return null;
    return Math.max(1, Math.ceil(state.msBeforeNext / 1000));
  }

  /** The username is hashed so a huge or odd value cannot make a huge or odd Redis key. */
  private userKey(ip: string, username: string): string {
    const user = createHash('sha256').update(username.trim().toLowerCase()).digest('hex').slice(0, 32);
    return `${ip}:${user}`;
  }

  private async guard<T>(work: () => Promise<T>): Promise<T> {
    try {
      return await work();
    } catch (error) {
      if (error instanceof HttpException) throw error;
      throw new ServiceUnavailableException('Login is temporarily unavailable, please try again shortly');
    }
  }
}
