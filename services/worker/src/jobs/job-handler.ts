import { JobData, JobName, JobsOn, QueueName } from '@app/contract';
import { Job } from 'bullmq';
import { JobRun } from './job-run.service';

/** The work behind one JobName. Handlers are idempotent: all writes happen in `run.complete`. */
export interface JobHandler<N extends JobName = JobName> {
  handle(job: Job<JobData<N>>, run: JobRun): Promise<Record<string, unknown>>;
  /** Called once when the job has failed for good, to leave the domain rows in an honest state. */
  onFailed?(job: Job<JobData<N>>, message: string): Promise<void>;
}

/**
 * A queue's handler table: one handler for every job JOB_QUEUE routes to queue Q, each for its own job.
 * A missing handler, or one for a job of another queue, does not compile.
 */
export type QueueHandlers<Q extends QueueName> = { [N in JobsOn<Q>]: JobHandler<N> };

/** Invalid input: retrying cannot help, so the job fails at once with this message on its row. */
export { UnrecoverableError as InvalidJobError } from 'bullmq';
