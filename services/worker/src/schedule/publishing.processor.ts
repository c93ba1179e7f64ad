import { Logger } from '@nestjs/common';
import { Processor, WorkerHost } from '@nestjs/bullmq';
import { InjectDataSource } from '@nestjs/typeorm';
import { PUBLISHING_QUEUE, publishIfDue, PublishScheduledPostJob, scheduledTimeOf } from '@app/contract';
import { DelayedError, Job } from 'bullmq';
import { DataSource } from 'typeorm';

/** How long after its time a job that woke too early (its clock ahead of Postgres') tries again. */
const EARLY_RETRY_MS = 250;

/**
 * The fast path of scheduled publishing: the gateway's delayed job wakes at the post's time and publishes
 * it through publishIfDue (once, whoever else races). A job for a time the post no longer has (rescheduled,
 * unscheduled, published by hand or by the sweep) does nothing.
 */
@Processor(PUBLISHING_QUEUE)
export class PublishingProcessor extends WorkerHost {
  private readonly logger = new Logger(PublishingProcessor.name);

  constructor(@InjectDataSource() private readonly dataSource: DataSource) {
    super();
  }

  async process(job: Job<PublishScheduledPostJob>, token?: string): Promise<{ published: boolean }> {
    const { postId, publishAt } = job.data;
    const post = await publishIfDue(this.dataSource.manager, postId);
    if (post) {
      this.logger.log(`post ${postId} published as scheduled for ${publishAt}`);
      return { published: true };
    }
    const scheduled = await scheduledTimeOf(this.dataSource.manager, postId);
    if (scheduled && scheduled.getTime() === new Date(publishAt).getTime() && token) {
      // Still scheduled for this very time but Postgres' clock says not yet: wait a moment and try again.
      await job.moveToDelayed(Math.max(Date.now(), scheduled.getTime()) + EARLY_RETRY_MS, token);
      throw new DelayedError();
    }
    return { published: false };
  }
}
