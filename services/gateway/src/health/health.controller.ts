import { Controller, Get, HttpCode, HttpStatus, Inject, Res } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { Response } from 'express';
import Redis from 'ioredis';
import { DatabaseHealthRepository } from '@app/contract';
import { DataSource } from 'typeorm';
import { REDIS } from '../redis/redis.module';

const CHECK_TIMEOUT_MS = 1500;

function withTimeout<T>(work: Promise<T>): Promise<T> {
  return Promise.race([
    work,
    new Promise<T>((_, reject) => setTimeout(() => reject(new Error('timed out')), CHECK_TIMEOUT_MS).unref()),
  ]);
}

type CheckResult = 'up' | 'down';
/** Redis answers but may evict keys: BullMQ jobs and sessions would vanish under memory pressure. */
type RedisResult = CheckResult | 'misconfigured';

/** The only safe policy for queues and sessions (README, docker-compose.yml). */
export const REQUIRED_EVICTION_POLICY = 'noeviction';

/** `maxmemory_policy` from INFO memory (works where CONFIG is disabled, as on managed Redis). */
export function evictionPolicyOf(info: string): string | null {
  return /^maxmemory_policy:(\S+)/m.exec(info)?.[1] ?? null;
}

@Controller('api/health')
export class HealthController {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    @Inject(REDIS) private readonly redis: Redis,
  ) {}

  /**
   * Readiness: 200 only when Postgres answers and Redis answers with maxmemory-policy noeviction
   * (an evicting Redis silently loses queued jobs and sessions: such a pod must not take traffic).
   */
  @Get()
  async check(@Res({ passthrough: true }) res: Response) {
    const [database, { result: redis, policy }] = await Promise.all([this.checkDatabase(), this.checkRedis()]);
    const ok = database === 'up' && redis === 'up';
    res.status(ok ? HttpStatus.OK : HttpStatus.SERVICE_UNAVAILABLE);
    res.setHeader('Cache-Control', 'no-store');
    const body: { status: string; checks: { database: CheckResult; redis: RedisResult }; problems?: string[] } = {
      status: ok ? 'ok' : 'unavailable',
      checks: { database, redis },
    };
    if (redis === 'misconfigured') {
      body.problems = [`Redis maxmemory-policy is ${policy}; it must be ${REQUIRED_EVICTION_POLICY} (queues and sessions must never be evicted)`];
    }
    return body;
  }

  /** Liveness: the process answers HTTP. */
  @Get('live')
  @HttpCode(HttpStatus.OK)
  live() {
    return { status: 'ok' };
  }

  private async checkDatabase(): Promise<CheckResult> {
    try {
      await withTimeout(new DatabaseHealthRepository(this.dataSource.manager).ping());
      return 'up';
    } catch {
      return 'down';
    }
  }

  private async checkRedis(): Promise<{ result: RedisResult; policy?: string | null }> {
    try {
      const policy = evictionPolicyOf(await withTimeout(this.redis.info('memory')));
      return policy === REQUIRED_EVICTION_POLICY ? { result: 'up' } : { result: 'misconfigured', policy };
    } catch {
      return { result: 'down' };
    }
  }
}
