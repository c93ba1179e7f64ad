import { useMutation } from '@tanstack/react-query';
import { callApi } from '@/lib/api/typed-request';

/** POST /api/admin/blog/posts/:id/refresh: 202 {jobId}; the result waits as a proposal over the live post. */
export function useRefreshPost() {
  return useMutation({
    mutationFn: ({ postId, notes }: { postId: number; notes?: string }) =>
      callApi('post', '/api/admin/blog/posts/{id}/refresh', { params: { id: postId }, body: notes ? { notes } : {} }),
  });
}
