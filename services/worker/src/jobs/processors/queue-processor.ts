import { BeforeApplicationShutdown, Logger } from '@nestjs/common';
import { OnWorkerEvent, WorkerHost } from '@nestjs/bullmq';
import { AiJobName, isJobOn, isSystemJob, JobData, JobsOn, QueueName, SystemJobName } from '@app/contract';
import { Job, UnrecoverableError } from 'bullmq';
import { setTimeout as sleep } from 'node:timers/promises';
import { PermanentProviderError } from '../../providers/ai-provider';
import { runWithJobLogFields } from '../../observability/job-log-context';
import { AiJobHandler, QueueHandlers, SystemJobHandler } from '../job-handler';
import { JobRunService } from '../job-run.service';

/** Errors that no retry can fix. */
function isPermanent(error: unknown): boolean {
  return error instanceof UnrecoverableError || error instanceof PermanentProviderError;
}

function messageOf(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

/** A BullMQ job of one of the jobs JOB_QUEUE routes to queue Q. */
type JobOn<Q extends QueueName> = Job<JobData<JobsOn<Q>>, unknown, JobsOn<Q>>;

/**
 * What every queue's processor does around its handler table: the row lifecycle, retry-or-fail
 * decisions, and a bounded graceful shutdown. Subclasses only hand over their queue and handlers.
 * A system job (no ai_jobs row) goes straight to its handler: BullMQ's attempts are its lifecycle.
 */
export abstract class QueueProcessor<Q extends QueueName> extends WorkerHost implements BeforeApplicationShutdown {
  protected readonly logger = new Logger(this.constructor.name);

  constructor(
    readonly queue: Q,
    protected readonly handlers: QueueHandlers<Q>,
    protected readonly runs: JobRunService,
    private readonly shutdownTimeoutMs: number,
  ) {
    super();
  }

  /** The job, typed as one of this queue's, when JOB_QUEUE routes its name here. */
  private isOwnJob(job: Job): job is JobOn<Q> {
    return isJobOn(this.queue, job.name);
  }

  // The table's type gives each name the handler of its kind (JobHandler<N>); isSystemJob decided which
  // kind the name is, which a mapped type over a generic queue cannot follow: hence the casts.
  private aiHandler(name: JobsOn<Q> & AiJobName): AiJobHandler {
    return this.handlers[name] as AiJobHandler;
  }

  private systemHandler(name: JobsOn<Q> & SystemJobName): SystemJobHandler {
    return this.handlers[name] as SystemJobHandler;
  }

  /** Every log line of the job carries its id and the gateway request id (jobLogMixin). */
  process(job: Job, token?: string): Promise<unknown> {
    return runWithJobLogFields(job, () => this.processJob(job, token));
  }

  private async processJob(job: Job, token?: string): Promise<unknown> {
    if (!this.isOwnJob(job)) throw new UnrecoverableError(`No handler for job "${job.name}" on queue "${job.queueName}"`);
    const name: JobsOn<Q> = job.name;
    if (isSystemJob(name)) return this.systemHandler(name).handle(job as Job<JobData<SystemJobName>>, token);
    const handler = this.aiHandler(name as JobsOn<Q> & AiJobName);
    const run = await this.runs.begin(job);
    if (!run) return { skipped: true };
    try {
      return await handler.handle(job, run);
    } catch (error) {
      const message = messageOf(error);
      const label = `job ${job.id} (${job.name}${job.data?.requestId ? `, request ${job.data.requestId}` : ''})`;
      const attempts = job.opts.attempts ?? 1;
      const final = isPermanent(error) || job.attemptsMade + 1 >= attempts;
      if (!final) {
        this.logger.warn(`${label} attempt ${job.attemptsMade + 1}/${attempts} failed, will retry: ${message}`);
        await this.runs.markRetrying(run.row.id, message);
        throw error;
      }
      this.logger.error(`${label} failed for good: ${message}`);
      // Domain state first, the row last: whoever polls the row and sees 'failed' then reads the
      // production's final state too (the admin UI refreshes its lists on the terminal state).
      await handler.onFailed?.(job, message);
      await this.runs.markFailed(run.row.id, message);
      throw isPermanent(error) ? error : new UnrecoverableError(message);
    }
  }

  /**
   * BullMQ can fail a job without calling `process`: a job that stalled more often than allowed
   * (its workers kept crashing). Close its row here too; a row already closed is left alone.
   */
  @OnWorkerEvent('failed')
  async onJobFailed(job: Job | undefined, error: Error): Promise<void> {
    if (!job) return;
    if (isSystemJob(job.name)) {
      this.logger.warn(`job ${job.id} (${job.name}) failed: ${error.message}`);
      return;
    }
    try {
      if ((await job.getState()) !== 'failed') return; // an attempt that will be retried
      const message = `${error.message} (after ${job.attemptsStarted ?? job.attemptsMade} attempts)`;
      if (!(await this.runs.isOpen(String(job.id)))) return; // closed by its handler already
      // Domain state first, the row last (as in processJob): whoever sees the row 'failed' then reads the
      // production's final state too. onFailed is idempotent, so a second closer racing here is harmless.
      if (this.isOwnJob(job)) await this.aiHandler(job.name as JobsOn<Q> & AiJobName).onFailed?.(job, message);
      if (!(await this.runs.markFailedIfOpen(String(job.id), message))) return;
      this.logger.error(`job ${job.id} (${job.name}) failed outside its handler: ${message}`);
    } catch (failure) {
      this.logger.error(`could not record the failure of job ${job.id}: ${messageOf(failure)}`);
    }
  }

  /**
   * SIGTERM: stop taking jobs and let the active ones finish, for at most WORKER_SHUTDOWN_TIMEOUT_MS.
   * Past that, main.ts exits; the unfinished jobs' locks lapse and another worker takes them over
   * (the handlers are idempotent, so nothing is written twice).
   */
  async beforeApplicationShutdown(): Promise<void> {
    let closed: Promise<boolean>;
    try {
      closed = this.worker.close().then(() => true);
    } catch {
      return; // never registered (the app failed during boot): nothing to close
    }
    const finished = await Promise.race([closed, sleep(this.shutdownTimeoutMs, false, { ref: false })]);
    if (!finished) this.logger.warn(`active jobs did not finish within ${this.shutdownTimeoutMs} ms: handing them back`);
  }
}
