import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '@/lib/api/typed-request';
import type { AcceptProposalInput, AcceptProposalResult } from '../types';
import { refreshPosts } from '@/lib/studio/query-keys';

/**
 * POST /api/admin/blog/proposals/:id/accept: whole (no `sections`) or section by section. 409 when the
 * proposal is no longer pending, or stale without `confirmStale`.
 */
export async function acceptProposal(id: number, input: AcceptProposalInput = {}): Promise<AcceptProposalResult> {
  return callApi('post', '/api/admin/blog/proposals/{proposalId}/accept', { params: { proposalId: id }, body: input });
}

export function useAcceptProposal() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, ...input }: AcceptProposalInput & { id: number }) => acceptProposal(id, input),
    onSettled: () => refreshPosts(queryClient),
  });
}
