import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import type { AcceptProposalInput, AcceptProposalResult } from '../types';
import { refreshPosts } from './keys';

/**
 * POST /api/admin/blog/proposals/:id/accept: whole (no `sections`) or section by section. 409 when the
 * proposal is no longer pending, or stale without `confirmStale`.
 */
export async function acceptProposal(id: number, input: AcceptProposalInput = {}): Promise<AcceptProposalResult> {
  return (await (await apiRequest('POST', `/api/admin/blog/proposals/${id}/accept`, input)).json()) as AcceptProposalResult;
}

export function useAcceptProposal() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, ...input }: AcceptProposalInput & { id: number }) => acceptProposal(id, input),
    onSettled: () => refreshPosts(queryClient),
  });
}
