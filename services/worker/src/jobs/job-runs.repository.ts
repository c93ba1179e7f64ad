import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { AiJob, AiJobStage, StageName } from '@app/contract';
import { DataSource, EntityManager, In, IsNull, Not } from 'typeorm';
import { QueryDeepPartialEntity } from 'typeorm/query-builder/QueryPartialEntity';
import { AiProviderName } from '../providers/ai-provider';

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

/** A stage starting: its row and the job's progress line. */
export interface StageStart {
  jobId: string;
  name: StageName;
  percent: number;
  label: string;
  position: number;
  startedAt: Date;
  provider: AiProviderName;
}

/** What the stage boundary found: a cancel request, or the stage's output from an earlier attempt. */
export interface StageBoundary {
  cancel: boolean;
  done: boolean;
  output: unknown;
}

/** A completed stage's bill, added to the job's totals once. */
export interface StageBill {
  jobId: string;
  name: StageName;
  provider: AiProviderName;
  model: string;
  inputTokens: number;
  outputTokens: number;
  /** USD, as stored (6 decimals). */
  cost: string;
  output: unknown;
  cacheReadTokens: number;
  cacheWriteTokens: number;
}

function startParams(start: StageStart): unknown[] {
  return [start.jobId, start.name, start.percent, start.label, start.position, start.startedAt, start.provider];
}

/** The completing transaction: the job's row, locked until it ends; `manager` is the handler's work's. */
export class JobCompletion {
  constructor(readonly manager: EntityManager) {}

  lockJob(id: string): Promise<AiJob | null> {
    return this.manager.findOne(AiJob, { where: { id }, lock: { mode: 'pessimistic_write' } });
  }

  async markCompleted(id: string, changes: QueryDeepPartialEntity<AiJob>): Promise<void> {
    await this.manager.update(AiJob, id, changes);
  }
}

/** Every query of JobRunService: the ai_jobs row and its ai_job_stages. */
@Injectable()
export class JobRunsRepository {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  findJob(id: string): Promise<AiJob | null> {
    return this.dataSource.getRepository(AiJob).findOneBy({ id });
  }

  /** Marks the row running and counts the attempt, only from an open state; answers whether it did. */
  async open(row: AiJob): Promise<boolean> {
    const opened = await this.dataSource
      .getRepository(AiJob)
      .createQueryBuilder()
      .update(AiJob)
      .set({ state: 'running', attempts: () => 'attempts + 1', startedAt: row.startedAt ?? new Date(), error: null })
      .where('id = :id AND state IN (:...open)', { id: row.id, open: ['queued', 'running'] })
      .execute();
    return Boolean(opened.affected);
  }

  async setProgress(id: string, progress: number, stage: string): Promise<void> {
    await this.dataSource.getRepository(AiJob).update({ id, state: 'running' }, { progress, stage });
  }

  /**
   * The stage boundary in one statement: a stage an earlier attempt finished answers its stored output; a
   * cancel request is reported; otherwise, when `write`, the progress line and the stage's running row are
   * written (nothing is written in the first two cases).
   */
  async enterStage(start: StageStart, write: boolean): Promise<StageBoundary | undefined> {
    const [found] = (await this.dataSource.query(
      `WITH job AS (SELECT cancel_requested_at IS NOT NULL AS cancel FROM ai_jobs WHERE id = $1),
            done AS (SELECT output FROM ai_job_stages WHERE job_id = $1 AND name = $2 AND state = 'completed'),
            go AS (SELECT 1 WHERE $8::boolean AND NOT EXISTS (SELECT 1 FROM done) AND NOT COALESCE((SELECT cancel FROM job), false)),
            progress AS (${PROGRESS_SQL} AND EXISTS (SELECT 1 FROM go)),
            started AS (${START_STAGE_SQL('FROM go')})
       SELECT COALESCE((SELECT cancel FROM job), false) AS cancel, EXISTS (SELECT 1 FROM done) AS done, (SELECT output FROM done) AS output`,
      [...startParams(start), write],
    )) as StageBoundary[];
    return found;
  }

  /** The progress line and the stage's running row. */
  async startStage(start: StageStart): Promise<void> {
    await this.dataSource.query(`WITH progress AS (${PROGRESS_SQL}) ${START_STAGE_SQL('')}`, startParams(start));
  }

  async failStage(jobId: string, name: StageName, error: string): Promise<void> {
    await this.dataSource.getRepository(AiJobStage).update({ jobId, name }, { state: 'failed', finishedAt: new Date(), error });
  }

  /**
   * The stage's checkpoint and bill, once. One statement (atomic on its own): the job's totals move only
   * when this call completed the stage row.
   */
  async recordStage(bill: StageBill): Promise<void> {
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
        bill.jobId,
        bill.name,
        new Date(),
        bill.model,
        bill.inputTokens,
        bill.outputTokens,
        bill.cost,
        JSON.stringify(bill.output ?? null),
        bill.provider,
        bill.cacheReadTokens,
        bill.cacheWriteTokens,
      ],
    );
  }

  cancelRequested(id: string): Promise<boolean> {
    return this.dataSource.getRepository(AiJob).exists({ where: { id, cancelRequestedAt: Not(IsNull()) } });
  }

  /** Closes an open row as cancelled. */
  async markCancelled(id: string, message: string): Promise<void> {
    await this.dataSource
      .getRepository(AiJob)
      .createQueryBuilder()
      .update(AiJob)
      .set({ state: 'cancelled', stage: 'Cancelled', error: message, finishedAt: new Date() })
      .where('id = :id AND state IN (:...open)', { id, open: ['queued', 'running'] })
      .execute();
  }

  transaction<T>(work: (tx: JobCompletion) => Promise<T>): Promise<T> {
    return this.dataSource.transaction((manager) => work(new JobCompletion(manager)));
  }

  async markRetrying(id: string, message: string): Promise<void> {
    await this.dataSource.getRepository(AiJob).update({ id, state: 'running' }, { state: 'queued', stage: 'Retrying after an error', error: message });
  }

  /** A cancelled row stays cancelled. */
  async markFailed(id: string, message: string): Promise<void> {
    await this.dataSource.getRepository(AiJob).update({ id, state: Not('cancelled') }, { state: 'failed', stage: 'Failed', error: message, finishedAt: new Date() });
  }

  isOpen(id: string): Promise<boolean> {
    return this.dataSource.getRepository(AiJob).exists({ where: { id, state: In(['queued', 'running']) } });
  }

  /** Fails a row that is still open; answers whether it did. */
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

  async recordProvider(id: string, provider: string): Promise<void> {
    await this.dataSource.getRepository(AiJob).update(id, { provider });
  }
}
