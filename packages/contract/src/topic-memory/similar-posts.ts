import { SimilarPost, TOPIC_SIMILARITY } from '@app/site';
import { EntityManager } from 'typeorm';
import { SimilarityOptions, TopicMemoryRepository } from './topic-memory.repository';

export { NEAR_DUPLICATE_IDEAS_SQL } from './topic-memory.repository';
export type { SimilarityOptions } from './topic-memory.repository';

/**
 * The published posts closest in meaning to each title, best first (at most `limit`, each at least
 * `minScore`): one query for all titles. The answer has one list per title, in the order asked.
 */
export function findSimilarPosts(manager: EntityManager, titles: string[], options: SimilarityOptions = {}): Promise<SimilarPost[][]> {
  return new TopicMemoryRepository(manager).similarPosts(titles, options);
}

/** For each title, whether it near-duplicates a published post (then a generated idea is replaced). */
export function findNearDuplicates(manager: EntityManager, titles: string[]): Promise<boolean[]> {
  return new TopicMemoryRepository(manager).nearDuplicates(titles);
}

/** For each title, whether it near-duplicates an earlier idea still on the admin's list (see TopicMemoryRepository). */
export function findNearDuplicateIdeas(manager: EntityManager, titles: string[]): Promise<boolean[]> {
  return new TopicMemoryRepository(manager).nearDuplicateIdeas(titles);
}

/** Whether a title near-duplicates a published post (then a generated idea is replaced). */
export function isNearDuplicate(similar: readonly SimilarPost[]): boolean {
  return similar.some((post) => post.score >= TOPIC_SIMILARITY.nearDuplicate);
}
