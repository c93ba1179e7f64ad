import { createHash } from 'node:crypto';
import { CanActivate, ExecutionContext, HttpException, HttpStatus, Inject, Injectable, UseGuards } from '@nestjs/common';
import type { Request, Response } from 'express';
import Redis from 'ioredis';
import { RateLimiterMemory, RateLimiterRedis, RateLimiterRes } from 'rate-limiter-flexible';
import { waitText } from '../common/wait-text';
import { APP_CONFIG, AppConfig } from '../config/app-config';
import { REDIS } from '../redis/redis.module';

/** Which start limit refused: the admin account's, or the site's over every account. */
export type AiStartLimit = 'account' | 'global';

/** 429 with the seconds to wait; the guard sets Retry-After to the same number. */
export class TooManyAiStartsException extends HttpException {
  constructor(
    readonly retryAfterSeconds: number,
    readonly limit: AiStartLimit = 'account',
  ) {
    super(
      limit === 'account'
        ? `Too many AI jobs started. Try again in ${waitText(retryAfterSeconds)}.`
        : `Too many AI jobs started on this site (AI_START_GLOBAL_MAX). Try again in ${waitText(retryAfterSeconds)}.`,
      HttpStatus.TOO_MANY_REQUESTS,
    );
  }
}

/**
 * Counts AI starts and retries per admin account (AI_START_MAX in AI_START_WINDOW seconds, default 30 in
 * 10 minutes) and over every account (AI_START_GLOBAL_MAX, default 60), in Redis, shared by every gateway
 * replica: signing in again, or on another replica, gives no fresh allowance. Every attempt counts,
 * accepted or not: the limit is on clicks, and what they cost (validation, a transaction) comes before
 * the answer. With Redis unreachable each replica counts in memory instead (rate-limiter-flexible's
 * insurance limiter). Runs after AdminSessionGuard, so there is always a signed-in account to count.
 */
@Injectable()
export class AiStartThrottleGuard implements CanActivate {
  private readonly perAccount: RateLimiterRedis;
  private readonly global: RateLimiterRedis;

  constructor(@Inject(APP_CONFIG) config: AppConfig, @Inject(REDIS) redis: Redis) {
    const { prefix, maxStarts, globalMaxStarts, windowSeconds } = config.aiStartThrottle;
    const limiter = (keyPrefix: string, points: number) => {
      const limits = { keyPrefix, points, duration: windowSeconds };
      return new RateLimiterRedis({ storeClient: redis, ...limits, insuranceLimiter: new RateLimiterMemory(limits) });
    };
    this.perAccount = limiter(`${prefix}:account`, maxStarts);
    this.global = limiter(`${prefix}:all`, globalMaxStarts);
  }

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const request = context.switchToHttp().getRequest<Request>();
    const charges: Array<[RateLimiterRedis, string, AiStartLimit]> = [
      [this.perAccount, this.accountKey(request), 'account'],
      [this.global, 'all', 'global'],
    ];
    const outcomes = await Promise.allSettled(charges.map(([limiter, key]) => limiter.consume(key)));
    const refusals = outcomes.flatMap((outcome, index) => (outcome.status === 'rejected' ? [{ reason: outcome.reason as unknown, limit: charges[index][2] }] : []));
    if (!refusals.length) return true;
    const unexpected = refusals.find(({ reason }) => !(reason instanceof RateLimiterRes));
    if (unexpected) throw unexpected.reason;
    const longest = refusals.reduce((a, b) => ((b.reason as RateLimiterRes).msBeforeNext > (a.reason as RateLimiterRes).msBeforeNext ? b : a));
    const seconds = Math.max(1, Math.ceil((longest.reason as RateLimiterRes).msBeforeNext / 1000));
    context.switchToHttp().getResponse<Response>().setHeader('Retry-After', String(seconds));
    throw new TooManyAiStartsException(seconds, longest.limit);
  }

  /** The signed-in account, hashed: a username need not appear in Redis key names. */
  private accountKey(request: Request): string {
    const account = request.session?.passport?.user?.username;
    const id = account !== undefined ? `account:${account.toLowerCase()}` : `session:${request.sessionID ?? request.ip ?? 'unknown'}`;
    return createHash('sha256').update(id).digest('hex').slice(0, 32);
  }
}

/** On every route that starts AI work (ideas, articles, revisions, images, refresh) or retries it. */
export const ThrottleAiStart = () => UseGuards(AiStartThrottleGuard);
