import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '@/lib/api/typed-request';
import { refreshPosts, revisionsKey } from '@/lib/studio/query-keys';

export function useRestoreRevision() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ postId, revisionId }: { postId: number; revisionId: number }) =>
      callApi('post', '/api/admin/blog/posts/{id}/revisions/{revisionId}/restore', { params: { id: postId, revisionId } }),
    onSuccess: (_post, { postId }) =>
      Promise.all([refreshPosts(queryClient), queryClient.invalidateQueries({ queryKey: revisionsKey(postId) })]),
  });
}
