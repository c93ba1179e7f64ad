import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { ACTIVE_JOB_STATES, AiJob, AiJobStage, finishImport, ImportState, StoppedJobRepository, BudgetRepository } from '@app/contract';
import { DataSource, EntityManager, FindOptionsWhere, In, LessThan } from 'typeorm';

/** Keys of the transaction-scoped advisory lock that serialises AI starts and retries (the open-jobs cap). */
const OPEN_JOBS_LOCK = [0x6169_6a6f, 1] as const;

/** Which job an update touches: by id, optionally only while it is in one state (or one of several). */
export interface JobMatch {
  id: string;
  state?: AiJob['state'] | readonly AiJob['state'][];
}

export type JobChanges = Partial<Pick<AiJob, 'state' | 'stage' | 'error' | 'cancelRequestedAt' | 'finishedAt'>>;

export type NewJob = Pick<AiJob, 'id' | 'kind' | 'queue' | 'target' | 'state' | 'stage' | 'payload' | 'requestId'>;

function whereOf({ id, state }: JobMatch): FindOptionsWhere<AiJob> {
  if (state === undefined) return { id };
  return { id, state: typeof state === 'string' ? state : In([...state]) };
}

/** Updates the matching job; true when a row changed. */
async function updateJob(manager: EntityManager, match: JobMatch, changes: JobChanges): Promise<boolean> {
  const result = await manager.update(AiJob, whereOf(match), changes);
  return Boolean(result.affected);
}

/**
 * The job writes of one transaction. `manager` is that transaction, for the domain rows a start's plan
 * writes with the job's row (StartPlan.prepare, onUnavailable).
 */
export class JobsTransaction {
  constructor(readonly manager: EntityManager) {}

  /**
   * Takes the start lock for the rest of the transaction, then counts the open jobs: two starts at once
   * cannot both read "one below the cap".
   */
  async lockAndCountOpen(): Promise<number> {
    await this.manager.query('SELECT pg_advisory_xact_lock($1, $2)', [...OPEN_JOBS_LOCK]);
    return this.manager.countBy(AiJob, { state: In([...ACTIVE_JOB_STATES]) });
  }

  async insert(job: NewJob): Promise<void> {
    await this.manager.insert(AiJob, { ...job, payload: job.payload as never });
  }

  update(match: JobMatch, changes: JobChanges): Promise<boolean> {
    return updateJob(this.manager, match, changes);
  }

  /** The production a stopped job worked on, left as the shared rule (@app/contract) leaves it. */
  settleStoppedProductionJob(kind: string, productionId: number, message: string): Promise<void> {
    return new StoppedJobRepository(this.manager).settleStoppedProductionJob(kind, productionId, message);
  }

  /** Closes an import run in `state` (the shared rule in @app/contract). */
  async finishImport(importId: string, state: ImportState): Promise<void> {
    await finishImport(this.manager, importId, state);
  }
}

/**
 * Every query of JobsService: the ai_jobs rows, their stages, the month's spend and the open jobs the cap
 * counts. `transaction` runs work in a new transaction.
 */
@Injectable()
export class JobsRepository {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  findJob(id: string): Promise<AiJob | null> {
    return this.dataSource.getRepository(AiJob).findOneBy({ id });
  }

  /** The job's stage rows in order (stages not started yet have none). */
  findStages(jobId: string): Promise<AiJobStage[]> {
    return this.dataSource.getRepository(AiJobStage).find({ where: { jobId }, order: { position: 'ASC' } });
  }

  /** The open job of a kind on a target, if any. */
  findOpen(kind: AiJob['kind'], target: string): Promise<AiJob | null> {
    return this.dataSource.getRepository(AiJob).findOneBy({ kind, target, state: In([...ACTIVE_JOB_STATES]) });
  }

  /** This month's AI spend (the shared rule in @app/contract). */
  monthlySpendUsd(): Promise<number> {
    return new BudgetRepository(this.dataSource.manager).monthlySpendUsd();
  }

  countOpen(): Promise<number> {
    return this.dataSource.getRepository(AiJob).countBy({ state: In([...ACTIVE_JOB_STATES]) });
  }

  /** Open jobs created before `before`, oldest first (candidates for having been lost from Redis). */
  openSince(before: Date): Promise<AiJob[]> {
    return this.dataSource.getRepository(AiJob).find({ where: { state: In([...ACTIVE_JOB_STATES]), createdAt: LessThan(before) }, order: { createdAt: 'ASC' } });
  }

  update(match: JobMatch, changes: JobChanges): Promise<boolean> {
    return updateJob(this.dataSource.manager, match, changes);
  }

  transaction<T>(work: (tx: JobsTransaction) => Promise<T>): Promise<T> {
    return this.dataSource.transaction((manager) => work(new JobsTransaction(manager)));
  }
}
