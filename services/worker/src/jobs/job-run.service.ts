import { Inject, Injectable, Logger } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { AiJob, AiJobStage, budgetReachedMessage, monthlySpendUsd, StageName, stagesOf } from '@app/contract';
import { Job, UnrecoverableError } from 'bullmq';
import { DataSource, EntityManager, Not } from 'typeorm';
import { WORKER_CONFIG, WorkerConfig } from '../config/worker-config';
import { AiProviderName, AiResult, AiUsage } from '../providers/ai-provider';
import { costUsd, priceOf } from '../providers/pricing';

export const CANCELLED_MESSAGE = 'Cancelled by the admin';

/** The admin cancelled the job: it stops at this stage boundary, writing nothing. Never retried. */
export class JobCancelledError extends UnrecoverableError {
  override readonly name = 'JobCancelledError';
  constructor() {
    super(CANCELLED_MESSAGE);
  }
}

/** The month's AI spend reached AI_MONTHLY_BUDGET_USD: the job stops before its next stage. Never retried. */
export class BudgetExceededError extends UnrecoverableError {
  override readonly name = 'BudgetExceededError';
}

/** What the UI's `stage` line says while a stage runs. */
const STAGE_LABELS: Record<StageName, string> = {
  ideas: 'Brainstorming ideas',
  brief: 'Writing the brief',
  outline: 'Outlining',
  draft: 'Writing sections',
  edit: 'Editing',
  seo: 'Writing search metadata',
  cover: 'Designing image',
};

/** What a handler's final transaction reports back to be stored on the ai_jobs row. */
export interface Completion {
  result: Record<string, unknown>;
  provider?: string | null;
  model?: string | null;
  usage?: AiUsage;
}

/** One attempt at one job, bound to its ai_jobs row. */
export class JobRun {
  constructor(
    readonly job: Job,
    readonly row: AiJob,
    private readonly runs: JobRunService,
  ) {}

  /** Progress goes to the row (what the UI polls) and to BullMQ (what queue tools show). */
  async progress(percent: number, stage: string): Promise<void> {
    await this.runs.setProgress(this.row.id, percent, stage);
    await this.job.updateProgress({ progress: percent, stage }).catch(() => undefined);
  }

  /**
   * One stage of the job: a checkpointed provider call. A stage that finished in an earlier attempt
   * answers its stored output without calling again. Otherwise, at this boundary, a cancel request or a
   * spent budget stops the job; then the call runs and its output, usage and cost are stored.
   */
  stage<T>(name: StageName, provider: AiProviderName, call: () => Promise<AiResult<T>>): Promise<T> {
    return this.runs.runStage(this, name, provider, call);
  }

  /** Who is doing the work, recorded up front so a failed job still says which provider tried. */
  async usingProvider(provider: string): Promise<void> {
    await this.runs.recordProvider(this.row.id, provider);
  }

  /**
   * Runs `work` and marks the row completed in ONE transaction, under a row lock. If another attempt
   * already completed the row, `work` is skipped and the stored result returned: writes happen once.
   */
  complete(work: (manager: EntityManager) => Promise<Completion>): Promise<Record<string, unknown>> {
    return this.runs.complete(this.row.id, work);
  }
}

/** The ai_jobs row lifecycle: running, progress, completed in the result's transaction, failed. */
@Injectable()
export class JobRunService {
  private readonly logger = new Logger(JobRunService.name);

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    @Inject(WORKER_CONFIG) private readonly config: Pick<WorkerConfig, 'ai'>,
  ) {}

  /**
   * Marks the row running and counts the attempt. Answers null when there is nothing to do: the row
   * is already completed (a redelivery after a crash between commit and ack), failed or cancelled. A row
   * whose cancel was asked while a worker was taking it runs on to its first stage boundary, which stops
   * it through the handler's failure path (so its production is settled too).
   */
  async begin(job: Job): Promise<JobRun | null> {
    const rows = this.dataSource.getRepository(AiJob);
    const row = await rows.findOneBy({ id: String(job.id) });
    if (!row) throw new UnrecoverableError(`No ai_jobs row exists for job ${job.id}`);
    if (row.state !== 'queued' && row.state !== 'running') {
      this.logger.log(`job ${job.id} (${job.name}) is already ${row.state}: nothing to do`);
      return null;
    }
    // Only from an open state: a redelivered attempt can start while the previous one (whose lock
    // lapsed, e.g. across a Redis restart) is committing its result; reopening that completed row
    // would let this attempt write everything a second time.
    const opened = await rows
      .createQueryBuilder()
      .update(AiJob)
      .set({ state: 'running', attempts: () => 'attempts + 1', startedAt: row.startedAt ?? new Date(), error: null })
      .where('id = :id AND state IN (:...open)', { id: row.id, open: ['queued', 'running'] })
      .execute();
    if (!opened.affected) {
      this.logger.log(`job ${job.id} (${job.name}) was closed by another attempt meanwhile: nothing to do`);
      return null;
    }
    row.state = 'running';
    return new JobRun(job, row, this);
  }

  async setProgress(id: string, progress: number, stage: string): Promise<void> {
    await this.dataSource.getRepository(AiJob).update({ id, state: 'running' }, { progress: Math.round(progress), stage });
  }

  async runStage<T>(run: JobRun, name: StageName, provider: AiProviderName, call: () => Promise<AiResult<T>>): Promise<T> {
    const stages = this.dataSource.getRepository(AiJobStage);
    const jobId = run.row.id;
    const done = await stages.findOneBy({ jobId, name, state: 'completed' });
    if (done) return done.output as T;
    await this.checkBoundary(jobId);
    const order = stagesOf(run.row.kind);
    const position = Math.max(0, order.indexOf(name));
    await run.progress(5 + Math.round((90 * position) / Math.max(1, order.length)), STAGE_LABELS[name]);
    await stages.upsert(
      { jobId, name, position, state: 'running', startedAt: new Date(), finishedAt: null, provider, error: null },
      { conflictPaths: ['jobId', 'name'] },
    );
    let result: AiResult<T>;
    try {
      result = await call();
    } catch (error) {
      await stages.update({ jobId, name }, { state: 'failed', finishedAt: new Date(), error: (error as Error).message ?? String(error) });
      throw error;
    }
    await this.recordStage(jobId, name, provider, result);
    return result.value;
  }

  /** The stage's checkpoint and bill, once: a second attempt that raced this one adds nothing to the job. */
  private async recordStage(jobId: string, name: StageName, provider: AiProviderName, result: AiResult<unknown>): Promise<void> {
    const cost = costUsd(priceOf(this.config.ai.prices, provider, result.model), result.usage);
    await this.dataSource.transaction(async (manager) => {
      const updated = await manager
        .createQueryBuilder()
        .update(AiJobStage)
        .set({
          state: 'completed',
          finishedAt: new Date(),
          model: result.model,
          inputTokens: result.usage.inputTokens,
          outputTokens: result.usage.outputTokens,
          costUsd: cost,
          error: null,
          output: () => ':output::jsonb',
        })
        .setParameter('output', JSON.stringify(result.value ?? null))
        .where('job_id = :jobId AND name = :name AND state <> :completed', { jobId, name, completed: 'completed' })
        .execute();
      if (!updated.affected) return;
      await manager
        .createQueryBuilder()
        .update(AiJob)
        .set({
          provider,
          model: result.model,
          inputTokens: () => `input_tokens + ${Math.trunc(result.usage.inputTokens)}`,
          outputTokens: () => `output_tokens + ${Math.trunc(result.usage.outputTokens)}`,
          costUsd: () => `cost_usd + ${cost.toFixed(6)}`,
        })
        .where('id = :jobId', { jobId })
        .execute();
    });
  }

  /** Between stages: a cancel request stops the job as cancelled; a spent monthly budget fails it. */
  private async checkBoundary(jobId: string): Promise<void> {
    const row = await this.dataSource.getRepository(AiJob).findOneBy({ id: jobId });
    if (row?.cancelRequestedAt) {
      await this.markCancelled(jobId);
      throw new JobCancelledError();
    }
    const budget = this.config.ai.monthlyBudgetUsd;
    if (budget === null) return;
    const reached = budgetReachedMessage(budget, await monthlySpendUsd(this.dataSource.manager));
    if (reached) throw new BudgetExceededError(reached);
  }

  /** Closes an open row as cancelled (the admin asked; a running job reaches here at a stage boundary). */
  async markCancelled(id: string): Promise<void> {
    await this.dataSource
      .getRepository(AiJob)
      .createQueryBuilder()
      .update(AiJob)
      .set({ state: 'cancelled', stage: 'Cancelled', error: CANCELLED_MESSAGE, finishedAt: new Date() })
      .where('id = :id AND state IN (:...open)', { id, open: ['queued', 'running'] })
      .execute();
  }

  async complete(id: string, work: (manager: EntityManager) => Promise<Completion>): Promise<Record<string, unknown>> {
    const outcome = await this.dataSource.transaction(async (manager) => {
      const row = await manager.findOne(AiJob, { where: { id }, lock: { mode: 'pessimistic_write' } });
      if (!row) throw new UnrecoverableError(`No ai_jobs row exists for job ${id}`);
      if (row.state === 'completed') return row.result ?? {};
      // The last stage boundary: a job cancelled while its last stage ran writes nothing.
      if (row.state === 'cancelled' || row.cancelRequestedAt) return null;
      if (row.state === 'failed') throw new UnrecoverableError(row.error ?? 'The job was cancelled');
      const done = await work(manager);
      await manager.update(AiJob, id, {
        state: 'completed',
        progress: 100,
        stage: 'Done',
        // jsonb: TypeORM's deep-partial typing does not fit an open record.
        result: done.result as never,
        error: null,
        provider: done.provider ?? row.provider,
        model: done.model ?? row.model,
        inputTokens: row.inputTokens + (done.usage?.inputTokens ?? 0),
        outputTokens: row.outputTokens + (done.usage?.outputTokens ?? 0),
        finishedAt: new Date(),
      });
      return done.result;
    });
    if (outcome) return outcome;
    await this.markCancelled(id);
    throw new JobCancelledError();
  }

  /** A failed attempt that BullMQ will retry: the row shows why and that it is waiting again. */
  async markRetrying(id: string, message: string): Promise<void> {
    await this.dataSource.getRepository(AiJob).update({ id, state: 'running' }, { state: 'queued', stage: 'Retrying after an error', error: message });
  }

  /** The job failed for good (a cancelled row stays cancelled). */
  async markFailed(id: string, message: string): Promise<void> {
    await this.dataSource.getRepository(AiJob).update({ id, state: Not('cancelled') }, { state: 'failed', stage: 'Failed', error: message, finishedAt: new Date() });
  }

  /** Fails a row that is still open; answers whether it did (false: it was already closed). */
  async markFailedIfOpen(id: string, message: string): Promise<boolean> {
    const result = await this.dataSource
      .getRepository(AiJob)
      .createQueryBuilder()
      .update(AiJob)
      .set({ state: 'failed', stage: 'Failed', error: message, finishedAt: new Date() })
      .where('id = :id AND state IN (:...open)', { id, open: ['queued', 'running'] })
      .execute();
    return (result.affected ?? 0) > 0;
  }

  /** Provider and model as soon as they are known, so a failed job still says who tried. */
  async recordProvider(id: string, provider: string): Promise<void> {
    await this.dataSource.getRepository(AiJob).update(id, { provider });
  }

}
