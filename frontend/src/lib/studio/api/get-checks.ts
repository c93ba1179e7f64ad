import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '@/lib/api/typed-request';
import type { components } from '@/lib/api/schema';
import { CHECKS_KEY } from '../query-keys';

/** GET /api/admin/blog/posts/:id/checks: publish readiness, advice only. */
export type PostChecks = components['schemas']['PostChecksDto'];
export type CheckItem = components['schemas']['CheckItemDto'];

export function getPostChecks(postId: number): Promise<PostChecks> {
  return callApi('get', '/api/admin/blog/posts/{id}/checks', { params: { id: postId } });
}

export function getProductionChecks(productionId: number): Promise<PostChecks> {
  return callApi('get', '/api/ai/productions/{id}/checks', { params: { id: productionId } });
}

export type ChecksTarget = { kind: 'post'; id: number } | { kind: 'production'; id: number };

/** Read fresh on every open: the checks follow the post, the published posts and the brand kit. */
export const checksQueryOptions = (target: ChecksTarget) =>
  queryOptions({
    queryKey: [...CHECKS_KEY, target.kind, target.id] as const,
    queryFn: () => (target.kind === 'post' ? getPostChecks(target.id) : getProductionChecks(target.id)),
    staleTime: 0,
  });

export function useChecks(target: ChecksTarget) {
  return useQuery(checksQueryOptions(target));
}
