import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '@/lib/api/typed-request';
import { refreshPosts } from '@/lib/studio/query-keys';

/**
 * POST /api/ai/productions/:id/approve: takes the pending proposal (if any) and publishes. The spec's
 * call has no body; `confirmStale` is sent only after the admin agreed to replace their edits (a 409 first);
 * `publishAt` (issue 17) schedules the post instead of publishing it now.
 */
export function useApproveProduction() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, confirmStale, publishAt }: { id: number; confirmStale?: boolean; publishAt?: Date }) =>
      callApi('post', '/api/ai/productions/{id}/approve', {
        params: { id },
        body: confirmStale || publishAt ? { ...(confirmStale ? { confirmStale: true } : {}), ...(publishAt ? { publishAt: publishAt.toISOString() } : {}) } : undefined,
      }),
    onSettled: () => refreshPosts(queryClient),
  });
}
