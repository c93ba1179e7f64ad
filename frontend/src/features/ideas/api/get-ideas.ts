import { useQuery } from '@tanstack/react-query';
import { IDEAS_KEY } from '@/lib/studio/query-keys';
import type { Idea } from '../types';

/** GET /api/ai/drafts: generated ideas. */
export function useIdeas() {
  return useQuery<Idea[]>({ queryKey: IDEAS_KEY });
}
