import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '@/lib/api/typed-request';
import type { components } from '@/lib/api/schema';
import { asCategory } from '@/lib/studio/blog-category';
import { IDEAS_KEY } from '@/lib/studio/query-keys';

type GenerateIdeasBody = components['schemas']['GenerateIdeasDto'];

/** The idea settings form: every field of the gateway's GenerateIdeasDto, the category (industry) as the form's text. */
export interface IdeaSettings {
  topic: string;
  keywords: string[];
  targetLength: NonNullable<GenerateIdeasBody['targetLength']>;
  tone: NonNullable<GenerateIdeasBody['tone']>;
  industry: string;
  /** Start from these best-performing articles ("more like these", issue 31); their figures go into the prompt. */
  moreLikeThese?: GenerateIdeasBody['moreLikeThese'];
}

/** POST /api/ai/ideas/generate: 202 {jobId}; the drafts list is refreshed when the job completes. */
export function useGenerateIdeas() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (settings: IdeaSettings) => callApi('post', '/api/ai/ideas/generate', { body: { ...settings, industry: asCategory(settings.industry) } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: IDEAS_KEY }),
    // Spec §8: idea generation failures are only logged.
    onError: (error) => console.error('Idea generation failed', error),
  });
}
