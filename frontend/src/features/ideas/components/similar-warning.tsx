import { TOPIC_SIMILARITY } from '@app/site';
import { SimilarityWarning } from '@/components/studio/similarity-warning';
import type { Idea } from '../types';

/** The published post an idea is close to in meaning, when close enough to warn about (topic memory). */
export function closestPost(idea: Idea) {
  const best = typeof idea === 'string' ? undefined : idea.similar?.[0];
  return best && best.score >= TOPIC_SIMILARITY.warning ? best : null;
}

/** 'Similar to: <title>' under an idea that resembles a published post. */
export function SimilarWarning({ idea }: { idea: Idea }) {
  const post = closestPost(idea);
  if (!post) return null;
  return <SimilarityWarning sx={{ px: 1.5, pb: 0.75, pl: 5.25 }}>Similar to: {post.title}</SimilarityWarning>;
}
