import { QueryClient } from '@tanstack/react-query';
import { getQueryFn } from './api-client';

/** Spec §9: no retries, never stale, no refetch on focus, no polling unless a query asks for it. */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        queryFn: getQueryFn({ on401: 'throw' }),
        refetchInterval: false,
        refetchOnWindowFocus: false,
        staleTime: Infinity,
        retry: false,
      },
      mutations: { retry: false },
    },
  });
}

export const queryClient = createQueryClient();
