import WarningIcon from '@mui/icons-material/WarningAmberOutlined';
import Typography from '@mui/material/Typography';
import { TOPIC_SIMILARITY } from '@app/site';
import type { Idea } from '@/features/admin/types';

/** The published post an idea is close to in meaning, when close enough to warn about (topic memory). */
export function closestPost(idea: Idea) {
  const best = typeof idea === 'string' ? undefined : idea.similar?.[0];
  return best && best.score >= TOPIC_SIMILARITY.warning ? best : null;
}

/** 'Similar to: <title>' under an idea that resembles a published post. */
export function SimilarWarning({ idea }: { idea: Idea }) {
  const post = closestPost(idea);
  if (!post) return null;
  return (
    <Typography variant="caption" data-testid="similar-warning" sx={{ display: 'flex', alignItems: 'center', gap: 0.5, color: 'warning.main', px: 1.5, pb: 0.75, pl: 5.25 }}>
      <WarningIcon sx={{ fontSize: 16 }} aria-hidden="true" />
      Similar to: {post.title}
    </Typography>
  );
}
