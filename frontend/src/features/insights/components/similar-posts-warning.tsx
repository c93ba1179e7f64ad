import { TOPIC_SIMILARITY } from '@app/site';
import { SimilarityWarning } from '@/components/studio/similarity-warning';
import { paths } from '@/config/paths';
import { useSimilarPosts } from '../api/get-similar-posts';
import type { SimilarPost } from '../types';

/** In the editor: the other published posts this one resembles, from the warning threshold on, each a link. */
export function SimilarPostsWarning({ postId }: { postId: number }) {
  const similar = useSimilarPosts(postId);
  const close = (similar.data ?? []).filter((post: SimilarPost) => post.score >= TOPIC_SIMILARITY.warning);
  if (!close.length) return null;
  return (
    <SimilarityWarning>
      Similar to:{' '}
      {close.map((post, index) => (
        <span key={post.postId}>
          {index ? ', ' : ''}
          <a href={paths.article(post.slug)} target="_blank" rel="noopener noreferrer" style={{ color: 'inherit' }}>
            {post.title}
          </a>
        </span>
      ))}
    </SimilarityWarning>
  );
}
