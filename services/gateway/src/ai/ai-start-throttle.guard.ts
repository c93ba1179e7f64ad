import { createHash } from 'node:crypto';
import { CanActivate, ExecutionContext, HttpException, HttpStatus, Inject, Injectable, UseGuards } from '@nestjs/common';
import type { Request, Response } from 'express';
import Redis from 'ioredis';
import { RateLimiterMemory, RateLimiterRedis, RateLimiterRes } from 'rate-limiter-flexible';
import { waitText } from '../common/wait-text';
import { APP_CONFIG, AppConfig } from '../config/app-config';
import { REDIS } from '../redis/redis.module';

/** 429 with the seconds to wait; the guard sets Retry-After to the same number. */
export class TooManyAiStartsException extends HttpException {
  constructor(readonly retryAfterSeconds: number) {
    super(`Too many AI jobs started. Try again in ${waitText(retryAfterSeconds)}.`, HttpStatus.TOO_MANY_REQUESTS);
  }
}

/**
 * Counts AI starts per admin session (AI_START_MAX in AI_START_WINDOW seconds, default 30 in 10 minutes)
 * in Redis, shared by every gateway replica. Every start attempt counts, accepted or not: the limit is
 * on clicks, and what they cost (validation, a transaction) comes before the answer. With Redis
 * unreachable each replica counts in memory instead (rate-limiter-flexible's insurance limiter).
 * Runs after AdminSessionGuard, so there is always a session to count against.
 */
@Injectable()
export class AiStartThrottleGuard implements CanActivate {
  private readonly limiter: RateLimiterRedis;

  constructor(@Inject(APP_CONFIG) config: AppConfig, @Inject(REDIS) redis: Redis) {
    const { prefix, maxStarts, windowSeconds } = config.aiStartThrottle;
    const limits = { keyPrefix: prefix, points: maxStarts, duration: windowSeconds };
    this.limiter = new RateLimiterRedis({ storeClient: redis, ...limits, insuranceLimiter: new RateLimiterMemory(limits) });
  }

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const request = context.switchToHttp().getRequest<Request>();
    try {
      await this.limiter.consume(this.sessionKey(request));
      return true;
    } catch (refusal) {
      if (!(refusal instanceof RateLimiterRes)) throw refusal;
      const seconds = Math.max(1, Math.ceil(refusal.msBeforeNext / 1000));
      context.switchToHttp().getResponse<Response>().setHeader('Retry-After', String(seconds));
      throw new TooManyAiStartsException(seconds);
    }
  }

  /** Hashed: a session id is a credential and should not appear in Redis key names. */
  private sessionKey(request: Request): string {
    return createHash('sha256').update(request.sessionID ?? request.ip ?? 'unknown').digest('hex').slice(0, 32);
  }
}

/** On every route that starts AI work (ideas, articles, revisions, images). */
export const ThrottleAiStart = () => UseGuards(AiStartThrottleGuard);
