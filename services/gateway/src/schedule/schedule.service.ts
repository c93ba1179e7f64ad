import { ConflictException, Injectable, NotFoundException } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { BlogPost, lockPost, recordRevision, RevisionActor } from '@app/contract';
import { DataSource, EntityManager } from 'typeorm';
import { ScheduledPublishQueue } from './scheduled-publish-queue';

/** What a schedule change did: the post after it, and the time it was scheduled for before. */
export interface ScheduleChange {
  post: BlogPost;
  previous: Date | null;
}

export const SCHEDULE_REASON = {
  schedule: (publishAt: Date) => `schedule for ${publishAt.toISOString()}`,
  unschedule: 'unschedule',
} as const;

/**
 * Schedules, reschedules and unschedules posts (issue 17). The row's `publishAt` is the truth; the delayed
 * job is added after the commit (a rolled-back schedule leaves at most a job that finds nothing due).
 */
@Injectable()
export class ScheduleService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly queue: ScheduledPublishQueue,
  ) {}

  /** PATCH {publishAt}: a time schedules or reschedules, null unschedules. */
  async schedulePost(id: number, publishAt: Date | null, actor: RevisionActor | null = null): Promise<BlogPost> {
    const change = await this.dataSource.transaction((em) => this.setSchedule(em, id, publishAt, actor));
    await this.announce(change);
    return change.post;
  }

  /**
   * Inside the caller's transaction: sets the post's schedule, keeping the previous state as a revision.
   * A live post cannot be scheduled (409); unscheduling a post that has no schedule changes nothing.
   */
  async setSchedule(em: EntityManager, id: number, publishAt: Date | null, actor: RevisionActor | null = null): Promise<ScheduleChange> {
    const post = await lockPost(em, id);
    if (!post) throw new NotFoundException('Post not found');
    const previous = post.publishAt;
    if (previous?.getTime() === publishAt?.getTime()) return { post, previous };
    if (publishAt && post.published) throw new ConflictException('This post is already live; unpublish it first to schedule it');
    await recordRevision(em, post, publishAt ? SCHEDULE_REASON.schedule(publishAt) : SCHEDULE_REASON.unschedule, actor);
    post.publishAt = publishAt;
    return { post: await em.save(BlogPost, post), previous };
  }

  /** After the commit: the new time's delayed job, and the old time's job dropped. */
  async announce({ post, previous }: ScheduleChange): Promise<void> {
    if (previous && previous.getTime() !== post.publishAt?.getTime()) await this.queue.remove(post.id, previous);
    if (post.publishAt) await this.queue.add(post.id, post.publishAt);
  }
}
