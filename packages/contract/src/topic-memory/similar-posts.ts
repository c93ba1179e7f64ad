import { SimilarPost, TOPIC_SIMILARITY } from '@app/site';
import { EntityManager } from 'typeorm';

export interface SimilarityOptions {
  /** Posts never listed (e.g. the post being compared with the others). */
  excludePostIds?: number[];
  /** The lowest score listed; TOPIC_SIMILARITY.listed by default. */
  minScore?: number;
  /** How many posts per title, best first; TOPIC_SIMILARITY.best by default. */
  limit?: number;
}

/**
 * A near-duplicate scores at least TOPIC_SIMILARITY.nearDuplicate (0.7) = ½ title trigram similarity + ½ word
 * share, so its title similarity is at least 0.4: above pg_trgm's default `%` threshold (0.3). Asking only
 * for near-duplicates can therefore keep to posts whose title matches `%` (the GiST index prunes the rest)
 * and lose none: the idea job's check then costs next to nothing when no title is close.
 */
const NEAR_DUPLICATE_TITLE_MATCH = 'AND lower(title) % asked.lowered';

/**
 * How many published posts are scored for each title: the nearest by trigram distance of the titles, found
 * through the GiST index IDX_blog_posts_title_trgm (a K-nearest-neighbour scan), so a list of 200 ideas
 * stays fast with 10 000 posts. A post whose title shares nothing with the idea's is not among them.
 */
const CANDIDATES = 20;

/**
 * Half trigram similarity of the titles (pg_trgm: catches reworded, re-ordered and misspelt titles),
 * half the share of the title's words (English stems, stop words left out) that the post's title, excerpt
 * or keywords contain (full text: catches the same subject under another title). Both halves are 0-1,
 * so is the score; an identical title scores 1.
 */
const similarPostsSql = (titleMatch: string) => `
  WITH asked AS (
    SELECT ord::int AS ord, title, lower(title) AS lowered, tsvector_to_array(to_tsvector('english', title)) AS words
    FROM unnest($1::text[]) WITH ORDINALITY AS t(title, ord)
  )
  SELECT asked.ord, best.id AS "postId", best.title, best.slug, best.score
  FROM asked
  CROSS JOIN LATERAL (
    SELECT near.id, near.title, near.slug,
      round((0.5 * similarity(lower(near.title), asked.lowered)
        + 0.5 * cardinality(ARRAY(
            SELECT unnest(asked.words)
            INTERSECT
            SELECT unnest(tsvector_to_array(to_tsvector('english', near.title || ' ' || near.excerpt || ' ' || array_to_string(near.keywords, ' '))))
          ))::numeric / greatest(cardinality(asked.words), 1))::numeric, 3)::float AS score
    FROM (
      SELECT id, title, slug, excerpt, keywords
      FROM blog_posts
      WHERE published AND NOT (id = ANY($2::int[])) ${titleMatch}
      ORDER BY lower(title) <-> asked.lowered
      LIMIT ${CANDIDATES}
    ) near
    ORDER BY score DESC, near.id DESC
    LIMIT $4
  ) best
  WHERE best.score >= $3
  ORDER BY asked.ord, best.score DESC, best.id DESC`;

/**
 * The published posts closest in meaning to each title, best first (at most `limit`, each at least
 * `minScore`): one query for all titles. The answer has one list per title, in the order asked.
 */
export async function findSimilarPosts(manager: EntityManager, titles: string[], options: SimilarityOptions = {}): Promise<SimilarPost[][]> {
  const lists: SimilarPost[][] = titles.map(() => []);
  if (!titles.length) return lists;
  const rows: Array<SimilarPost & { ord: number }> = await manager.query(similarPostsSql(''), [
    titles,
    options.excludePostIds ?? [],
    options.minScore ?? TOPIC_SIMILARITY.listed,
    options.limit ?? TOPIC_SIMILARITY.best,
  ]);
  for (const { ord, ...post } of rows) lists[ord - 1].push(post);
  return lists;
}

/** For each title, whether it near-duplicates a published post (then a generated idea is replaced). */
export async function findNearDuplicates(manager: EntityManager, titles: string[]): Promise<boolean[]> {
  if (!titles.length) return [];
  const rows: Array<{ ord: number }> = await manager.query(similarPostsSql(NEAR_DUPLICATE_TITLE_MATCH), [titles, [], TOPIC_SIMILARITY.nearDuplicate, 1]);
  const near = new Set(rows.map((row) => row.ord));
  return titles.map((_title, index) => near.has(index + 1));
}

/**
 * Whether each asked title ($1) near-duplicates an earlier idea still on the list, as the ords of those
 * that do: an idea's score is the posts' score on its title alone, and `%` (title similarity at least
 * 0.3, below the 0.4 a near-duplicate needs, so it loses none) lets the GiST index
 * IDX_ai_ideas_title_trgm find the candidates instead of a scan of every idea. EXISTS stops at a
 * title's first near-duplicate: a list of look-alike ideas is not scored in full.
 */
export const NEAR_DUPLICATE_IDEAS_SQL = `
  WITH asked AS (
    SELECT ord::int AS ord, lower(title) AS lowered, tsvector_to_array(to_tsvector('english', title)) AS words
    FROM unnest($1::text[]) WITH ORDINALITY AS t(title, ord)
  )
  SELECT asked.ord
  FROM asked
  WHERE EXISTS (
    SELECT 1
    FROM ai_ideas idea
    WHERE NOT idea.used AND lower(idea.title) % asked.lowered
      AND 0.5 * similarity(lower(idea.title), asked.lowered)
        + 0.5 * cardinality(ARRAY(
            SELECT unnest(asked.words) INTERSECT SELECT unnest(tsvector_to_array(to_tsvector('english', idea.title)))
          ))::numeric / greatest(cardinality(asked.words), 1) >= $2
  )`;

/**
 * For each title, whether it near-duplicates an earlier idea still on the admin's list (not yet made a draft;
 * ideas made drafts are posts, checked above): the same score on the idea's title alone, at least
 * TOPIC_SIMILARITY.nearDuplicate, and the same lossless `%` pruning.
 */
export async function findNearDuplicateIdeas(manager: EntityManager, titles: string[]): Promise<boolean[]> {
  if (!titles.length) return [];
  const rows: Array<{ ord: number }> = await manager.query(NEAR_DUPLICATE_IDEAS_SQL, [titles, TOPIC_SIMILARITY.nearDuplicate]);
  const near = new Set(rows.map((row) => row.ord));
  return titles.map((_title, index) => near.has(index + 1));
}

/** Whether a title near-duplicates a published post (then a generated idea is replaced). */
export function isNearDuplicate(similar: readonly SimilarPost[]): boolean {
  return similar.some((post) => post.score >= TOPIC_SIMILARITY.nearDuplicate);
}
