import { JobData, JobName } from '@app/contract';
import { Job } from 'bullmq';
import { JobRun } from './job-run.service';

/** The work behind one JobName. Handlers are idempotent: all writes happen in `run.complete`. */
export interface JobHandler<N extends JobName = JobName> {
  handle(job: Job<JobData<N>>, run: JobRun): Promise<Record<string, unknown>>;
  /** Called once when the job has failed for good, to leave the domain rows in an honest state. */
  onFailed?(job: Job<JobData<N>>, message: string): Promise<void>;
}

/** Invalid input: retrying cannot help, so the job fails at once with this message on its row. */
export { UnrecoverableError as InvalidJobError } from 'bullmq';
