import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '@/lib/api/typed-request';
import { jobKey } from '../query-keys';

export type JobAction = 'cancel' | 'retry';

/**
 * POST /api/ai/jobs/:id/cancel (a queued or running job) or /retry (a failed or cancelled one). The answer
 * is the job as it is now, so its poll picks it up at once; on an error (409: it changed meanwhile) the
 * job is read again.
 */
export function useJobAction(action: JobAction) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) =>
      action === 'cancel'
        ? callApi('post', '/api/ai/jobs/{id}/cancel', { params: { id } })
        : callApi('post', '/api/ai/jobs/{id}/retry', { params: { id } }),
    onSuccess: (job) => queryClient.setQueryData(jobKey(job.id), job),
    onError: (_error, id) => queryClient.invalidateQueries({ queryKey: jobKey(id) }),
  });
}
