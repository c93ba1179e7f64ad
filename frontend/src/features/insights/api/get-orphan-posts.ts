import { useInfiniteQuery } from '@tanstack/react-query';
import { callApi } from '@/lib/api/typed-request';
import { POSTS_KEY } from '@/lib/studio/query-keys';
import type { OrphanPage } from '../types';

// Under the posts list key on purpose: refreshPosts (after a save, publish or accept) refreshes it too.
export const ORPHANS_KEY = [...POSTS_KEY, 'orphans'] as const;

/** Rows a page of the orphan list brings: at 10,000 posts nearly every post can be an orphan. */
export const ORPHANS_PAGE_SIZE = 20;

/** GET /api/admin/blog/orphans: published posts no other published post links to, newest first, a page at a time. */
export function useOrphanPosts({ enabled = true } = {}) {
  return useInfiniteQuery({
    queryKey: ORPHANS_KEY,
    queryFn: ({ pageParam }): Promise<OrphanPage> => callApi('get', '/api/admin/blog/orphans', { query: { page: pageParam, pageSize: ORPHANS_PAGE_SIZE } }),
    initialPageParam: 1,
    getNextPageParam: (last) => last.next ?? undefined,
    enabled,
  });
}
