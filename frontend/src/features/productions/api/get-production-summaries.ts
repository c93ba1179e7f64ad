import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { callApi } from '@/lib/api/typed-request';
import { productionSummariesKey } from '@/lib/studio/query-keys';
import type { ProductionListPage, ProductionStatus } from '../types';

/** Rows a page of the AI Productions list brings. */
export const PRODUCTION_PAGE_SIZE = 10;

/** GET /api/ai/productions/summaries: a page of productions without their articles, and the counts by status. */
export function getProductionSummaries(status: ProductionStatus | undefined, page: number): Promise<ProductionListPage> {
  return callApi('get', '/api/ai/productions/summaries', { query: { status, page, pageSize: PRODUCTION_PAGE_SIZE } });
}

/** The id of the post's newest production, or null (the Edit modal of a post opened from a side list). */
export async function getNewestProductionId(postId: number): Promise<number | null> {
  const page = await callApi('get', '/api/ai/productions/summaries', { query: { postId, page: 1, pageSize: 1 } });
  return page.items[0]?.id ?? null;
}

export function productionSummariesQuery(status?: ProductionStatus) {
  return infiniteQueryOptions({
    queryKey: productionSummariesKey(status),
    queryFn: ({ pageParam }) => getProductionSummaries(status, pageParam),
    initialPageParam: 1,
    getNextPageParam: (last: ProductionListPage) => last.next ?? undefined,
  });
}

/** The AI Productions list, a page at a time ('Load more'); preview and edit read the one production. */
export function useProductionSummaries(status?: ProductionStatus) {
  return useInfiniteQuery(productionSummariesQuery(status));
}
