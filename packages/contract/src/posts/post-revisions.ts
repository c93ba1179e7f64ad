import type { EntityManager } from 'typeorm';
import { BlogPost } from '../entities/blog-post.entity';
import { PostRevision, RevisionActor, toPostSnapshot } from '../entities/post-revision.entity';

/** The reason column's width. */
export const MAX_REVISION_REASON_LENGTH = 200;

/**
 * Keeps the post as it is before a change, with the reason for the change and who made it (`actor`; null
 * when unknown). Every writer of posts (the gateway's edits, publishes, restores and proposal accepts; the
 * worker's auto-applied first drafts and scheduled publishes) calls this inside the transaction that
 * changes the post, so the revision's createdAt is the new version's updatedAt (both are the
 * transaction's now()).
 */
export function recordRevision(manager: EntityManager, post: BlogPost, reason: string, actor: RevisionActor | null = null): Promise<PostRevision> {
  return manager.save(
    PostRevision,
    manager.create(PostRevision, { postId: post.id, reason: reason.slice(0, MAX_REVISION_REASON_LENGTH), snapshot: toPostSnapshot(post), actor }),
  );
}

/** The post, row-locked for the rest of the transaction; null when it does not exist (or was deleted meanwhile). */
export function lockPost(manager: EntityManager, id: number): Promise<BlogPost | null> {
  return manager.findOne(BlogPost, { where: { id }, lock: { mode: 'pessimistic_write' } });
}
