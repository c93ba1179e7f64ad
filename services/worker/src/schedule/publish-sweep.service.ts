import { Inject, Injectable, Logger, OnApplicationBootstrap, OnApplicationShutdown } from '@nestjs/common';
import { WORKER_CONFIG, WorkerConfig } from '../config/worker-config';
import { ScheduledPostsRepository } from './scheduled-posts.repository';

/**
 * The safety net of scheduled publishing: every PUBLISH_SWEEP_INTERVAL_MS (and once at boot) it asks
 * Postgres for scheduled posts whose time has passed and publishes them. It needs nothing from Redis, so a
 * post goes live even when its delayed job never existed or was lost (Redis restarted empty, every worker
 * was down at the time). Every worker sweeps; publishIfDue makes the races harmless.
 */
@Injectable()
export class PublishSweep implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger(PublishSweep.name);
  private timer: NodeJS.Timeout | null = null;
  private running: Promise<number> | null = null;
  private failing = false;

  constructor(
    private readonly posts: ScheduledPostsRepository,
    @Inject(WORKER_CONFIG) private readonly config: WorkerConfig,
  ) {}

  onApplicationBootstrap(): void {
    void this.sweep();
    this.timer = setInterval(() => void this.sweep(), this.config.publishSweepIntervalMs);
    this.timer.unref();
  }

  /** Publishes every overdue scheduled post; answers how many went live. One sweep at a time per worker. */
  sweep(): Promise<number> {
    this.running ??= this.publishOverdue().finally(() => {
      this.running = null;
    });
    return this.running;
  }

  private async publishOverdue(): Promise<number> {
    let published = 0;
    try {
      for (const id of await this.posts.overdueIds()) {
        if (await this.posts.publishIfDue(id)) {
          published += 1;
          this.logger.log(`post ${id} published by the sweep (its scheduled time had passed)`);
        }
      }
      if (this.failing) this.logger.log('publish sweep works again');
      this.failing = false;
    } catch (error) {
      // Postgres down or restarting: the next sweep tries again.
      if (!this.failing) this.logger.warn(`publish sweep failed, will retry: ${(error as Error).message}`);
      this.failing = true;
    }
    return published;
  }

  async onApplicationShutdown(): Promise<void> {
    if (this.timer) clearInterval(this.timer);
    await this.running;
  }
}
