import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { ADMIN_STATUS_KEY, SIGNED_OUT } from './admin-status';

export async function logout(): Promise<void> {
  await apiRequest('POST', '/api/admin/logout');
}

/** Success refreshes the status (spec §7); the caller then goes to /. Admin data is dropped from memory. */
export function useLogout({ onLoggedOut }: { onLoggedOut?: () => void } = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: logout,
    onSuccess: () => {
      // Navigate first: the signed-out status unmounts the screen that asked (no per-call callbacks then).
      onLoggedOut?.();
      queryClient.setQueryData(ADMIN_STATUS_KEY, SIGNED_OUT);
      queryClient.removeQueries({ predicate: (query) => String(query.queryKey[0]).startsWith('/api/ai') || String(query.queryKey[0]).startsWith('/api/admin/blog') });
    },
  });
}
