import { infiniteQueryOptions, queryOptions, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import type { components } from '@/lib/api/schema';
import { callApi } from '@/lib/api/typed-request';
import { POSTS_KEY } from '@/lib/studio/query-keys';

export type PostHistory = components['schemas']['PostHistoryDto'];
export type HistoryVersion = components['schemas']['HistoryVersionDto'];
export type VersionComparison = components['schemas']['VersionComparisonDto'];

const HISTORY_PAGE_SIZE = 20;
// Under the posts key: every write (a save, an accept, a restore) refreshes the history with the lists.
export const postHistoryKey = (postId: number) => [...POSTS_KEY, postId, 'history'] as const;

/** GET /api/admin/blog/posts/:id/history: the post now and its earlier versions, newest first, numbered and labelled in words. */
export const postHistoryQuery = (postId: number) =>
  infiniteQueryOptions({
    queryKey: postHistoryKey(postId),
    queryFn: ({ pageParam }) => callApi('get', '/api/admin/blog/posts/{id}/history', { params: { id: postId }, query: { page: pageParam, pageSize: HISTORY_PAGE_SIZE } }),
    initialPageParam: 1,
    getNextPageParam: (last: PostHistory) => last.next ?? undefined,
    staleTime: 0,
  });

export function usePostHistory(postId: number) {
  return useInfiniteQuery(postHistoryQuery(postId));
}

/** A version: 'current' or a revision id. */
export type VersionRef = 'current' | number;

/** GET .../history/compare?from=&to=: two versions whole, older first. */
export const versionComparisonQuery = (postId: number, from: VersionRef, to: VersionRef) =>
  queryOptions({
    queryKey: [...postHistoryKey(postId), 'compare', String(from), String(to)] as const,
    queryFn: () => callApi('get', '/api/admin/blog/posts/{id}/history/compare', { params: { id: postId }, query: { from: String(from), to: String(to) } }),
    staleTime: 0,
  });

export function useVersionComparison(postId: number, pair: [VersionRef, VersionRef] | null) {
  return useQuery({ ...versionComparisonQuery(postId, pair?.[0] ?? 'current', pair?.[1] ?? 'current'), enabled: pair !== null });
}
