import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { isTerminal } from '../lib/rules';
import type { Job } from '../types';
import { jobKey } from './keys';

export const JOB_POLL_MS = 1000;

/**
 * Polls GET /api/ai/jobs/:id every second until the job completes or fails, then calls onFinish once
 * (where the caller invalidates what the job changed).
 */
export function useJob(id: string | null | undefined, onFinish?: (job: Job) => void) {
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
    if (!job || !isTerminal(job.state) || finished.current === job.id) return;
    finished.current = job.id;
    callback.current?.(job);
  }, [job]);
  return query;
}
