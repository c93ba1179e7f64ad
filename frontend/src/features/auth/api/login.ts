import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { ADMIN_STATUS_KEY, type AdminStatus } from '@/lib/admin-status';
import type { components } from '@/lib/api/schema';

/** POST /api/admin/login's body (the gateway's LoginDto). */
export type Credentials = components['schemas']['LoginDto'];

export async function login(credentials: Credentials): Promise<AdminStatus> {
  const res = await apiRequest('POST', '/api/admin/login', credentials);
  return (await res.json()) as AdminStatus;
}

/**
 * Success refreshes the status (spec §7) and calls onLoggedIn (the page goes to /admin) first: the
 * refreshed status swaps the form for the session panel, and an unmounted form runs no callbacks.
 */
export function useLogin({ onLoggedIn }: { onLoggedIn?: () => void } = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: login,
    onSuccess: async (status) => {
      onLoggedIn?.();
      queryClient.setQueryData(ADMIN_STATUS_KEY, status);
      await queryClient.invalidateQueries({ queryKey: ADMIN_STATUS_KEY });
    },
  });
}
