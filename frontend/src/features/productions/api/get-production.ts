import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '@/lib/api/typed-request';
import type { ProductionDetail } from '../types';
import { productionKey } from '@/lib/studio/query-keys';

/** GET /api/ai/productions/:id: the production with its pending proposal and whether it is stale. */
export async function getProduction(id: number): Promise<ProductionDetail> {
  return callApi('get', '/api/ai/productions/{id}', { params: { id } });
}

// Read fresh on every open: whether the post changed since AI started is the point of the review.
export const productionQueryOptions = (id: number) =>
  queryOptions({ queryKey: productionKey(id), queryFn: () => getProduction(id), staleTime: 0 });

export function useProduction(id: number | null | undefined) {
  return useQuery({ ...productionQueryOptions(id ?? 0), enabled: id != null });
}
