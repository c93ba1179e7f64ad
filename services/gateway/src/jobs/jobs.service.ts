import { ConflictException, HttpException, HttpStatus, Inject, Injectable, Logger, NotFoundException, ServiceUnavailableException } from '@nestjs/common';
import {
  ACTIVE_JOB_STATES,
  ACTIVE_JOB_TARGET_INDEX,
  AiJob,
  AiJobName,
  AiJobStage,
  budgetReachedMessage,
  JOB_QUEUE,
  JobData,
  JobItem,
  JobName,
  jobTarget,
} from '@app/contract';
import { randomUUID } from 'node:crypto';
import { EntityManager, QueryFailedError } from 'typeorm';
import { APP_CONFIG, AppConfig } from '../config/app-config';
import { JobQueueService, QueueUnavailableError } from './job-queue.service';
import { JobsRepository, JobsTransaction } from './jobs.repository';

export const CANCELLED_MESSAGE = 'Cancelled by the admin';
const RETRYABLE_STATES: readonly AiJob['state'][] = ['failed', 'cancelled'];

export const QUEUE_UNAVAILABLE_MESSAGE = 'The AI job queue is unavailable right now (Redis is not reachable). Nothing was started; please try again shortly.';
export const LOST_JOB_MESSAGE = 'Lost from the job queue (Redis no longer held it); a new job replaced it';

/** The 409 when the same work is already queued or running (one open job of a kind per target). */
export const ALREADY_QUEUED_MESSAGES: Record<AiJobName, string> = {
  [JobName.GenerateIdeas]: 'These ideas are already being generated.',
  [JobName.ProduceArticle]: 'This production already has an article job in progress.',
  [JobName.ReviseArticle]: 'This production already has a revision in progress.',
  [JobName.RegenerateProductionImage]: 'This production already has an image job in progress.',
  [JobName.RegeneratePostImage]: 'This post already has an image job in progress.',
  [JobName.RefreshArticle]: 'This post is already being refreshed.',
  [JobName.CheckClaims]: "This post's claims are already being reviewed.",
  [JobName.ImportPosts]: 'This import is already running.',
  [JobName.RewriteSentence]: 'This sentence is already being rewritten.',
};

/**
 * An open row whose BullMQ job is gone and is older than this was lost with Redis data (a restart
 * without AOF, a flush) and would block its target for ever. Younger rows may be between their commit
 * and their enqueue, so they always count.
 */
export const LOST_JOB_AFTER_MS = 60_000;

const UNIQUE_VIOLATION = '23505';

export interface StartPlan<N extends AiJobName, R> {
  name: N;
  /**
   * Writes the domain rows in the same transaction as the ai_jobs row and says what to enqueue (`data`, ids
   * only) and what else the row keeps for the worker (`payload`: Postgres only, e.g. the post's fields a
   * proposal is based on).
   */
  prepare(manager: EntityManager, jobId: string): Promise<{ data: JobData<N>; payload?: object; response: R }>;
  /** False for work that spends nothing on AI (an import): the monthly AI budget does not gate it. */
  spendsAi?: boolean;
  /** Undoes the domain side when the job could not be enqueued (the row itself is marked failed). */
  onUnavailable?(manager: EntityManager, jobId: string): Promise<void>;
}

/** 429 when AI_MAX_OPEN_JOBS jobs are already queued or running. */
export class TooManyOpenJobsException extends HttpException {
  constructor(readonly maxOpenJobs: number) {
    super(
      `Too many AI jobs are queued or running: at most ${maxOpenJobs} at once (AI_MAX_OPEN_JOBS). Wait for one to finish, or cancel one, then try again.`,
      HttpStatus.TOO_MANY_REQUESTS,
    );
  }
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
    private readonly repository: JobsRepository,
    private readonly jobQueue: JobQueueService,
    @Inject(APP_CONFIG) private readonly config: Pick<AppConfig, 'aiMonthlyBudgetUsd' | 'aiStartThrottle'>,
  ) {}

  async start<N extends AiJobName, R extends object>(plan: StartPlan<N, R>, requestId?: string): Promise<R & { jobId: string }> {
    if (plan.spendsAi !== false) await this.assertWithinBudget();
    await this.releaseLostJobsAtCap();
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
    return this.repository.findJob(id);
  }

  /** The job and its stage rows (stages not started yet have none). */
  async findJobWithStages(id: string): Promise<{ job: AiJob; stages: AiJobStage[] } | null> {
    const job = await this.findJob(id);
    if (!job) return null;
    return { job, stages: await this.repository.findStages(id) };
  }

  /** 402 once the month's AI spend has reached AI_MONTHLY_BUDGET_USD (unset: no limit). */
  async assertWithinBudget(): Promise<void> {
    const budget = this.config.aiMonthlyBudgetUsd;
    if (budget === null) return;
    const reached = budgetReachedMessage(budget, await this.repository.monthlySpendUsd());
    if (reached) throw new HttpException({ statusCode: HttpStatus.PAYMENT_REQUIRED, message: reached }, HttpStatus.PAYMENT_REQUIRED);
  }

  /**
   * Queued: removed from its queue and cancelled at once (its production left as a stopped job leaves it).
   * Running (or already taken by a worker): marked, and the worker stops at the next stage boundary, writing
   * nothing. A finished job answers 409.
   */
  async cancel(id: string): Promise<AiJob> {
    const job = await this.findJob(id);
    if (!job) throw new NotFoundException('Job not found');
    if (!ACTIVE_JOB_STATES.includes(job.state)) throw new ConflictException(`This job is already ${job.state}: only a queued or running job can be cancelled.`);
    if (job.state === 'queued' && (await this.jobQueue.cancel(id, job.queue))) {
      await this.repository.transaction(async (tx) => {
        const closed = await tx.update({ id, state: 'queued' }, { state: 'cancelled', stage: 'Cancelled', error: CANCELLED_MESSAGE, cancelRequestedAt: new Date(), finishedAt: new Date() });
        const { productionId, importId } = job.payload as { productionId?: unknown; importId?: unknown };
        if (closed && typeof productionId === 'number') await tx.settleStoppedProductionJob(job.kind, productionId, CANCELLED_MESSAGE);
        // An import cancelled before it started: its run says so (nothing of it was applied).
        if (closed && job.kind === JobName.ImportPosts && typeof importId === 'string') await tx.finishImport(importId, 'cancelled');
      });
    } else {
      await this.repository.update({ id, state: ACTIVE_JOB_STATES }, { cancelRequestedAt: new Date() });
    }
    return (await this.findJob(id))!;
  }

  /**
   * A failed or cancelled job goes back on its queue under the same id; the worker resumes at its first
   * unfinished stage (finished stages keep their output and are not called again). 409 in other states or
   * when the same work is open again meanwhile; 402 over budget; 503 when Redis cannot take it.
   */
  async retry(id: string): Promise<AiJob> {
    const job = await this.findJob(id);
    if (!job) throw new NotFoundException('Job not found');
    if (!RETRYABLE_STATES.includes(job.state)) throw new ConflictException(`This job is ${job.state}: only a failed or cancelled job can be retried.`);
    if (job.kind !== JobName.ImportPosts) await this.assertWithinBudget();
    await this.releaseLostJobsAtCap();
    try {
      await this.repository.transaction(async (tx) => {
        await this.assertOpenJobRoom(tx);
        const reopened = await tx.update({ id, state: RETRYABLE_STATES }, { state: 'queued', stage: 'Queued', error: null, cancelRequestedAt: null, finishedAt: null });
        if (!reopened) throw new ConflictException('This job changed meanwhile: reload it and try again.');
      });
    } catch (error) {
      if (isActiveTargetViolation(error)) throw new ConflictException(ALREADY_QUEUED_MESSAGES[job.kind]);
      throw error;
    }
    try {
      await this.jobQueue.requeue(id, jobItemOf(job));
    } catch (error) {
      await this.repository.update({ id, state: 'queued' }, { state: job.state, stage: job.stage, error: job.error, finishedAt: job.finishedAt });
      if (error instanceof QueueUnavailableError) throw new ServiceUnavailableException(QUEUE_UNAVAILABLE_MESSAGE);
      throw error;
    }
    return (await this.findJob(id))!;
  }

  private async startOnce<N extends AiJobName, R extends object>(plan: StartPlan<N, R>, requestId?: string): Promise<R & { jobId: string }> {
    const jobId = randomUUID();
    const { data, response } = await this.repository.transaction(async (tx) => {
      await this.assertOpenJobRoom(tx);
      const prepared = await plan.prepare(tx.manager, jobId);
      const target = jobTarget({ name: plan.name, data: prepared.data });
      try {
        await tx.insert({
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
      await this.jobQueue.queue(jobId, { name: plan.name, data: { ...data, requestId } });
    } catch (error) {
      if (!(error instanceof QueueUnavailableError)) throw error;
      this.logger.error(`job ${jobId} (${plan.name}) not enqueued: ${error.message}`);
      await this.repository
        .transaction(async (tx) => {
          await tx.update({ id: jobId }, { state: 'failed', stage: 'Failed', error: QUEUE_UNAVAILABLE_MESSAGE, finishedAt: new Date() });
          await plan.onUnavailable?.(tx.manager, jobId);
        })
        .catch((cleanupError: unknown) => this.logger.error({ err: cleanupError }, `could not mark job ${jobId} failed`));
      throw new ServiceUnavailableException(QUEUE_UNAVAILABLE_MESSAGE);
    }
    return { ...response, jobId };
  }

  /**
   * Inside a start's (or retry's) transaction, under the start lock: 429 when AI_MAX_OPEN_JOBS jobs are
   * already queued or running, so jobs started at once cannot pass the cap together.
   */
  private async assertOpenJobRoom(tx: JobsTransaction): Promise<void> {
    const max = this.config.aiStartThrottle.maxOpenJobs;
    if ((await tx.lockAndCountOpen()) >= max) throw new TooManyOpenJobsException(max);
  }

  /**
   * At the cap, open rows whose BullMQ job is gone (lost with Redis data, over LOST_JOB_AFTER_MS old) are
   * failed first, so a Redis loss cannot keep the cap full for ever.
   */
  private async releaseLostJobsAtCap(): Promise<void> {
    if ((await this.repository.countOpen()) < this.config.aiStartThrottle.maxOpenJobs) return;
    for (const open of await this.repository.openSince(new Date(Date.now() - LOST_JOB_AFTER_MS))) {
      if ((await this.jobQueue.holds(open.id, open.queue)) !== false) continue;
      await this.markLost(open);
    }
  }

  private async markLost(open: AiJob): Promise<void> {
    await this.repository.update({ id: open.id, state: ACTIVE_JOB_STATES }, { state: 'failed', stage: 'Failed', error: LOST_JOB_MESSAGE, finishedAt: new Date() });
    this.logger.warn(`job ${open.id} (${open.kind} on ${open.target ?? 'no target'}) was no longer in its queue: marked failed`);
  }

  /**
   * Answers whether the target is free to try again: the open job finished meanwhile, or it was lost
   * from Redis (then its row is failed here). A job Redis still holds, or cannot vouch for, keeps it.
   */
  private async releaseLostJob(kind: AiJobName, target: string): Promise<boolean> {
    const open = await this.repository.findOpen(kind, target);
    if (!open) return true;
    if (Date.now() - open.createdAt.getTime() < LOST_JOB_AFTER_MS) return false;
    if ((await this.jobQueue.holds(open.id, open.queue)) !== false) return false;
    await this.markLost(open);
    return true;
  }
}

/** The queue item of a stored job: the ids its payload holds (the payload also keeps what only Postgres needs). */
export function jobItemOf(job: AiJob): JobItem<AiJobName> {
  const payload = job.payload as { productionId?: number; postId?: number; baseUpdatedAt?: string };
  const base = { baseUpdatedAt: payload.baseUpdatedAt, requestId: job.requestId ?? undefined };
  switch (job.kind) {
    case JobName.GenerateIdeas:
      return { name: JobName.GenerateIdeas, data: { requestId: base.requestId } };
    case JobName.ProduceArticle:
    case JobName.ReviseArticle:
    case JobName.RegenerateProductionImage:
      return { name: job.kind, data: { ...base, productionId: Number(payload.productionId) } };
    case JobName.RegeneratePostImage:
      return { name: JobName.RegeneratePostImage, data: { ...base, postId: Number(payload.postId) } };
    case JobName.RefreshArticle:
      return { name: JobName.RefreshArticle, data: { ...base, postId: Number(payload.postId) } };
    case JobName.CheckClaims:
      return { name: JobName.CheckClaims, data: { requestId: base.requestId, postId: Number(payload.postId) } };
    case JobName.ImportPosts:
      return { name: JobName.ImportPosts, data: { requestId: base.requestId, importId: String((job.payload as { importId?: unknown }).importId) } };
    case JobName.RewriteSentence:
      return { name: JobName.RewriteSentence, data: { ...base, postId: Number(payload.postId), sentenceKey: String((job.payload as { sentenceKey?: unknown }).sentenceKey ?? '') } };
    default:
      throw new ConflictException(`Jobs of kind "${job.kind}" cannot be retried.`);
  }
}
