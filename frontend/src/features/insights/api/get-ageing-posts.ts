import { useInfiniteQuery } from '@tanstack/react-query';
import { callApi } from '@/lib/api/typed-request';
import { POSTS_KEY } from '@/lib/studio/query-keys';
import type { AgeingPage } from '../types';

// Under the posts list key: an accepted refresh (refreshPosts) takes the post off the list.
export const AGEING_KEY = [...POSTS_KEY, 'ageing'] as const;
/** Rows a page of the ageing list brings. */
export const AGEING_PAGE_SIZE = 20;

/** GET /api/admin/blog/ageing: live posts unchanged for POST_AGEING_DAYS or more, oldest first, a page at a time. */
export function useAgeingPosts({ enabled = true } = {}) {
  return useInfiniteQuery({
    queryKey: AGEING_KEY,
    queryFn: ({ pageParam }): Promise<AgeingPage> => callApi('get', '/api/admin/blog/ageing', { query: { page: pageParam, pageSize: AGEING_PAGE_SIZE } }),
    initialPageParam: 1,
    getNextPageParam: (last) => last.next ?? undefined,
    enabled,
  });
}
