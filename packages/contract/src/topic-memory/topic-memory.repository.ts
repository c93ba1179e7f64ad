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
 * through the GiST index IDX_blog_posts_title_trgm (a K-nearest-neighbour scan). A post whose title shares
 * nothing with the idea's is not among them. The ideas' kept candidates (ai_idea_find_similar_posts,
 * migration TopicCandidates) are the same 20.
 */
const CANDIDATES = 20;

/**
 * The score is the database's `topic_similarity` (migration TopicCandidates): half trigram similarity of
 * the titles (pg_trgm: catches reworded, re-ordered and misspelt titles), half the share of the title's
 * words (English stems, stop words left out) that the post's title, excerpt or keywords contain (full
 * text: catches the same subject under another title; the post's side is kept in `topic_words`). Both
 * halves are 0-1, so is the score; an identical title scores 1.
 */
const similarPostsSql = (titleMatch: string) => `
  WITH asked AS MATERIALIZED (
    SELECT ord::int AS ord, title, lower(title) AS lowered, tsvector_to_array(to_tsvector('english', title)) AS words
    FROM unnest($1::text[]) WITH ORDINALITY AS t(title, ord)
  )
  SELECT asked.ord, best.id AS "postId", best.title, best.slug, best.score
  FROM asked
  CROSS JOIN LATERAL (
    SELECT near.id, near.title, near.slug, topic_similarity(asked.title, asked.words, near.title, near.topic_words) AS score
    FROM (
      SELECT id, title, slug, topic_words
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
 * The ideas' best kept candidates ($1: idea ids, in the order asked), live: a candidate unpublished since
 * is left out, a post published or rewritten since was scored by the trigger when it was written.
 */
const SIMILAR_TO_IDEAS_SQL = `
  SELECT asked.ord::int AS ord, post.id AS "postId", post.title, post.slug, best.score
  FROM unnest($1::int[]) WITH ORDINALITY AS asked(id, ord)
  CROSS JOIN LATERAL (
    SELECT pair.post_id, pair.score
    FROM ai_idea_similar_posts pair
    JOIN blog_posts candidate ON candidate.id = pair.post_id
    WHERE pair.idea_id = asked.id AND candidate.published AND pair.score >= $2
    ORDER BY pair.score DESC, pair.post_id DESC
    LIMIT $3
  ) best
  JOIN blog_posts post ON post.id = best.post_id
  ORDER BY asked.ord, best.score DESC, best.post_id DESC`;

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

/** One list per asked title (rows carry the title's place, from 1), in the order asked. */
function listsByOrd(count: number, rows: ReadonlyArray<SimilarPost & { ord: number }>): SimilarPost[][] {
  const lists: SimilarPost[][] = Array.from({ length: count }, () => []);
  for (const { ord, ...post } of rows) lists[ord - 1].push(post);
  return lists;
}

function nearByOrd(count: number, rows: ReadonlyArray<{ ord: number }>): boolean[] {
  const near = new Set(rows.map((row) => row.ord));
  return Array.from({ length: count }, (_item, index) => near.has(index + 1));
}

/** Topic memory's reads (issue 17): ideas and posts compared by meaning with the published posts. */
export class TopicMemoryRepository {
  constructor(private readonly manager: EntityManager) {}

  /**
   * The published posts closest in meaning to each title, best first (at most `limit`, each at least
   * `minScore`): one query for all titles, each scored against its nearest published titles now.
   */
  async similarPosts(titles: readonly string[], options: SimilarityOptions = {}): Promise<SimilarPost[][]> {
    if (!titles.length) return [];
    const rows = await this.manager.query(similarPostsSql(''), [
      titles,
      options.excludePostIds ?? [],
      options.minScore ?? TOPIC_SIMILARITY.listed,
      options.limit ?? TOPIC_SIMILARITY.best,
    ]);
    return listsByOrd(titles.length, rows);
  }

  /**
   * The same for stored ideas, from their kept candidates (migration TopicCandidates): a few index reads
   * an idea, however many posts there are. An idea whose candidates were never found (stored before they
   * were kept) has them found first, once.
   */
  async similarToIdeas(ideaIds: readonly number[], options: Omit<SimilarityOptions, 'excludePostIds'> = {}): Promise<SimilarPost[][]> {
    if (!ideaIds.length) return [];
    const unscored: Array<{ id: number }> = await this.manager.query('SELECT id FROM ai_ideas WHERE id = ANY($1::int[]) AND similar_radius IS NULL', [ideaIds]);
    for (const { id } of unscored) await this.manager.query('SELECT ai_idea_find_similar_posts($1)', [id]);
    const rows = await this.manager.query(SIMILAR_TO_IDEAS_SQL, [ideaIds, options.minScore ?? TOPIC_SIMILARITY.listed, options.limit ?? TOPIC_SIMILARITY.best]);
    return listsByOrd(ideaIds.length, rows);
  }

  /** For each title, whether it near-duplicates a published post (then a generated idea is replaced). */
  async nearDuplicates(titles: readonly string[]): Promise<boolean[]> {
    if (!titles.length) return [];
    const rows = await this.manager.query(similarPostsSql(NEAR_DUPLICATE_TITLE_MATCH), [titles, [], TOPIC_SIMILARITY.nearDuplicate, 1]);
    return nearByOrd(titles.length, rows);
  }

  /**
   * For each title, whether it near-duplicates an earlier idea still on the admin's list (not yet made a draft;
   * ideas made drafts are posts, checked above): the same score on the idea's title alone, at least
   * TOPIC_SIMILARITY.nearDuplicate, and the same lossless `%` pruning.
   */
  async nearDuplicateIdeas(titles: readonly string[]): Promise<boolean[]> {
    if (!titles.length) return [];
    const rows = await this.manager.query(NEAR_DUPLICATE_IDEAS_SQL, [titles, TOPIC_SIMILARITY.nearDuplicate]);
    return nearByOrd(titles.length, rows);
  }
}
