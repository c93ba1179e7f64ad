import { useMutation, useQuery } from '@tanstack/react-query';
import { callApi } from '@/lib/api/typed-request';
import type { AgeingPosts } from '../types';
import { POSTS_KEY } from './keys';

// Under the posts list key: an accepted refresh (refreshPosts) takes the post off the list.
export const AGEING_KEY = [...POSTS_KEY, 'ageing'] as const;

/** GET /api/admin/blog/ageing: live posts unchanged for POST_AGEING_DAYS or more. */
export function useAgeingPosts() {
  return useQuery<AgeingPosts>({ queryKey: AGEING_KEY, queryFn: () => callApi('get', '/api/admin/blog/ageing', {}) });
}

/** POST /api/admin/blog/posts/:id/refresh: 202 {jobId}; the result waits as a proposal over the live post. */
export function useRefreshPost() {
  return useMutation({
    mutationFn: ({ postId, notes }: { postId: number; notes?: string }) =>
      callApi('post', '/api/admin/blog/posts/{id}/refresh', { params: { id: postId }, body: notes ? { notes } : {} }),
  });
}
