import { Injectable, Logger } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { AiJob } from '@app/contract';
import { Job, UnrecoverableError } from 'bullmq';
import { DataSource, EntityManager } from 'typeorm';
import { AiUsage } from '../providers/ai-provider';

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

  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  /**
   * Marks the row running and counts the attempt. Answers null when there is nothing to do: the row
   * is already completed (a redelivery after a crash between commit and ack) or was cancelled.
   */
  async begin(job: Job): Promise<JobRun | null> {
    const rows = this.dataSource.getRepository(AiJob);
    const row = await rows.findOneBy({ id: String(job.id) });
    if (!row) throw new UnrecoverableError(`No ai_jobs row exists for job ${job.id}`);
    if (row.state === 'completed' || row.state === 'failed') {
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

  async complete(id: string, work: (manager: EntityManager) => Promise<Completion>): Promise<Record<string, unknown>> {
    return this.dataSource.transaction(async (manager) => {
      const row = await manager.findOne(AiJob, { where: { id }, lock: { mode: 'pessimistic_write' } });
      if (!row) throw new UnrecoverableError(`No ai_jobs row exists for job ${id}`);
      if (row.state === 'completed') return row.result ?? {};
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
  }

  /** A failed attempt that BullMQ will retry: the row shows why and that it is waiting again. */
  async markRetrying(id: string, message: string): Promise<void> {
    await this.dataSource.getRepository(AiJob).update({ id, state: 'running' }, { state: 'queued', stage: 'Retrying after an error', error: message });
  }

  /** The job failed for good. */
  async markFailed(id: string, message: string): Promise<void> {
    await this.dataSource.getRepository(AiJob).update(id, { state: 'failed', stage: 'Failed', error: message, finishedAt: new Date() });
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
