import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { apiUrl } from '@/lib/api/typed-request';
import { importKey, IMPORTS_KEY } from '@/lib/studio/query-keys';

/** DELETE /api/admin/imports/:id (204): drops the import's report and staged posts; posts it already imported stay. 409 while its job runs. */
export function useDiscardImport() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (id: string) => {
      await apiRequest('DELETE', apiUrl('/api/admin/imports/{id}', { id }));
    },
    onSuccess: (_data, id) => queryClient.removeQueries({ queryKey: importKey(id), exact: true }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: IMPORTS_KEY, exact: true }),
  });
}
