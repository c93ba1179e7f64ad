import { Inject, Injectable, Logger, OnApplicationShutdown } from '@nestjs/common';
import { failFastRedisOptions, PUBLISH_SCHEDULED_POST, PUBLISHING_QUEUE, PublishScheduledPostJob, scheduledPublishJobId } from '@app/contract';
import { Queue } from 'bullmq';
import { APP_CONFIG, AppConfig } from '../config/app-config';
import { ENQUEUE_TIMEOUT_MS, withTimeout } from '../jobs/job-queue.service';

/**
 * The fast path of scheduled publishing: one delayed job per post and time on the `publishing` queue.
 * Best effort by design: the row is the truth and the worker's sweep publishes an overdue post whether
 * or not its job exists, so a Redis outage never fails a schedule (it only makes the go-live wait for
 * the next sweep). Not an AI job, so not on JobQueueService (no ai_jobs row, no stages).
 */
@Injectable()
export class ScheduledPublishQueue implements OnApplicationShutdown {
  private readonly logger = new Logger(ScheduledPublishQueue.name);
  private queueInstance: Queue<PublishScheduledPostJob> | null = null;

  constructor(@Inject(APP_CONFIG) private readonly config: AppConfig) {}

  /** Connected on first use: a replica that never schedules holds no connection for it. */
  private get queue(): Queue<PublishScheduledPostJob> {
    if (!this.queueInstance) {
      this.queueInstance = new Queue<PublishScheduledPostJob>(PUBLISHING_QUEUE, {
        prefix: this.config.queuePrefix,
        connection: failFastRedisOptions(this.config.redisUrl, { connectTimeout: 1000 }),
      });
      let reported = false;
      this.queueInstance.on('error', (error) => {
        if (!reported) this.logger.warn(`Queue ${PUBLISHING_QUEUE}: ${error.message}`);
        reported = true;
      });
    }
    return this.queueInstance;
  }

  /** Adds the go-live job for `publishAt` (the same post and time twice is one job). */
  async add(postId: number, publishAt: Date): Promise<void> {
    const jobId = scheduledPublishJobId(postId, publishAt);
    try {
      await withTimeout(
        this.queue.add(
          PUBLISH_SCHEDULED_POST,
          { postId, publishAt: publishAt.toISOString() },
          // Removed once done, so scheduling the same time again later adds a fresh job.
          { jobId, delay: Math.max(0, publishAt.getTime() - Date.now()), attempts: 5, backoff: { type: 'exponential', delay: 1000 }, removeOnComplete: true, removeOnFail: true },
        ),
        ENQUEUE_TIMEOUT_MS,
        'enqueue',
      );
    } catch (error) {
      this.logger.warn(`Could not add ${jobId}; the sweep will publish post ${postId} when it is due: ${(error as Error).message}`);
    }
  }

  /** Drops the job of an old time (reschedule, unschedule, publish now). A job left behind finds nothing due and does nothing. */
  async remove(postId: number, publishAt: Date): Promise<void> {
    const jobId = scheduledPublishJobId(postId, publishAt);
    try {
      await withTimeout(this.queue.remove(jobId), ENQUEUE_TIMEOUT_MS, 'remove');
    } catch (error) {
      this.logger.warn(`Could not remove ${jobId} (harmless: it will find nothing to publish): ${(error as Error).message}`);
    }
  }

  async onApplicationShutdown(): Promise<void> {
    // Bounded: with Redis down a close could otherwise wait for a reconnect that never comes.
    if (this.queueInstance) await withTimeout(this.queueInstance.close(), 2000, 'close').catch(() => undefined);
  }
}
