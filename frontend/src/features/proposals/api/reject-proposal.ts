import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '@/lib/api/typed-request';
import type { ProposalView } from '../types';
import { refreshPosts } from '@/lib/studio/query-keys';

/** POST /api/admin/blog/proposals/:id/reject: the proposal is dropped; the post stays as it is. */
export async function rejectProposal(id: number): Promise<{ proposal: ProposalView }> {
  return callApi('post', '/api/admin/blog/proposals/{proposalId}/reject', { params: { proposalId: id } });
}

export function useRejectProposal() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: rejectProposal, onSettled: () => refreshPosts(queryClient) });
}
