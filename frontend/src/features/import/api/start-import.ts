import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '@/lib/api/typed-request';
import { importKey } from '@/lib/studio/query-keys';
import type { ImportView } from '../types';
import { refreshImport } from './get-import';

/** POST /api/admin/imports/:id/start: the confirm. 202 {importId, jobId}; the job applies the report post by post. */
export function useStartImport() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => callApi('post', '/api/admin/imports/{id}/start', { params: { id } }),
    onSuccess: ({ importId, jobId }) => {
      // The progress shows at once; the read that follows confirms it.
      queryClient.setQueryData<ImportView>(importKey(importId), (view) => (view ? { ...view, state: 'started', jobId } : view));
    },
    onSettled: (_data, _error, id) => refreshImport(queryClient, id),
  });
}
