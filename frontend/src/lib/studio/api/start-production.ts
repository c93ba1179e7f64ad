import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '@/lib/api/typed-request';
import type { components } from '@/lib/api/schema';
import { asCategory } from '../blog-category';
import { refreshPosts } from '../query-keys';

export type StartedProduction = components['schemas']['StartedProductionDto'];

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
