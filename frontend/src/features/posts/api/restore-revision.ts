import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '@/lib/api/typed-request';
import { refreshPosts } from '@/lib/studio/query-keys';

/** POST .../revisions/:revisionId/restore: the post goes back to that version (the current one is kept in the history). */
export function useRestoreRevision() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ postId, revisionId }: { postId: number; revisionId: number }) =>
      callApi('post', '/api/admin/blog/posts/{id}/revisions/{revisionId}/restore', { params: { id: postId, revisionId } }),
    // The history is under the posts key: refreshPosts reads it again.
    onSuccess: () => refreshPosts(queryClient),
  });
}
