import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { callApi } from '@/lib/api/typed-request';
import { isTerminal } from '../lib/rules';
import type { Job } from '../types';
import { jobKey, USAGE_KEY } from './keys';

export const JOB_POLL_MS = 1000;

/**
 * Polls GET /api/ai/jobs/:id every second until the job completes, fails or is cancelled, then calls
 * onFinish once per run (where the caller invalidates what the job changed). A retried job runs again
 * under the same id: polling resumes and onFinish is called again when it ends.
 */
export function useJob(id: string | null | undefined, onFinish?: (job: Job) => void) {
  const queryClient = useQueryClient();
  const query = useQuery<Job>({
    queryKey: jobKey(id ?? 'none'),
    enabled: Boolean(id),
    staleTime: 0,
    refetchInterval: (current) => (isTerminal(current.state.data?.state) || current.state.error ? false : JOB_POLL_MS),
  });
  const finished = useRef<string | null>(null);
  const callback = useRef(onFinish);
  callback.current = onFinish;
  const job = query.data;
  useEffect(() => {
    if (!job) return;
    if (!isTerminal(job.state)) {
      if (finished.current === job.id) finished.current = null;
      return;
    }
    if (finished.current === job.id) return;
    finished.current = job.id;
    void queryClient.invalidateQueries({ queryKey: USAGE_KEY });
    callback.current?.(job);
  }, [job, queryClient]);
  return query;
}

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
