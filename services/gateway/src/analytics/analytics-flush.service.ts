import { Inject, Injectable, Logger, OnApplicationBootstrap, OnApplicationShutdown } from '@nestjs/common';
import { randomUUID } from 'node:crypto';
import type Redis from 'ioredis';
import { analyticsDay } from '@app/contract';
import { APP_CONFIG, AppConfig } from '../config/app-config';
import { REDIS } from '../redis/redis.module';
import { AnalyticsBuffer } from './analytics-buffer';
import { AnalyticsRepository } from './analytics.repository';
import { BeaconBatch } from './beacon-batch';

const DAY_MS = 24 * 3600 * 1000;
/** Longer than any flush: a replica that died holding the lock frees it after this. */
const LOCK_MS = 120_000;
/** Written batch ids are kept this long (a batch is replayed within minutes of its first try). */
const FLUSH_IDS_KEPT_MS = 30 * DAY_MS;
const RELEASE_SCRIPT = `if redis.call('GET', KEYS[1]) == ARGV[1] then return redis.call('DEL', KEYS[1]) end return 0`;

export interface FlushReport {
  /** The batch written, null when nothing had been counted since the last flush. */
  batch: string | null;
  pages: number;
  /** Whether the day's retention pass ran (daily rows past ANALYTICS_RETENTION_DAYS rolled into months). */
  maintained: boolean;
}

/**
 * Writes the Redis buffer to the daily aggregates every ANALYTICS_FLUSH_INTERVAL_MS, on one replica at a
 * time (a Redis lock; the others skip that round), in batches (see AnalyticsBuffer.cut) that are written
 * exactly once (see AnalyticsRepository.applyBatch): a flush that dies half-way is finished by the next,
 * on any replica. Once a day the same holder rolls daily rows older than the retention into months.
 */
@Injectable()
export class AnalyticsFlushService implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger(AnalyticsFlushService.name);
  private timer: NodeJS.Timeout | null = null;
  private running: Promise<FlushReport | null> | null = null;
  private failing = false;

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(REDIS) private readonly redis: Redis,
    private readonly buffer: AnalyticsBuffer,
    private readonly repository: AnalyticsRepository,
    private readonly batch: BeaconBatch,
  ) {}

  onApplicationBootstrap(): void {
    if (!this.config.analytics.enabled) return;
    this.timer = setInterval(() => void this.flush().catch(() => undefined), this.config.analytics.flushIntervalMs);
    this.timer.unref();
  }

  async onApplicationShutdown(): Promise<void> {
    if (this.timer) clearInterval(this.timer);
    await this.running?.catch(() => undefined);
  }

  /**
   * One flush (and the day's retention pass, if not done yet); null when another replica is flushing
   * (or analytics are off: then nothing is written, not even the retention pass).
   * One at a time per replica: a call while one runs waits for it.
   */
  flush(now = new Date()): Promise<FlushReport | null> {
    if (!this.config.analytics.enabled) return Promise.resolve(null);
    this.running ??= this.flushLocked(now).finally(() => {
      this.running = null;
    });
    return this.running;
  }

  private async flushLocked(now: Date): Promise<FlushReport | null> {
    // This replica's counted beacons first, so the batch cut below holds everything counted until now.
    await this.batch.flush();
    const lock = `${this.config.analytics.prefix}:flush-lock`;
    const token = randomUUID();
    try {
      if ((await this.redis.set(lock, token, 'PX', LOCK_MS, 'NX')) !== 'OK') return null;
      try {
        const report = await this.writeBuffered();
        const maintained = await this.maintain(now);
        if (this.failing) this.logger.log('Analytics flush works again');
        this.failing = false;
        return { ...report, maintained };
      } finally {
        await this.redis.eval(RELEASE_SCRIPT, 1, lock, token);
      }
    } catch (error) {
      // Redis or Postgres down: the buffer keeps counting (bounded) and the next round tries again.
      if (!this.failing) this.logger.warn(`Analytics flush failed, will retry: ${(error as Error).message}`);
      this.failing = true;
      throw error;
    }
  }

  private async writeBuffered(): Promise<Omit<FlushReport, 'maintained'>> {
    const id = await this.buffer.cut(randomUUID());
    if (!id) return { batch: null, pages: 0 };
    const batch = await this.buffer.read(id);
    await this.repository.applyBatch(batch);
    await this.buffer.finish(batch);
    return { batch: id, pages: batch.pages.length };
  }

  /** Once per UTC day: roll daily rows past the retention into months, forget old batch ids. */
  private async maintain(now: Date): Promise<boolean> {
    const marker = `${this.config.analytics.prefix}:maintained:${analyticsDay(now)}`;
    if (await this.redis.exists(marker)) return false;
    const cutoff = analyticsDay(new Date(now.getTime() - this.config.analytics.retentionDays * DAY_MS));
    const rolled = await this.repository.rollUpBefore(cutoff);
    await this.repository.pruneFlushes(new Date(now.getTime() - FLUSH_IDS_KEPT_MS));
    await this.redis.set(marker, '1', 'EX', 2 * 24 * 3600);
    if (rolled) this.logger.log(`Rolled ${rolled} daily analytics rows before ${cutoff} into monthly totals`);
    return true;
  }
}
