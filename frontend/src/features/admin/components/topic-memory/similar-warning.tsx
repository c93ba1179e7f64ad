import WarningIcon from '@mui/icons-material/WarningAmberOutlined';
import Typography from '@mui/material/Typography';
import { TOPIC_SIMILARITY } from '@app/site';
import { paths } from '@/config/paths';
import { useSimilarPosts } from '@/features/admin/api/topic-memory';
import type { Idea, SimilarPost } from '@/features/admin/types';

/** The published post an idea is close to in meaning, when close enough to warn about (topic memory). */
export function closestPost(idea: Idea) {
  const best = typeof idea === 'string' ? undefined : idea.similar?.[0];
  return best && best.score >= TOPIC_SIMILARITY.warning ? best : null;
}

function Warning({ children, sx }: { children: React.ReactNode; sx?: object }) {
  return (
    <Typography variant="caption" data-testid="similar-warning" sx={{ display: 'flex', alignItems: 'center', gap: 0.5, color: 'warning.main', ...sx }}>
      <WarningIcon sx={{ fontSize: 16 }} aria-hidden="true" />
      {children}
    </Typography>
  );
}

/** 'Similar to: <title>' under an idea that resembles a published post. */
export function SimilarWarning({ idea }: { idea: Idea }) {
  const post = closestPost(idea);
  if (!post) return null;
  return <Warning sx={{ px: 1.5, pb: 0.75, pl: 5.25 }}>Similar to: {post.title}</Warning>;
}

/** In the editor: the other published posts this one resembles, from the warning threshold on, each a link. */
export function SimilarPostsWarning({ postId }: { postId: number }) {
  const similar = useSimilarPosts(postId);
  const close = (similar.data ?? []).filter((post: SimilarPost) => post.score >= TOPIC_SIMILARITY.warning);
  if (!close.length) return null;
  return (
    <Warning>
      Similar to:{' '}
      {close.map((post, index) => (
        <span key={post.postId}>
          {index ? ', ' : ''}
          <a href={paths.article(post.slug)} target="_blank" rel="noopener noreferrer" style={{ color: 'inherit' }}>
            {post.title}
          </a>
        </span>
      ))}
    </Warning>
  );
}
