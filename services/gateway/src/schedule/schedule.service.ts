import { ConflictException, Injectable, Logger, NotFoundException } from '@nestjs/common';
import { BlogPost, JobItem, JobName, RevisionActor } from '@app/contract';
import { EntityManager } from 'typeorm';
import { JobQueueService } from '../jobs/job-queue.service';
import { ScheduleRepository, ScheduleTransaction } from './schedule.repository';

/** What a schedule change did: the post after it, and the time it was scheduled for before. */
export interface ScheduleChange {
  post: BlogPost;
  previous: Date | null;
}

export const SCHEDULE_REASON = {
  schedule: (publishAt: Date) => `schedule for ${publishAt.toISOString()}`,
  unschedule: 'unschedule',
} as const;

type GoLive = JobItem<JobName.PublishScheduledPost>;

function goLive(postId: number, publishAt: Date): GoLive {
  return { name: JobName.PublishScheduledPost, data: { postId, publishAt: publishAt.toISOString() } };
}

/**
 * Schedules, reschedules and unschedules posts (issue 17). The row's `publishAt` is the truth; the delayed
 * job is added after the commit (a rolled-back schedule leaves at most a job that finds nothing due).
 */
@Injectable()
export class ScheduleService {
  private readonly logger = new Logger(ScheduleService.name);

  constructor(
    private readonly repository: ScheduleRepository,
    private readonly jobQueue: JobQueueService,
  ) {}

  /** PATCH {publishAt}: a time schedules or reschedules, null unschedules. */
  async schedulePost(id: number, publishAt: Date | null, actor: RevisionActor | null = null): Promise<BlogPost> {
    const change = await this.repository.transaction((tx) => this.change(tx, id, publishAt, actor));
    await this.announce(change);
    return change.post;
  }

  /**
   * Inside the caller's transaction: sets the post's schedule, keeping the previous state as a revision.
   * A live post cannot be scheduled (409); unscheduling a post that has no schedule changes nothing.
   */
  setSchedule(em: EntityManager, id: number, publishAt: Date | null, actor: RevisionActor | null = null): Promise<ScheduleChange> {
    return this.change(this.repository.join(em), id, publishAt, actor);
  }

  private async change(tx: ScheduleTransaction, id: number, publishAt: Date | null, actor: RevisionActor | null): Promise<ScheduleChange> {
    const post = await tx.lockPost(id);
    if (!post) throw new NotFoundException('Post not found');
    const previous = post.publishAt;
    if (previous?.getTime() === publishAt?.getTime()) return { post, previous };
    if (publishAt && post.published) throw new ConflictException('This post is already live; unpublish it first to schedule it');
    await tx.recordRevision(post, publishAt ? SCHEDULE_REASON.schedule(publishAt) : SCHEDULE_REASON.unschedule, actor);
    post.publishAt = publishAt;
    return { post: await tx.savePost(post), previous };
  }

  /**
   * After the commit: the new time's go-live job, and the old time's job dropped. Best effort by design:
   * the row is the truth and the worker's sweep publishes an overdue post whether or not its job exists,
   * so a Redis outage never fails a schedule (it only makes the go-live wait for the next sweep).
   */
  async announce({ post, previous }: ScheduleChange): Promise<void> {
    if (previous && previous.getTime() !== post.publishAt?.getTime()) {
      const old = goLive(post.id, previous);
      await this.jobQueue.removeSystem(old).catch((error: Error) => this.logger.warn(`${error.message} (harmless: it will find nothing to publish)`));
    }
    if (post.publishAt) {
      const next = goLive(post.id, post.publishAt);
      await this.jobQueue.queueSystem(next).catch((error: Error) => this.logger.warn(`${error.message}; the sweep will publish post ${post.id} when it is due`));
    }
  }
}
