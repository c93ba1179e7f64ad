import { useQuery } from '@tanstack/react-query';
import { callApi } from '@/lib/api/typed-request';
import type { components } from '@/lib/api/schema';
import { USAGE_KEY } from '@/lib/studio/query-keys';

/** GET /api/ai/usage: a month's AI spend, by day, provider, model, job kind and stage, with the budget. */
export type Usage = components['schemas']['UsageDto'];

/** GET /api/ai/usage: this (UTC) month's AI spend against the monthly budget. */
export function useUsage() {
  return useQuery<Usage>({ queryKey: USAGE_KEY, queryFn: () => callApi('get', '/api/ai/usage') });
}
