import { BlogPost, PostRevision, toPostSnapshot } from '@app/shared';
import { EntityManager } from 'typeorm';

/**
 * Keeps the post as it was before an AI change (the gateway's PostsService does the same for admin
 * edits; the worker cannot use gateway code). Call it inside the transaction that changes the post.
 */
export async function recordRevision(manager: EntityManager, post: BlogPost, reason: string): Promise<PostRevision> {
  return manager.save(PostRevision, manager.create(PostRevision, { postId: post.id, reason, snapshot: toPostSnapshot(post) }));
}

/** The post, locked for the rest of the transaction; null when it was deleted meanwhile. */
export function lockPost(manager: EntityManager, id: number): Promise<BlogPost | null> {
  return manager.findOne(BlogPost, { where: { id }, lock: { mode: 'pessimistic_write' } });
}
