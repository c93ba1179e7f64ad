import { AiProduction, BlogPost } from '@app/shared';
import { EntityManager } from 'typeorm';
import { ArticleDraft } from '../../providers/ai-provider';
import { InvalidJobError } from '../job-handler';
import { lockPost, recordRevision } from '../post-revisions';

export interface ProductionWithPost {
  production: AiProduction;
  post: BlogPost;
}

/** The production and its post, or an unrecoverable error naming what is missing. */
export async function loadProduction(manager: EntityManager, productionId: number, lock = false): Promise<ProductionWithPost> {
  const production = await manager.findOne(AiProduction, {
    where: { id: productionId },
    ...(lock ? { lock: { mode: 'pessimistic_write' as const } } : {}),
  });
  if (!production) throw new InvalidJobError(`Production ${productionId} no longer exists (it was deleted)`);
  const post = lock ? await lockPost(manager, production.postId) : await manager.findOneBy(BlogPost, { id: production.postId });
  if (!post) throw new InvalidJobError(`The post of production ${productionId} no longer exists`);
  return { production, post };
}

/**
 * Writes an article into the production and its post, keeping the post's previous state as a
 * revision. A published post keeps its published state; a draft becomes 'Ready for Review'.
 */
export async function applyArticle(
  manager: EntityManager,
  target: ProductionWithPost,
  draft: ArticleDraft,
  extra: { reason: string; featuredImage?: string; provider: string; model: string },
): Promise<void> {
  const { production, post } = target;
  await recordRevision(manager, post, extra.reason);
  await manager.update(BlogPost, post.id, {
    content: draft.content,
    excerpt: draft.excerpt,
    metaDescription: draft.metaDescription,
    keywords: draft.keywords,
    estimatedReadTime: draft.estimatedReadTime,
    status: post.published ? post.status : 'ready_for_review',
    ...(extra.featuredImage ? { featuredImage: extra.featuredImage } : {}),
  });
  await manager.update(AiProduction, production.id, {
    status: 'ready_for_review',
    finalContent: draft.content,
    provider: extra.provider,
    model: extra.model,
    error: null,
    ...(extra.featuredImage ? { featuredImage: extra.featuredImage } : {}),
  });
}
