import { useQuery } from '@tanstack/react-query';
import { callApi } from '@/lib/api/typed-request';
import type { Usage } from '../types';
import { USAGE_KEY } from './keys';

/** GET /api/ai/usage: this (UTC) month's AI spend against the monthly budget. */
export function useUsage() {
  return useQuery<Usage>({ queryKey: USAGE_KEY, queryFn: () => callApi('get', '/api/ai/usage') });
}
