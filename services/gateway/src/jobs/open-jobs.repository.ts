import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { ACTIVE_JOB_STATES, AiJob } from '@app/contract';
import { DataSource, EntityManager, In, LessThan } from 'typeorm';

/** Keys of the transaction-scoped advisory lock that serialises AI starts and retries (the open-jobs cap). */
const OPEN_JOBS_LOCK = [0x6169_6a6f, 1] as const;

/** The AI jobs that are open (queued or running), for the cap on how many may be open at once. */
@Injectable()
export class OpenJobsRepository {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  /**
   * Takes the start lock for the rest of `manager`'s transaction, then counts the open jobs: two starts
   * at once cannot both read "one below the cap".
   */
  async lockAndCount(manager: EntityManager): Promise<number> {
    await manager.query('SELECT pg_advisory_xact_lock($1, $2)', [...OPEN_JOBS_LOCK]);
    return manager.countBy(AiJob, { state: In([...ACTIVE_JOB_STATES]) });
  }

  count(): Promise<number> {
    return this.dataSource.getRepository(AiJob).countBy({ state: In([...ACTIVE_JOB_STATES]) });
  }

  /** Open jobs created before `before`, oldest first (candidates for having been lost from Redis). */
  openSince(before: Date): Promise<AiJob[]> {
    return this.dataSource.getRepository(AiJob).find({ where: { state: In([...ACTIVE_JOB_STATES]), createdAt: LessThan(before) }, order: { createdAt: 'ASC' } });
  }
}
