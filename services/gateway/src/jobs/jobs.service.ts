import { ConflictException, Injectable, Logger, ServiceUnavailableException } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import {
  ACTIVE_JOB_STATES,
  ACTIVE_JOB_TARGET_INDEX,
  AiJob,
  JOB_QUEUE,
  JobData,
  JobItem,
  JobName,
  jobTarget,
  QueueName,
} from '@app/contract';
import { randomUUID } from 'node:crypto';
import { DataSource, EntityManager, In, QueryFailedError } from 'typeorm';
import { JobQueueService, QueueUnavailableError } from './job-queue.service';

export const QUEUE_UNAVAILABLE_MESSAGE = 'The AI job queue is unavailable right now (Redis is not reachable). Nothing was started; please try again shortly.';
export const LOST_JOB_MESSAGE = 'Lost from the job queue (Redis no longer held it); a new job replaced it';

/** The 409 when the same work is already queued or running (one open job of a kind per target). */
export const ALREADY_QUEUED_MESSAGES: Record<JobName, string> = {
  [JobName.GenerateIdeas]: 'These ideas are already being generated.',
  [JobName.ProduceArticle]: 'This production already has an article job in progress.',
  [JobName.ReviseArticle]: 'This production already has a revision in progress.',
  [JobName.RegenerateProductionImage]: 'This production already has an image job in progress.',
  [JobName.RegeneratePostImage]: 'This post already has an image job in progress.',
};

/**
 * An open row whose BullMQ job is gone and is older than this was lost with Redis data (a restart
 * without AOF, a flush) and would block its target for ever. Younger rows may be between their commit
 * and their enqueue, so they always count.
 */
export const LOST_JOB_AFTER_MS = 60_000;

const UNIQUE_VIOLATION = '23505';

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

/** The insert met an open job of the same kind for the same target. */
class TargetBusyError extends Error {
  constructor(readonly target: string) {
    super(`an open job already works on ${target}`);
  }
}

function isActiveTargetViolation(error: unknown): boolean {
  const details = error as { code?: string; constraint?: string };
  return error instanceof QueryFailedError && details.code === UNIQUE_VIOLATION && details.constraint === ACTIVE_JOB_TARGET_INDEX;
}

/**
 * Starting AI work: the ai_jobs row and the domain rows in one transaction, then the enqueue with
 * jobId = row id. If Redis cannot take the job, the row is marked failed and the caller gets a 503.
 * The row carries the job's target; the database admits one open job of a kind per target, so a
 * second start of the same work answers 409 however the requests interleave.
 */
@Injectable()
export class JobsService {
  private readonly logger = new Logger(JobsService.name);

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly jobQueue: JobQueueService,
  ) {}

  async start<N extends JobName, R extends object>(plan: StartPlan<N, R>, requestId?: string): Promise<R & { jobId: string }> {
    for (let attempt = 1; ; attempt += 1) {
      try {
        return await this.startOnce(plan, requestId);
      } catch (error) {
        if (!(error instanceof TargetBusyError)) throw error;
        if (attempt > 1 || !(await this.releaseLostJob(plan.name, error.target))) {
          throw new ConflictException(ALREADY_QUEUED_MESSAGES[plan.name]);
        }
      }
    }
  }

  findJob(id: string): Promise<AiJob | null> {
    return this.dataSource.getRepository(AiJob).findOneBy({ id });
  }

  private async startOnce<N extends JobName, R extends object>(plan: StartPlan<N, R>, requestId?: string): Promise<R & { jobId: string }> {
    const jobId = randomUUID();
    const { data, response } = await this.dataSource.transaction(async (manager) => {
      const prepared = await plan.prepare(manager, jobId);
      const target = jobTarget({ name: plan.name, data: prepared.data } as JobItem);
      try {
        await manager.insert(AiJob, {
          id: jobId,
          kind: plan.name,
          queue: JOB_QUEUE[plan.name],
          target,
          state: 'queued',
          stage: 'Queued',
          payload: { ...prepared.data, ...prepared.payload } as never,
          requestId: requestId?.slice(0, 64) ?? null,
        });
      } catch (error) {
        // The whole transaction rolls back: nothing of this start remains.
        throw target && isActiveTargetViolation(error) ? new TargetBusyError(target) : error;
      }
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

  /**
   * Answers whether the target is free to try again: the open job finished meanwhile, or it was lost
   * from Redis (then its row is failed here). A job Redis still holds, or cannot vouch for, keeps it.
   */
  private async releaseLostJob(kind: JobName, target: string): Promise<boolean> {
    const rows = this.dataSource.getRepository(AiJob);
    const open = await rows.findOneBy({ kind, target, state: In([...ACTIVE_JOB_STATES]) });
    if (!open) return true;
    if (Date.now() - open.createdAt.getTime() < LOST_JOB_AFTER_MS) return false;
    if ((await this.jobQueue.holds(open.id, open.queue as QueueName)) !== false) return false;
    await rows.update({ id: open.id, state: In([...ACTIVE_JOB_STATES]) }, { state: 'failed', stage: 'Failed', error: LOST_JOB_MESSAGE, finishedAt: new Date() });
    this.logger.warn(`job ${open.id} (${kind} on ${target}) was no longer in its queue: marked failed so the work can start again`);
    return true;
  }
}
