import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '@/lib/api/typed-request';
import { refreshPosts } from '@/lib/studio/query-keys';

export interface ApproveInput {
  id: number;
  /** The preview's version (issue 27): 409 with the preview as it is now when what goes live changed since. */
  version?: string;
  /** Sent only after the admin agreed to replace their edits (a 409 first). */
  confirmStale?: boolean;
  /** Approve & Schedule (issue 17): the post goes live at this time instead of now. */
  publishAt?: Date;
}

/**
 * POST /api/ai/productions/:id/approve: takes the pending proposals and publishes (or schedules) the post.
 * The spec's call has no body; the studio sends the version of what it previewed.
 */
export function useApproveProduction() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, version, confirmStale, publishAt }: ApproveInput) => {
      const body = { ...(version ? { version } : {}), ...(confirmStale ? { confirmStale: true } : {}), ...(publishAt ? { publishAt: publishAt.toISOString() } : {}) };
      return callApi('post', '/api/ai/productions/{id}/approve', { params: { id }, body: Object.keys(body).length ? body : undefined });
    },
    onSettled: () => refreshPosts(queryClient),
  });
}
