import type { EntityManager } from 'typeorm';
import { BlogPost } from '../entities/blog-post.entity';
import { lockPost, recordRevision } from '../posts/post-revisions';

/**
 * Scheduled publishing (issue 17). The post row is the truth: `publish_at` says when an unpublished post
 * goes live. Two things publish it, both through `publishIfDue`: a delayed job per post and time (the fast
 * path: `JobName.PublishScheduledPost` on the `publishing` queue, a system job of the job seam, added by
 * the gateway's JobQueueService) and the worker's periodic sweep of overdue rows (the safety net that needs
 * only Postgres, so it holds after Redis lost every job). Neither needs the other.
 */

/** The revision reason of a scheduled go-live. */
export const SCHEDULED_PUBLISH_REASON = 'scheduled publish';

/** Posts whose time has come, oldest first (Postgres' clock, like publishIfDue's). */
export async function overdueScheduledPostIds(manager: EntityManager, limit = 100): Promise<number[]> {
  const rows: Array<{ id: number }> = await manager.query(
    `SELECT id FROM blog_posts WHERE published = false AND publish_at IS NOT NULL AND publish_at <= now() ORDER BY publish_at LIMIT $1`,
    [limit],
  );
  return rows.map((row) => row.id);
}

/**
 * Publishes the post if it is still scheduled and its time has come, exactly once however many publishers
 * race (delayed job, sweep, several workers): the row lock serialises them and the UPDATE is conditional on
 * the row still being unpublished and due, so the second one changes nothing. The previous state is kept
 * as a revision, and the write goes through TypeORM so the public caches (pages, sitemap, RSS, JSON) are
 * invalidated after the commit, as for a publish in the studio. Answers the published post, or null when
 * there was nothing to do (unscheduled, deleted, already live, or not due yet).
 */
export async function publishIfDue(manager: EntityManager, postId: number): Promise<BlogPost | null> {
  return manager.transaction(async (em) => {
    const before = await lockPost(em, postId);
    if (!before || before.published || !before.publishAt) return null;
    const result = await em
      .createQueryBuilder()
      .update(BlogPost)
      .set({ published: true, status: 'published', publishAt: null, publishedAt: () => 'COALESCE(published_at, publish_at)' })
      .where('id = :id AND published = false AND publish_at IS NOT NULL AND publish_at <= now()', { id: postId })
      .execute();
    if (result.affected !== 1) return null;
    await recordRevision(em, before, SCHEDULED_PUBLISH_REASON, { kind: 'schedule' });
    return em.findOneByOrFail(BlogPost, { id: postId });
  });
}

/** When a still-scheduled post is due, by Postgres' clock: null when it is not scheduled (any more). */
export async function scheduledTimeOf(manager: EntityManager, postId: number): Promise<Date | null> {
  const rows: Array<{ publish_at: Date }> = await manager.query(
    `SELECT publish_at FROM blog_posts WHERE id = $1 AND published = false AND publish_at IS NOT NULL`,
    [postId],
  );
  return rows[0]?.publish_at ?? null;
}
