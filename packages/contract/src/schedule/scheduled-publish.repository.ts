import type { EntityManager } from 'typeorm';
import { BlogPost } from '../entities/blog-post.entity';
import { PostRevisionsRepository } from '../posts/post-revisions.repository';
import { SCHEDULED_PUBLISH_REASON } from './scheduled-publish';

/** The scheduled posts' queries: what is overdue, publishing one exactly once, when one is due (scheduled-publish.ts). */
export class ScheduledPublishRepository {
  constructor(private readonly manager: EntityManager) {}

  /** Posts whose time has come, oldest first (Postgres' clock, like publishIfDue's). */
  async overdueScheduledPostIds(limit = 100): Promise<number[]> {
    const rows: Array<{ id: number }> = await this.manager.query(
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
  async publishIfDue(postId: number): Promise<BlogPost | null> {
    return this.manager.transaction(async (em) => {
      const revisions = new PostRevisionsRepository(em);
      const before = await revisions.lockPost(postId);
      if (!before || before.published || !before.publishAt) return null;
      const result = await em
        .createQueryBuilder()
        .update(BlogPost)
        .set({ published: true, status: 'published', publishAt: null, publishedAt: () => 'COALESCE(published_at, publish_at)' })
        .where('id = :id AND published = false AND publish_at IS NOT NULL AND publish_at <= now()', { id: postId })
        .execute();
      if (result.affected !== 1) return null;
      await revisions.recordRevision(before, SCHEDULED_PUBLISH_REASON, { kind: 'schedule' });
      return em.findOneByOrFail(BlogPost, { id: postId });
    });
  }

  /** When a still-scheduled post is due, by Postgres' clock: null when it is not scheduled (any more). */
  async scheduledTimeOf(postId: number): Promise<Date | null> {
    const rows: Array<{ publish_at: Date }> = await this.manager.query(
      `SELECT publish_at FROM blog_posts WHERE id = $1 AND published = false AND publish_at IS NOT NULL`,
      [postId],
    );
    return rows[0]?.publish_at ?? null;
  }
}
