import { infiniteQueryOptions, useInfiniteQuery, useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { callApi } from '@/lib/api/typed-request';
import type { components } from '@/lib/api/schema';
import type { ProductionListPage, ProductionStatus } from '../types';
import { asCategory } from '../lib/rules';
import { productionSummariesKey, refreshPosts } from './keys';

export type StartedProduction = components['schemas']['StartedProductionDto'];

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

export type StartProductionInput = { postId: number } | { title: string; excerpt: string; category: string; keywords: string[] };

/** POST /api/ai/single/production/start: a draft ({postId}) or a new article from a topic. */
export function useStartProduction() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: StartProductionInput) =>
      callApi('post', '/api/ai/single/production/start', { body: 'category' in input ? { ...input, category: asCategory(input.category) } : input }),
    onSuccess: () => refreshPosts(queryClient),
    // Spec §8: production-start failures are only logged.
    onError: (error) => console.error('Starting the AI production failed', error),
  });
}

/**
 * POST /api/ai/productions/:id/approve: takes the pending proposal (if any) and publishes. The spec's
 * call has no body; `confirmStale` is sent only after the admin agreed to replace their edits (a 409 first);
 * `publishAt` (issue 17) schedules the post instead of publishing it now.
 */
export function useApproveProduction() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, confirmStale, publishAt }: { id: number; confirmStale?: boolean; publishAt?: Date }) =>
      callApi('post', '/api/ai/productions/{id}/approve', {
        params: { id },
        body: confirmStale || publishAt ? { ...(confirmStale ? { confirmStale: true } : {}), ...(publishAt ? { publishAt: publishAt.toISOString() } : {}) } : undefined,
      }),
    onSettled: () => refreshPosts(queryClient),
  });
}

/** POST /api/ai/productions/:id/revise: `section` is one `##` heading to rewrite alone, null for the whole article. */
export function useReviseProduction() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, feedback, section }: { id: number; feedback: string; section: string | null }) =>
      callApi('post', '/api/ai/productions/{id}/revise', { params: { id }, body: { feedback, section } }),
    onSettled: () => refreshPosts(queryClient),
  });
}

export async function regenerateProductionImage(id: number): Promise<{ jobId: string }> {
  return callApi('post', '/api/ai/productions/{id}/regenerate-image', { params: { id } });
}

export function useDeleteProduction() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (id: number) => {
      await apiRequest('DELETE', `/api/ai/productions/${id}`);
    },
    onSettled: () => refreshPosts(queryClient),
  });
}
