import { createHash } from 'node:crypto';
import { HttpException, HttpStatus, Inject, Injectable, ServiceUnavailableException } from '@nestjs/common';
import Redis from 'ioredis';
import { RateLimiterRedis, RateLimiterRes } from 'rate-limiter-flexible';
import { waitText } from '../common/wait-text';
import { APP_CONFIG, AppConfig } from '../config/app-config';
import { REDIS } from '../redis/redis.module';
import { UsernameBackoff } from './username-backoff';

/** Which counter refused an attempt (logged, never shown). */
export type LoginLimit = 'ip' | 'ip-user' | 'username';

/** 429 with the seconds to wait; the guard copies `retryAfterSeconds` into a Retry-After header. */
export class TooManyLoginAttemptsException extends HttpException {
  constructor(
    readonly retryAfterSeconds: number,
    readonly limit: LoginLimit,
  ) {
    super(`Too many failed login attempts. Try again in ${waitText(retryAfterSeconds)}.`, HttpStatus.TOO_MANY_REQUESTS);
  }
}

/** One counter, the key this attempt uses in it, and its name for the log. */
type Charge = readonly [RateLimiterRedis, string, LoginLimit];

interface Refusal {
  reason: unknown;
  limit: LoginLimit;
}

/**
 * Login attempts counted in Redis (shared by every gateway replica), three ways:
 * - per IP + username (default 5 in 15 minutes) and per IP (default 100 an hour), fixed windows
 *   from the first attempt, so a lock always ends;
 * - per username across all IPs (UsernameBackoff): after 10 failures each further attempt waits a
 *   doubling delay, capped at 15 minutes, so guesses spread over many addresses stay slow.
 * An attempt is charged *before* its password is checked, in one atomic Redis step per counter, so
 * parallel requests cannot all read "4 failures so far" and all get checked. A refused attempt is
 * never checked and gives its point back to the counters that had accepted it; a successful login
 * clears the IP + username and username counters and gives the IP counter its point back.
 */
@Injectable()
export class LoginThrottleService {
  private readonly perIpUser: RateLimiterRedis;
  private readonly perIp: RateLimiterRedis;
  private readonly perUsername: UsernameBackoff;

  constructor(@Inject(APP_CONFIG) config: AppConfig, @Inject(REDIS) redis: Redis) {
    const limits = config.loginThrottle;
    this.perIpUser = new RateLimiterRedis({
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
    this.perUsername = new UsernameBackoff(redis, { prefix: `${limits.prefix}:user`, ...limits.username });
  }

  /** Charges one attempt to every counter, or throws 429 (503 when Redis cannot be asked). */
  async admit(ip: string, username: string): Promise<void> {
    const user = this.usernameKey(username);
    const charges: Charge[] = [
      [this.perIp, ip, 'ip'],
      [this.perIpUser, `${ip}:${user}`, 'ip-user'],
    ];
    const outcomes = await Promise.allSettled(charges.map(([limiter, key]) => limiter.consume(key)));
    const refusals: Refusal[] = outcomes.flatMap((outcome, index) =>
      outcome.status === 'rejected' ? [{ reason: outcome.reason, limit: charges[index][2] }] : [],
    );
    // Only an attempt this IP may make touches the username's counters, so refusals here never
    // take the username's gate.
    if (!refusals.length) {
      try {
        await this.perUsername.consume(user);
        return;
      } catch (reason) {
        refusals.push({ reason, limit: 'username' });
      }
    }
    const accepted = charges.filter((_charge, index) => outcomes[index].status === 'fulfilled');
    await this.guard(() => Promise.all(accepted.map(([limiter, key]) => limiter.reward(key, 1))));
    throw this.refusalError(refusals);
  }

  /** The right password: the username and this IP + username start afresh; the IP gets its point back. */
  async recordSuccess(ip: string, username: string): Promise<void> {
    const user = this.usernameKey(username);
    await this.guard(() => Promise.all([this.perIpUser.delete(`${ip}:${user}`), this.perIp.reward(ip, 1), this.perUsername.reset(user)]));
  }

  /** The longest wait of the counters that refused; 503 if Redis failed. */
  private refusalError(refusals: Refusal[]): HttpException {
    const waits = refusals.filter((refusal): refusal is { reason: RateLimiterRes; limit: LoginLimit } => refusal.reason instanceof RateLimiterRes);
    if (waits.length < refusals.length) return this.unavailable();
    const longest = waits.reduce((a, b) => (b.reason.msBeforeNext > a.reason.msBeforeNext ? b : a));
    return new TooManyLoginAttemptsException(Math.max(1, Math.ceil(longest.reason.msBeforeNext / 1000)), longest.limit);
  }

  /** The username is hashed so a huge or odd value cannot make a huge or odd Redis key. */
  private usernameKey(username: string): string {
    return createHash('sha256').update(username.trim().toLowerCase()).digest('hex').slice(0, 32);
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
