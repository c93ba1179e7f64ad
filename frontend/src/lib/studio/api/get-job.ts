import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { isTerminal, type Job } from '../job';
import { jobKey, USAGE_KEY } from '../query-keys';

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
