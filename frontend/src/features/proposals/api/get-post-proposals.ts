import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '@/lib/api/typed-request';
import type { ProposalView } from '../types';
import { postProposalsKey } from '@/lib/studio/query-keys';

/** GET /api/admin/blog/posts/:id/proposals: the post's pending AI proposals, newest first. */
export async function getPostProposals(postId: number): Promise<ProposalView[]> {
  return callApi('get', '/api/admin/blog/posts/{id}/proposals', { params: { id: postId } });
}

export const postProposalsQueryOptions = (postId: number) =>
  queryOptions({ queryKey: postProposalsKey(postId), queryFn: () => getPostProposals(postId), staleTime: 0 });

export function usePostProposals(postId: number) {
  return useQuery(postProposalsQueryOptions(postId));
}
