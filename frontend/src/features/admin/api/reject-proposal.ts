import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import type { ProposalView } from '../types';
import { refreshPosts } from './keys';

/** POST /api/admin/blog/proposals/:id/reject: the proposal is dropped; the post stays as it is. */
export async function rejectProposal(id: number): Promise<{ proposal: ProposalView }> {
  return (await (await apiRequest('POST', `/api/admin/blog/proposals/${id}/reject`)).json()) as { proposal: ProposalView };
}

export function useRejectProposal() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: rejectProposal, onSettled: () => refreshPosts(queryClient) });
}
