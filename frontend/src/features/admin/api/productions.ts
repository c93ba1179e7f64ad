import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import type { Production } from '../types';
import { PRODUCTIONS_KEY, refreshPosts } from './keys';

export interface StartedProduction {
  jobId: string;
  production: { id: number; status: string };
  blogPost: { id: number; title: string; slug: string };
}

export function useProductions() {
  return useQuery<Production[]>({ queryKey: PRODUCTIONS_KEY });
}

export type StartProductionInput = { postId: number } | { title: string; excerpt: string; category: string; keywords: string[] };

/** POST /api/ai/single/production/start: a draft ({postId}) or a new article from a topic. */
export function useStartProduction() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: StartProductionInput) =>
      (await (await apiRequest('POST', '/api/ai/single/production/start', input)).json()) as StartedProduction,
    onSuccess: () => refreshPosts(queryClient),
    // Spec §8: production-start failures are only logged.
    onError: (error) => console.error('Starting the AI production failed', error),
  });
}

/**
 * POST /api/ai/productions/:id/approve: takes the pending proposal (if any) and publishes. The spec's
 * call has no body; `confirmStale` is sent only after the admin agreed to replace their edits (a 409 first).
 */
export function useApproveProduction() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, confirmStale }: { id: number; confirmStale?: boolean }) =>
      (await (await apiRequest('POST', `/api/ai/productions/${id}/approve`, confirmStale ? { confirmStale: true } : undefined)).json()) as Production,
    onSettled: () => refreshPosts(queryClient),
  });
}

/** POST /api/ai/productions/:id/revise: `section` is one `##` heading to rewrite alone, null for the whole article. */
export function useReviseProduction() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, feedback, section }: { id: number; feedback: string; section: string | null }) =>
      (await (await apiRequest('POST', `/api/ai/productions/${id}/revise`, { feedback, section })).json()) as { jobId: string; production: Production },
    onSettled: () => refreshPosts(queryClient),
  });
}

export async function regenerateProductionImage(id: number): Promise<{ jobId: string }> {
  return (await (await apiRequest('POST', `/api/ai/productions/${id}/regenerate-image`)).json()) as { jobId: string };
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
