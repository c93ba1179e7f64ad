import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '@/lib/api/typed-request';
import { productionPreviewKey } from '@/lib/studio/query-keys';
import type { ProductionPreview } from '../types';

/**
 * GET /api/ai/productions/:id/preview: the post as stored with the production's pending proposals applied
 * (its real title, cover, alt text and hand edits), and the version Approve & Publish and Schedule send back.
 */
export function getProductionPreview(id: number): Promise<ProductionPreview> {
  return callApi('get', '/api/ai/productions/{id}/preview', { params: { id } });
}

// Read fresh on every open and after every change: the point is that it is exactly what goes live.
export const productionPreviewQueryOptions = (id: number) => queryOptions({ queryKey: productionPreviewKey(id), queryFn: () => getProductionPreview(id), staleTime: 0 });

export function useProductionPreview(id: number | null, enabled = true) {
  return useQuery({ ...productionPreviewQueryOptions(id ?? 0), enabled: enabled && id !== null });
}
