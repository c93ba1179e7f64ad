import { Injectable, Logger } from '@nestjs/common';
import { JobData, JobName } from '@app/contract';
import { DelayedError, Job } from 'bullmq';
import { ScheduledPostsRepository } from '../../schedule/scheduled-posts.repository';
import { SystemJobHandler } from '../job-handler';

/** How long after its time a job that woke too early (its clock ahead of Postgres') tries again. */
const EARLY_RETRY_MS = 250;

/**
 * The fast path of scheduled publishing (a system job: no ai_jobs row): the gateway's delayed job wakes at
 * the post's time and publishes it through publishIfDue (once, whoever else races). A job for a time the
 * post no longer has (rescheduled, unscheduled, published by hand or by the sweep) does nothing. The
 * safety net is the worker's sweep (services/worker/src/schedule).
 */
@Injectable()
export class PublishScheduledPostHandler implements SystemJobHandler<JobName.PublishScheduledPost> {
  private readonly logger = new Logger(PublishScheduledPostHandler.name);

  constructor(private readonly posts: ScheduledPostsRepository) {}

  async handle(job: Job<JobData<JobName.PublishScheduledPost>>, token?: string): Promise<{ published: boolean }> {
    const { postId, publishAt } = job.data;
    const post = await this.posts.publishIfDue(postId);
    if (post) {
      this.logger.log(`post ${postId} published as scheduled for ${publishAt}`);
      return { published: true };
    }
    const scheduled = await this.posts.scheduledTimeOf(postId);
    if (scheduled && scheduled.getTime() === new Date(publishAt).getTime() && token) {
      // Still scheduled for this very time but Postgres' clock says not yet: wait a moment and try again.
      await job.moveToDelayed(Math.max(Date.now(), scheduled.getTime()) + EARLY_RETRY_MS, token);
      throw new DelayedError();
    }
    return { published: false };
  }
}
