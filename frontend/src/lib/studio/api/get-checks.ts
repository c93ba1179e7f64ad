import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '@/lib/api/typed-request';
import type { components } from '@/lib/api/schema';
import { CHECKS_KEY } from '../query-keys';

/** GET /api/admin/blog/posts/:id/checks: publish readiness, advice only. */
export type PostChecks = components['schemas']['PostChecksDto'];
export type CheckItem = components['schemas']['CheckItemDto'];
/** The editor's unsaved fields (POST /api/admin/blog/posts/:id/checks): each takes the stored one's place. */
export type CheckDraft = components['schemas']['CheckDraftDto'];

export function getPostChecks(postId: number): Promise<PostChecks> {
  return callApi('get', '/api/admin/blog/posts/{id}/checks', { params: { id: postId } });
}

export function checkDraft(postId: number, draft: CheckDraft): Promise<PostChecks> {
  return callApi('post', '/api/admin/blog/posts/{id}/checks', { params: { id: postId }, body: draft });
}

export function getProductionChecks(productionId: number): Promise<PostChecks> {
  return callApi('get', '/api/ai/productions/{id}/checks', { params: { id: productionId } });
}

/**
 * What to check: a post as stored, a production's article, or a post with the editor's unsaved fields
 * (`version` counts the drafts checked, so the draft's text stays out of the query key).
 */
export type ChecksTarget = { kind: 'post'; id: number } | { kind: 'production'; id: number } | { kind: 'draft'; id: number; version: number; draft: CheckDraft };

/** A draft's answer is wanted while it is the latest: kept a little, then let go. */
const DRAFT_GC_MS = 15_000;

/** Read fresh on every open: the checks follow the post, the published posts and the brand kit. */
export const checksQueryOptions = (target: ChecksTarget) =>
  queryOptions({
    queryKey: target.kind === 'draft' ? ([...CHECKS_KEY, 'draft', target.id, target.version] as const) : ([...CHECKS_KEY, target.kind, target.id] as const),
    queryFn: () =>
      target.kind === 'post' ? getPostChecks(target.id) : target.kind === 'draft' ? checkDraft(target.id, target.draft) : getProductionChecks(target.id),
    staleTime: 0,
    // As the admin types, the last answer stays on screen until the next one arrives.
    placeholderData: target.kind === 'draft' ? keepPreviousData : undefined,
    gcTime: target.kind === 'draft' ? DRAFT_GC_MS : undefined,
  });

export function useChecks(target: ChecksTarget) {
  return useQuery(checksQueryOptions(target));
}
