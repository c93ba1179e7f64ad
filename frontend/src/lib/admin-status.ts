import { queryOptions, useQuery } from '@tanstack/react-query';
import { getQueryFn } from '@/lib/api-client';
import type { components } from '@/lib/api/schema';

/** GET /api/admin/status (the gateway's AdminStatusDto): remainingTime is in seconds. */
export type AdminStatus = components['schemas']['AdminStatusDto'];

export const ADMIN_STATUS_KEY = ['/api/admin/status'] as const;
/** Spec §7 and §9: polled every 300000 ms on the admin page. */
export const ADMIN_STATUS_POLL_MS = 300_000;

export const SIGNED_OUT: AdminStatus = { isAuthenticated: false, remainingTime: 0, loginTime: null };

export const adminStatusQuery = () =>
  queryOptions({
    queryKey: ADMIN_STATUS_KEY,
    queryFn: getQueryFn<AdminStatus>({ on401: 'returnNull' }),
    retry: false,
    select: (status: AdminStatus | null) => status ?? SIGNED_OUT,
  });

export function useAdminStatus({ poll = false }: { poll?: boolean } = {}) {
  return useQuery({ ...adminStatusQuery(), refetchInterval: poll ? ADMIN_STATUS_POLL_MS : false });
}
