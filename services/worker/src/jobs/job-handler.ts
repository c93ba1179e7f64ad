import { AiJobName, JobData, JobName, JobsOn, QueueName, SystemJobName } from '@app/contract';
import { Job } from 'bullmq';
import { JobRun } from './job-run.service';

/** The work behind one AI job. Handlers are idempotent: all writes happen in `run.complete`. */
export interface AiJobHandler<N extends AiJobName = AiJobName> {
  handle(job: Job<JobData<N>>, run: JobRun): Promise<Record<string, unknown>>;
  /** Called once when the job has failed for good, to leave the domain rows in an honest state. */
  onFailed?(job: Job<JobData<N>>, message: string): Promise<void>;
}

/**
 * The work behind one system job: no ai_jobs row, so no run; BullMQ's attempts are its lifecycle. The
 * lock token lets a handler move its job back (moveToDelayed) instead of failing it.
 */
export interface SystemJobHandler<N extends SystemJobName = SystemJobName> {
  handle(job: Job<JobData<N>>, token?: string): Promise<Record<string, unknown>>;
}

/** The handler of job N: an AI job's takes its run, a system job's does not. */
export type JobHandler<N extends JobName = JobName> = N extends AiJobName ? AiJobHandler<N> : N extends SystemJobName ? SystemJobHandler<N> : never;

/**
 * A queue's handler table: one handler for every job JOB_QUEUE routes to queue Q, each for its own job.
 * A missing handler, or one for a job of another queue, does not compile.
 */
export type QueueHandlers<Q extends QueueName> = { [N in JobsOn<Q>]: JobHandler<N> };

/** Invalid input: retrying cannot help, so the job fails at once with this message on its row. */
export { UnrecoverableError as InvalidJobError } from 'bullmq';
