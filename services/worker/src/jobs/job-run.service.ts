import { Inject, Injectable, Logger } from '@nestjs/common';
import { AiJob, StageName, stagesOf } from '@app/contract';
import { Job, UnrecoverableError } from 'bullmq';
import { EntityManager } from 'typeorm';
import { WORKER_CONFIG, WorkerConfig } from '../config/worker-config';
import { AiProviderName, AiResult, AiUsage } from '../providers/ai-provider';
import { costUsd, priceOf } from '../providers/pricing';
import { JobRunsRepository, StageStart } from './job-runs.repository';
import { StageBudgetService } from './stage-budget.service';

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
  claims: 'Checking claims',
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
    // Two stores, one wait: the row and BullMQ are written side by side.
    await Promise.all([this.runs.setProgress(this.row.id, percent, stage), this.bullProgress(percent, stage)]);
  }

  /** BullMQ's copy of the progress; a failure there (Redis) never fails the job. */
  bullProgress(percent: number, stage: string): Promise<void> {
    return this.job.updateProgress({ progress: percent, stage }).catch(() => undefined);
  }

  /**
   * One stage of the job: a checkpointed provider call. A stage that finished in an earlier attempt
   * answers its stored output without calling again. Otherwise, at this boundary, a cancel request or a
   * budget that spend and running stages have taken stops the job; then the stage's estimated cost is
   * held, the call runs, and its output, usage and cost are stored (and the hold released).
   */
  stage<T>(name: StageName, provider: AiProviderName, call: () => Promise<AiResult<T>>): Promise<T> {
    return this.runs.runStage(this, name, provider, call);
  }

  /** The model the stages recorded on the row (null before any recorded one). */
  recordedModel(): Promise<string | null> {
    return this.runs.recordedModel(this.row.id);
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
    private readonly repository: JobRunsRepository,
    @Inject(WORKER_CONFIG) private readonly config: Pick<WorkerConfig, 'ai'>,
    private readonly budget: StageBudgetService,
  ) {}

  /**
   * Marks the row running and counts the attempt. Answers null when there is nothing to do: the row
   * is already completed (a redelivery after a crash between commit and ack), failed or cancelled. A row
   * whose cancel was asked while a worker was taking it runs on to its first stage boundary, which stops
   * it through the handler's failure path (so its production is settled too).
   */
  async begin(job: Job): Promise<JobRun | null> {
    const row = await this.repository.findJob(String(job.id));
    if (!row) throw new UnrecoverableError(`No ai_jobs row exists for job ${job.id}`);
    if (row.state !== 'queued' && row.state !== 'running') {
      this.logger.log(`job ${job.id} (${job.name}) is already ${row.state}: nothing to do`);
      return null;
    }
    // Only from an open state: a redelivered attempt can start while the previous one (whose lock
    // lapsed, e.g. across a Redis restart) is committing its result; reopening that completed row
    // would let this attempt write everything a second time.
    if (!(await this.repository.open(row))) {
      this.logger.log(`job ${job.id} (${job.name}) was closed by another attempt meanwhile: nothing to do`);
      return null;
    }
    row.state = 'running';
    return new JobRun(job, row, this);
  }

  async setProgress(id: string, progress: number, stage: string): Promise<void> {
    await this.repository.setProgress(id, Math.round(progress), stage);
  }

  async runStage<T>(run: JobRun, name: StageName, provider: AiProviderName, call: () => Promise<AiResult<T>>): Promise<T> {
    const jobId = run.row.id;
    const order = stagesOf(run.row.kind);
    const position = Math.max(0, order.indexOf(name));
    const percent = 5 + Math.round((90 * position) / Math.max(1, order.length));
    const start: StageStart = { jobId, name, percent, label: STAGE_LABELS[name], position, startedAt: new Date(), provider };
    // With no budget to check, the whole boundary is one statement: a stage an earlier attempt finished
    // answers its stored output; a cancel request stops the job; otherwise the progress line and the
    // stage's running row are written (nothing is written in the first two cases).
    const checkOnly = this.config.ai.monthlyBudgetUsd !== null;
    const found = await this.repository.enterStage(start, !checkOnly);
    if (found?.done) return found.output as T;
    if (checkOnly || found?.cancel) {
      await this.checkBoundary(jobId, found?.cancel ?? false);
      // The stage's estimated cost is held against the budget until its real cost is recorded.
      const refused = await this.budget.reserve(jobId, name, provider);
      if (refused) throw new BudgetExceededError(refused);
      await this.repository.startStage(start);
    }
    // BullMQ's copy of the progress once the stage has started, written while the provider answers.
    const bullProgress = run.bullProgress(percent, STAGE_LABELS[name]);
    let result: AiResult<T>;
    try {
      result = await call();
    } catch (error) {
      await bullProgress;
      await this.repository.failStage(jobId, name, (error as Error).message ?? String(error));
      await this.budget.release(jobId, name);
      throw error;
    }
    await bullProgress;
    await this.recordStage(jobId, name, provider, result);
    // After the cost is recorded: in between, the stage counts twice (held and spent), never zero times.
    await this.budget.release(jobId, name);
    return result.value;
  }

  /**
   * The stage's checkpoint and bill, once: a second attempt that raced this one adds nothing to the job.
   * One statement (atomic on its own): the job's totals move only when this call completed the stage row.
   */
  private async recordStage(jobId: string, name: StageName, provider: AiProviderName, result: AiResult<unknown>): Promise<void> {
    const { cost, cacheReadTokens, cacheWriteTokens } = this.billOf(provider, result);
    await this.repository.recordStage({
      jobId,
      name,
      provider,
      model: result.model,
      inputTokens: Math.trunc(result.usage.inputTokens),
      outputTokens: Math.trunc(result.usage.outputTokens),
      cost: cost.toFixed(6),
      output: result.value,
      cacheReadTokens,
      cacheWriteTokens,
    });
  }

  /** A call's price (the price table's rates for uncached input, cache writes, cache reads and output) and its cached tokens. */
  private billOf(provider: AiProviderName, result: AiResult<unknown>): { cost: number; cacheReadTokens: number; cacheWriteTokens: number } {
    return {
      cost: costUsd(priceOf(this.config.ai.prices, provider, result.model), result.usage),
      cacheReadTokens: Math.trunc(result.usage.cacheReadTokens ?? 0),
      cacheWriteTokens: Math.trunc(result.usage.cacheWriteTokens ?? 0),
    };
  }

  /** Between stages: a cancel request stops the job as cancelled (the budget is StageBudgetService's). */
  private async checkBoundary(jobId: string, cancelRequested: boolean): Promise<void> {
    if (cancelRequested) {
      await this.markCancelled(jobId);
      throw new JobCancelledError();
    }
  }

  /** Whether the admin asked to cancel the job (a job without stages checks this at its own boundaries). */
  async cancelRequested(id: string): Promise<boolean> {
    return this.repository.cancelRequested(id);
  }

  /** Closes an open row as cancelled (the admin asked; a running job reaches here at a stage boundary). */
  async markCancelled(id: string): Promise<void> {
    await this.repository.markCancelled(id, CANCELLED_MESSAGE);
  }

  async complete(id: string, work: (manager: EntityManager) => Promise<Completion>): Promise<Record<string, unknown>> {
    const outcome = await this.repository.transaction(async (tx) => {
      const row = await tx.lockJob(id);
      if (!row) throw new UnrecoverableError(`No ai_jobs row exists for job ${id}`);
      if (row.state === 'completed') return row.result ?? {};
      // The last stage boundary: a job cancelled while its last stage ran writes nothing.
      if (row.state === 'cancelled' || row.cancelRequestedAt) return null;
      if (row.state === 'failed') throw new UnrecoverableError(row.error ?? 'The job was cancelled');
      const done = await work(tx.manager);
      await tx.markCompleted(id, {
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
        cacheReadTokens: row.cacheReadTokens + (done.usage?.cacheReadTokens ?? 0),
        cacheWriteTokens: row.cacheWriteTokens + (done.usage?.cacheWriteTokens ?? 0),
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
    await this.repository.markRetrying(id, message);
  }

  /** The job failed for good (a cancelled row stays cancelled). */
  async markFailed(id: string, message: string): Promise<void> {
    await this.repository.markFailed(id, message);
  }

  /** Fails a row that is still open; answers whether it did (false: it was already closed). */
  /** Whether the row is still queued or running (nobody has closed it). */
  async isOpen(id: string): Promise<boolean> {
    return this.repository.isOpen(id);
  }

  async markFailedIfOpen(id: string, message: string): Promise<boolean> {
    return this.repository.markFailedIfOpen(id, message);
  }

  async recordedModel(id: string): Promise<string | null> {
    return (await this.repository.findJob(id))?.model ?? null;
  }

  /** Provider and model as soon as they are known, so a failed job still says who tried. */
  async recordProvider(id: string, provider: string): Promise<void> {
    await this.repository.recordProvider(id, provider);
  }

}
