import { useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { callApi } from '@/lib/api/typed-request';
import { isTerminal, type Job } from '@/lib/studio/job';
import { importKey, IMPORTS_KEY, jobKey } from '@/lib/studio/query-keys';
import type { ImportView } from '../types';

/** How often an import is read again while its job has stopped but its run has not caught up yet. */
export const IMPORT_SETTLE_POLL_MS = 1000;

/**
 * GET /api/admin/imports/:id: the import with its report. It is not polled while its job runs (the report
 * of a large file is big; the job carries the progress): only once the job has stopped and the run still
 * says `started` (a cancel or failure closes the run a moment after the job), until the outcome is there.
 */
export function useImport(id: string) {
  const queryClient = useQueryClient();
  return useQuery<ImportView>({
    queryKey: importKey(id),
    queryFn: () => callApi('get', '/api/admin/imports/{id}', { params: { id } }),
    refetchInterval: (query) => {
      const view = query.state.data;
      if (view?.state !== 'started' || !view.jobId) return false;
      return isTerminal(queryClient.getQueryData<Job>(jobKey(view.jobId))?.state) ? IMPORT_SETTLE_POLL_MS : false;
    },
  });
}

/** After an import changed on the server: the import itself and the list of imports. */
export function refreshImport(queryClient: QueryClient, id: string) {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: importKey(id), exact: true }),
    queryClient.invalidateQueries({ queryKey: IMPORTS_KEY, exact: true }),
  ]);
}
