import { Injectable, Logger, ServiceUnavailableException } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { AiJob, JOB_QUEUE, JobData, JobItem, JobName } from '@app/shared';
import { randomUUID } from 'node:crypto';
import { DataSource, EntityManager } from 'typeorm';
import { JobQueueService, QueueUnavailableError } from './job-queue.service';

export const QUEUE_UNAVAILABLE_MESSAGE = 'The AI job queue is unavailable right now (Redis is not reachable). Nothing was started; please try again shortly.';

export interface StartPlan<N extends JobName, R> {
  name: N;
  /**
   * Writes the domain rows in the same transaction as the ai_jobs row and says what to enqueue (`data`, ids
   * only) and what else the row keeps for the worker (`payload`: Postgres only, e.g. the post's fields a
   * proposal is based on).
   */
  prepare(manager: EntityManager, jobId: string): Promise<{ data: JobData<N>; payload?: object; response: R }>;
  /** Undoes the domain side when the job could not be enqueued (the row itself is marked failed). */
  onUnavailable?(manager: EntityManager, jobId: string): Promise<void>;
}

/**
 * Starting AI work: the ai_jobs row and the domain rows in one transaction, then the enqueue with
 * jobId = row id. If Redis cannot take the job, the row is marked failed and the caller gets a 503.
 */
@Injectable()
export class JobsService {
  private readonly logger = new Logger(JobsService.name);

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly jobQueue: JobQueueService,
  ) {}

  async start<N extends JobName, R extends object>(plan: StartPlan<N, R>, requestId?: string): Promise<R & { jobId: string }> {
    const jobId = randomUUID();
    const { data, response } = await this.dataSource.transaction(async (manager) => {
      const prepared = await plan.prepare(manager, jobId);
      await manager.insert(AiJob, {
        id: jobId,
        kind: plan.name,
        queue: JOB_QUEUE[plan.name],
        state: 'queued',
        stage: 'Queued',
        payload: { ...prepared.data, ...prepared.payload } as never,
        requestId: requestId?.slice(0, 64) ?? null,
      });
      return prepared;
    });
    try {
      await this.jobQueue.queue(jobId, { name: plan.name, data: { ...data, requestId } } as JobItem);
    } catch (error) {
      if (!(error instanceof QueueUnavailableError)) throw error;
      this.logger.error(`job ${jobId} (${plan.name}) not enqueued: ${error.message}`);
      await this.dataSource
        .transaction(async (manager) => {
          await manager.update(AiJob, jobId, { state: 'failed', stage: 'Failed', error: QUEUE_UNAVAILABLE_MESSAGE, finishedAt: new Date() });
          await plan.onUnavailable?.(manager, jobId);
        })
        .catch((cleanupError: unknown) => this.logger.error({ err: cleanupError }, `could not mark job ${jobId} failed`));
      throw new ServiceUnavailableException(QUEUE_UNAVAILABLE_MESSAGE);
    }
    return { ...response, jobId };
  }

  findJob(id: string): Promise<AiJob | null> {
    return this.dataSource.getRepository(AiJob).findOneBy({ id });
  }
}
