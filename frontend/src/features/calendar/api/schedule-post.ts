import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '@/lib/api/typed-request';
import { refreshPosts } from '@/lib/studio/query-keys';

/** PATCH /api/admin/blog/posts/:id {publishAt}: schedule or reschedule (an ISO time), or unschedule (null). Issue 17. */
export function useSchedulePost() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, publishAt }: { id: number; publishAt: Date | null }) =>
      callApi('patch', '/api/admin/blog/posts/{id}', { params: { id }, body: { publishAt: publishAt ? publishAt.toISOString() : null } }),
    onSettled: () => refreshPosts(queryClient),
  });
}
