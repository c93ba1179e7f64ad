import { Inject, Injectable, Logger } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { AiJob, AiJobStage, StageName, stagesOf } from '@app/contract';
import { Job, UnrecoverableError } from 'bullmq';
import { DataSource, EntityManager, In, IsNull, Not } from 'typeorm';
import { WORKER_CONFIG, WorkerConfig } from '../config/worker-config';
import { AiProviderName, AiResult, AiUsage } from '../providers/ai-provider';
import { costUsd, priceOf } from '../providers/pricing';
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

/** The job's progress line, only while it runs ($1 job, $3 percent, $4 label). */
const PROGRESS_SQL = `UPDATE ai_jobs SET progress = $3, stage = $4 WHERE id = $1 AND state = 'running'`;

/**
 * The stage's row, running ($1 job, $2 name, $5 position, $6 started, $7 provider); `from` gates it. A row
 * another attempt completed meanwhile stays completed.
 */
const START_STAGE_SQL = (from: string) => `INSERT INTO ai_job_stages (job_id, name, position, state, started_at, finished_at, provider, error)
  SELECT $1::uuid, $2, $5::integer, 'running', $6::timestamptz, NULL::timestamptz, $7, NULL::text ${from}
  ON CONFLICT (job_id, name) DO UPDATE SET position = EXCLUDED.position, state = EXCLUDED.state, started_at = EXCLUDED.started_at,
    finished_at = NULL, provider = EXCLUDED.provider, error = NULL
  WHERE ai_job_stages.state <> 'completed'`;

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
    private readonly budget: StageBudgetService,
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
    const jobId = run.row.id;
    const order = stagesOf(run.row.kind);
    const position = Math.max(0, order.indexOf(name));
    const percent = 5 + Math.round((90 * position) / Math.max(1, order.length));
    const start = [jobId, name, percent, STAGE_LABELS[name], position, new Date(), provider];
    // With no budget to check, the whole boundary is one statement: a stage an earlier attempt finished
    // answers its stored output; a cancel request stops the job; otherwise the progress line and the
    // stage's running row are written (nothing is written in the first two cases).
    const checkOnly = this.config.ai.monthlyBudgetUsd !== null;
    const [found] = (await this.dataSource.query(
      `WITH job AS (SELECT cancel_requested_at IS NOT NULL AS cancel FROM ai_jobs WHERE id = $1),
            done AS (SELECT output FROM ai_job_stages WHERE job_id = $1 AND name = $2 AND state = 'completed'),
            go AS (SELECT 1 WHERE $8::boolean AND NOT EXISTS (SELECT 1 FROM done) AND NOT COALESCE((SELECT cancel FROM job), false)),
            progress AS (${PROGRESS_SQL} AND EXISTS (SELECT 1 FROM go)),
            started AS (${START_STAGE_SQL('FROM go')})
       SELECT COALESCE((SELECT cancel FROM job), false) AS cancel, EXISTS (SELECT 1 FROM done) AS done, (SELECT output FROM done) AS output`,
      [...start, !checkOnly],
    )) as { cancel: boolean; done: boolean; output: unknown }[];
    if (found?.done) return found.output as T;
    if (checkOnly || found?.cancel) {
      await this.checkBoundary(jobId, found?.cancel ?? false);
      // The stage's estimated cost is held against the budget until its real cost is recorded.
      const refused = await this.budget.reserve(jobId, name, provider);
      if (refused) throw new BudgetExceededError(refused);
      await this.dataSource.query(`WITH progress AS (${PROGRESS_SQL}) ${START_STAGE_SQL('')}`, start);
    }
    // BullMQ's copy of the progress once the stage has started, written while the provider answers.
    const bullProgress = run.bullProgress(percent, STAGE_LABELS[name]);
    let result: AiResult<T>;
    try {
      result = await call();
    } catch (error) {
      await bullProgress;
      await this.dataSource
        .getRepository(AiJobStage)
        .update({ jobId, name }, { state: 'failed', finishedAt: new Date(), error: (error as Error).message ?? String(error) });
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
    await this.dataSource.query(
      `WITH stage AS (
         UPDATE ai_job_stages
            SET state = 'completed', finished_at = $3, model = $4, input_tokens = $5, output_tokens = $6,
                cost_usd = $7, error = NULL, output = $8::jsonb, cache_read_tokens = $10, cache_write_tokens = $11
          WHERE job_id = $1 AND name = $2 AND state <> 'completed'
          RETURNING 1)
       UPDATE ai_jobs
          SET provider = $9, model = $4, input_tokens = input_tokens + $5, output_tokens = output_tokens + $6,
              cost_usd = cost_usd + $7, cache_read_tokens = cache_read_tokens + $10, cache_write_tokens = cache_write_tokens + $11
        WHERE id = $1 AND EXISTS (SELECT 1 FROM stage)`,
      [
        jobId,
        name,
        new Date(),
        result.model,
        Math.trunc(result.usage.inputTokens),
        Math.trunc(result.usage.outputTokens),
        cost.toFixed(6),
        JSON.stringify(result.value ?? null),
        provider,
        cacheReadTokens,
        cacheWriteTokens,
      ],
    );
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
    return this.dataSource.getRepository(AiJob).exists({ where: { id, cancelRequestedAt: Not(IsNull()) } });
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
    await this.dataSource.getRepository(AiJob).update({ id, state: 'running' }, { state: 'queued', stage: 'Retrying after an error', error: message });
  }

  /** The job failed for good (a cancelled row stays cancelled). */
  async markFailed(id: string, message: string): Promise<void> {
    await this.dataSource.getRepository(AiJob).update({ id, state: Not('cancelled') }, { state: 'failed', stage: 'Failed', error: message, finishedAt: new Date() });
  }

  /** Fails a row that is still open; answers whether it did (false: it was already closed). */
  /** Whether the row is still queued or running (nobody has closed it). */
  async isOpen(id: string): Promise<boolean> {
    return this.dataSource.getRepository(AiJob).exists({ where: { id, state: In(['queued', 'running']) } });
  }

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
