import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import type { Idea } from '../types';
import { IDEAS_KEY } from './keys';

export interface IdeaSettings {
  topic: string;
  keywords: string[];
  targetLength: 'short' | 'medium' | 'long';
  tone: 'professional' | 'casual' | 'technical';
  industry: string;
}

/** GET /api/ai/drafts: generated ideas. */
export function useIdeas() {
  return useQuery<Idea[]>({ queryKey: IDEAS_KEY });
}

/** POST /api/ai/ideas/generate: 202 {jobId}; the drafts list is refreshed when the job completes. */
export function useGenerateIdeas() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (settings: IdeaSettings) =>
      (await (await apiRequest('POST', '/api/ai/ideas/generate', settings)).json()) as { jobId: string },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: IDEAS_KEY }),
    // Spec §8: idea generation failures are only logged.
    onError: (error) => console.error('Idea generation failed', error),
  });
}
