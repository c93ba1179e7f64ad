import { useQuery } from '@tanstack/react-query';
import { callApi } from '@/lib/api/typed-request';
import type { SimilarPost } from '../types';
import { POSTS_KEY } from '@/lib/studio/query-keys';

// Under the posts list key: a publish or an edit (refreshPosts) refreshes it.
export const similarPostsKey = (postId: number) => [...POSTS_KEY, postId, 'similar'] as const;

/** GET /api/admin/blog/posts/:id/similar: the other published posts closest in meaning (best 3, score 0-1). */
export function useSimilarPosts(postId: number) {
  return useQuery<SimilarPost[]>({ queryKey: similarPostsKey(postId), queryFn: () => callApi('get', '/api/admin/blog/posts/{id}/similar', { params: { id: postId } }) });
}
