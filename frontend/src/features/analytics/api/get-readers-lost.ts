import { useInfiniteQuery } from '@tanstack/react-query';
import { callApi } from '@/lib/api/typed-request';
import type { ReadersLostPage } from '../types';
import { READERS_LOST_KEY } from './query-keys';

/** Rows a page of 'Losing readers' brings. */
export const READERS_LOST_PAGE_SIZE = 10;

/** GET /api/admin/analytics/readers-lost: live articles that lost the most readers month on month, a page at a time. */
export function getReadersLost(page: number): Promise<ReadersLostPage> {
  return callApi('get', '/api/admin/analytics/readers-lost', { query: { page, pageSize: READERS_LOST_PAGE_SIZE } });
}

export function useReadersLost() {
  return useInfiniteQuery({
    queryKey: READERS_LOST_KEY,
    queryFn: ({ pageParam }) => getReadersLost(pageParam),
    initialPageParam: 1,
    getNextPageParam: (last: ReadersLostPage) => last.next ?? undefined,
  });
}
