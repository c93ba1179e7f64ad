/**
 * Topic memory (issue 17): how close in meaning an idea or post is to a published post, as a score from
 * 0 (nothing shared) to 1 (the same title). The score is computed by the database (see
 * `findSimilarPosts` in @app/contract); these thresholds are the one place that says what it means.
 */
export const TOPIC_SIMILARITY = {
  /** Below this a post is not listed as similar at all. */
  listed: 0.25,
  /** From this score the studio warns 'Similar to: <title>' next to an idea. */
  warning: 0.45,
  /** From this score a generated idea is a near-duplicate of a published post: it is replaced, never shown. */
  nearDuplicate: 0.7,
  /** How many similar posts an idea or post carries, best first. */
  best: 3,
} as const;

/** One published post an idea or post resembles. */
export interface SimilarPost {
  postId: number;
  title: string;
  slug: string;
  score: number;
}
