import { AsyncLocalStorage } from 'node:async_hooks';

/** What every log line written while a job runs carries, so one request can be followed from the gateway into the worker. */
export interface JobLogFields {
  jobId: string;
  jobName: string;
  queue: string;
  /** The gateway request that started the job (its X-Request-Id), when there was one. */
  reqId?: string;
}

const storage = new AsyncLocalStorage<JobLogFields>();

/** Runs `work` with the job's fields attached to every log line it (and anything it awaits) writes. */
export function runWithJobLogFields<T>(job: { id?: string; name: string; queueName: string; data?: { requestId?: unknown } }, work: () => Promise<T>): Promise<T> {
  const requestId = job.data?.requestId;
  const fields: JobLogFields = { jobId: String(job.id), jobName: job.name, queue: job.queueName };
  if (typeof requestId === 'string') fields.reqId = requestId;
  return storage.run(fields, work);
}

/** pino `mixin`: the current job's fields (the same `reqId` key as the gateway's request logs), or nothing. */
export function jobLogMixin(): Partial<JobLogFields> {
  return storage.getStore() ?? {};
}
