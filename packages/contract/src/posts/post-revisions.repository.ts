import type { EntityManager } from 'typeorm';
import { BlogPost } from '../entities/blog-post.entity';
import { PostRevision, RevisionActor, toPostSnapshot } from '../entities/post-revision.entity';
import { MAX_REVISION_REASON_LENGTH, OriginalPostDates } from './post-revisions';
import { formatRevisionReason, reasonColumns, RevisionReason, toRevisionReason } from './revision-reasons';

/** A post's row lock and its revisions, as every writer of posts (both services) reaches them. */
export class PostRevisionsRepository {
  constructor(private readonly manager: EntityManager) {}

  /**
   * Keeps the post as it is before a change, with the reason for the change (kind + details, and its
   * one-line text) and who made it (`actor`; null when unknown). Every writer of posts (the gateway's edits,
   * publishes, restores and proposal accepts; the worker's auto-applied first drafts and scheduled publishes)
   * calls this inside the transaction that changes the post, so the revision's createdAt is the new version's
   * updatedAt (both are the transaction's now()). A reason given as text (the older form) is read into its
   * kind and details (parseRevisionReason).
   */
  recordRevision(post: BlogPost, reason: RevisionReason | string, actor: RevisionActor | null = null): Promise<PostRevision> {
    const structured = toRevisionReason(reason);
    const text = typeof reason === 'string' ? reason : formatRevisionReason(structured);
    return this.manager.save(
      PostRevision,
      this.manager.create(PostRevision, {
        postId: post.id,
        reason: text.slice(0, MAX_REVISION_REASON_LENGTH),
        ...reasonColumns(structured),
        snapshot: toPostSnapshot(post),
        actor,
      }),
    );
  }

  /** The post, row-locked for the rest of the transaction; null when it does not exist (or was deleted meanwhile). */
  lockPost(id: number): Promise<BlogPost | null> {
    return this.manager.findOne(BlogPost, { where: { id }, lock: { mode: 'pessimistic_write' } });
  }

  /**
   * The dates a deleted post had, for bringing it back: from its newest revision that kept them (the
   * delete's own, as a rule). Revisions made before snapshots kept dates only say the post existed by its
   * oldest revision's time, which stands in for both (never "now": a restored post must not jump to the
   * top of the blog). Null when the post has no revisions.
   */
  async originalPostDates(postId: number): Promise<OriginalPostDates | null> {
    const [row] = (await this.manager.query(
      `SELECT (SELECT snapshot FROM post_revisions WHERE post_id = $1 AND snapshot ? 'postCreatedAt' ORDER BY id DESC LIMIT 1) AS kept,
              (SELECT MIN(created_at) FROM post_revisions WHERE post_id = $1) AS oldest`,
      [postId],
    )) as Array<{ kept: { postCreatedAt: string; postPublishedAt?: string | null } | null; oldest: Date | null }>;
    if (row?.kept) {
      return { createdAt: new Date(row.kept.postCreatedAt), publishedAt: row.kept.postPublishedAt ? new Date(row.kept.postPublishedAt) : null };
    }
    return row?.oldest ? { createdAt: new Date(row.oldest), publishedAt: new Date(row.oldest) } : null;
  }
}
