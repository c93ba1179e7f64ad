import { findSimilarPosts, PostPerformance, PostPerformanceRepository } from '@app/contract';
import type { EntityManager } from 'typeorm';

/** The window the brief's figures are read over. */
export const RELATED_DAYS = 90;
/** At most this many related articles go into the brief. */
export const RELATED_MAX = 5;

/**
 * Reading analytics for the brief stage (issue 31): the published articles closest to this one in meaning
 * (topic memory), topped up with the most-read of its category, with their figures over the last 90 days;
 * only articles somebody read. Read from Postgres when the job runs: the job data holds ids only.
 */
export async function relatedPerformance(manager: EntityManager, post: { id: number; title: string; category: string }): Promise<PostPerformance[]> {
  const performance = new PostPerformanceRepository(manager);
  const [similar] = await findSimilarPosts(manager, [post.title], { excludePostIds: [post.id], limit: RELATED_MAX });
  const ids = similar.map((found) => found.postId);
  if (ids.length < RELATED_MAX) {
    const popular = await performance.topPostIds(RELATED_DAYS, RELATED_MAX + 1, { category: post.category });
    for (const id of popular) if (id !== post.id && !ids.includes(id) && ids.length < RELATED_MAX) ids.push(id);
  }
  const figures = await performance.readPostPerformance(ids, RELATED_DAYS);
  return figures.filter((found) => found.views > 0);
}
