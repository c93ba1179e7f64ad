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

/** One counter and the key this attempt used in it. */
type Charge = readonly [RateLimiterRedis, string];

/**
 * Login attempts counted in Redis (shared by every gateway replica), two ways: per IP + username
 * (default 5 in 15 minutes) and per IP (default 100 an hour). An attempt is charged *before* its
 * password is checked, in one atomic Redis step per counter, so parallel requests cannot all read
 * "4 failures so far" and all get checked; a successful login gives the charge back. Windows are
 * fixed from the first attempt, so a lock always ends.
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

  /**
   * Charges one attempt to every counter, or throws 429 (503 when Redis cannot be asked). A refused
   * attempt gets no password check, so the counters that did accept it are given their point back.
   */
  async admit(ip: string, username: string): Promise<void> {
    const charges: Charge[] = [
      [this.perIp, ip],
      [this.perUser, this.userKey(ip, username)],
    ];
    const results = await Promise.allSettled(charges.map(([limiter, key]) => limiter.consume(key)));
    const failure = results.find((result) => result.status === 'rejected' && !(result.reason instanceof RateLimiterRes));
    const waits = results.flatMap((result) => (result.status === 'rejected' && result.reason instanceof RateLimiterRes ? [result.reason.msBeforeNext] : []));
    if (!failure && !waits.length) return;
    const accepted = charges.filter((_charge, index) => results[index].status === 'fulfilled');
    await this.guard(() => Promise.all(accepted.map(([limiter, key]) => limiter.reward(key, 1))));
    if (failure) throw this.unavailable();
    throw new TooManyLoginAttemptsException(Math.max(1, Math.ceil(Math.max(...waits) / 1000)));
  }

  /** The right password: this IP + username starts afresh, and the attempt does not count against the IP. */
  async recordSuccess(ip: string, username: string): Promise<void> {
    await this.guard(() => Promise.all([this.perUser.delete(this.userKey(ip, username)), this.perIp.reward(ip, 1)]));
  }

  /** The username is hashed so a huge or odd value cannot make a huge or odd Redis key. */
  private userKey(ip: string, username: string): string {
    const user = createHash('sha256').update(username.trim().toLowerCase()).digest('hex').slice(0, 32);
    return `${ip}:${user}`;
  }

  private unavailable(): ServiceUnavailableException {
    return new ServiceUnavailableException('Login is temporarily unavailable, please try again shortly');
  }

  private async guard<T>(work: () => Promise<T>): Promise<T> {
    try {
      return await work();
    } catch (error) {
      if (error instanceof HttpException) throw error;
      throw this.unavailable();
    }
  }
}
