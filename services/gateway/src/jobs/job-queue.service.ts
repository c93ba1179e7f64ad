import { ConflictException, Inject, Injectable, Logger, OnApplicationShutdown, OnModuleInit } from '@nestjs/common';
import { AiJobName, failFastRedisOptions, JOB_QUEUE, JobItem, JobName, QueueName, SystemJobName, systemJobId } from '@app/contract';
import { JobsOptions, Queue } from 'bullmq';
import { APP_CONFIG, AppConfig } from '../config/app-config';

/** How long an enqueue may take before we call Redis unreachable (the API promises a 503 within 2 s). */
export const ENQUEUE_TIMEOUT_MS = 1500;

export class QueueUnavailableError extends Error {
  override readonly name = 'QueueUnavailableError';
}

/** The BullMQ job states worth reporting (`wait` is the list KEDA scales on). */
export const QUEUE_STATES = ['wait', 'prioritized', 'active', 'delayed', 'waiting-children', 'completed', 'failed'] as const;

const KEEP_COMPLETED = { age: 24 * 3600, count: 1000 };
const KEEP_FAILED = { age: 7 * 24 * 3600, count: 5000 };

/**
 * Job options, decided in one place. LLM calls fail transiently (rate limits, timeouts), so article
 * jobs get more attempts and longer backoff; every backoff is exponential with jitter so a burst
 * of failures does not retry in lockstep. Redis keeps only recent jobs: ai_jobs rows keep history.
 * A scheduled go-live is delayed until its time and removed once done, so scheduling the same time
 * again later adds a fresh job.
 */
export function jobOptions(item: JobItem, jobId: string): JobsOptions {
  const base = { jobId, removeOnComplete: KEEP_COMPLETED, removeOnFail: KEEP_FAILED };
  switch (item.name) {
    case JobName.GenerateIdeas:
    case JobName.CheckClaims:
      return { ...base, attempts: 3, backoff: { type: 'exponential', delay: 2000, jitter: 0.5 } };
    case JobName.ProduceArticle:
    case JobName.ReviseArticle:
    case JobName.RefreshArticle:
    case JobName.RewriteSentence:
      return { ...base, attempts: 4, backoff: { type: 'exponential', delay: 5000, jitter: 0.5 } };
    case JobName.RegenerateProductionImage:
    case JobName.RegeneratePostImage:
      return { ...base, attempts: 3, backoff: { type: 'exponential', delay: 1000, jitter: 0.5 } };
    case JobName.ImportPosts:
      // Resumable (pending items only), so a crash retries where it stopped.
      return { ...base, attempts: 3, backoff: { type: 'exponential', delay: 2000, jitter: 0.5 } };
    case JobName.PublishScheduledPost: {
      const delay = Math.max(0, new Date(item.data.publishAt).getTime() - Date.now());
      return { jobId, delay, attempts: 5, backoff: { type: 'exponential', delay: 1000 }, removeOnComplete: true, removeOnFail: true };
    }
  }
}

export function withTimeout<T>(promise: Promise<T>, ms: number, what: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => reject(new QueueUnavailableError(`${what} timed out after ${ms} ms`)), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

/**
 * The gateway's only way onto the queues. Controllers and services call `queue` (an AI job, after its
 * ai_jobs row) or `queueSystem` / `removeSystem` (a system job, no row), never a Queue.
 */
@Injectable()
export class JobQueueService implements OnModuleInit, OnApplicationShutdown {
  private readonly logger = new Logger(JobQueueService.name);
  private readonly queues = new Map<QueueName, Queue>();

  constructor(@Inject(APP_CONFIG) private readonly config: AppConfig) {}

  /** Connect at boot, so the first request does not pay for the connection. */
  onModuleInit(): void {
    for (const name of Object.values(QueueName)) this.queueFor(name);
  }

  /** Adds an AI job with jobId = its ai_jobs row id (adding the same id twice is a no-op). */
  queue<N extends AiJobName>(jobId: string, item: JobItem<N>): Promise<void> {
    // A JobItem<N> is one of JobItem's members; TypeScript cannot see that for a generic N.
    return this.add(jobId, item as JobItem);
  }

  /** Adds a system job under the id its data decides (systemJobId): the same item twice is one job. */
  queueSystem<N extends SystemJobName>(item: JobItem<N>): Promise<void> {
    return this.add(systemJobId(item), item as JobItem);
  }

  /** Drops a system job (a reschedule's old time); one already gone or never added is fine. */
  async removeSystem<N extends SystemJobName>(item: JobItem<N>): Promise<void> {
    const jobId = systemJobId(item);
    try {
      await withTimeout(this.queueFor(JOB_QUEUE[item.name]).remove(jobId), ENQUEUE_TIMEOUT_MS, 'remove');
    } catch (error) {
      throw new QueueUnavailableError(`Could not remove ${jobId}: ${(error as Error).message}`);
    }
  }

  private async add(jobId: string, item: JobItem): Promise<void> {
    const queue = this.queueFor(JOB_QUEUE[item.name]);
    try {
      await withTimeout(queue.add(item.name, item.data, jobOptions(item, jobId)), ENQUEUE_TIMEOUT_MS, 'enqueue');
    } catch (error) {
      throw new QueueUnavailableError(`Could not enqueue ${item.name}: ${(error as Error).message}`);
    }
  }

  /**
   * Puts a finished job (failed or cancelled) back under the same id: BullMQ keeps failed jobs for a while
   * and ignores an add with a known id, so the old one is removed first. A job a worker still holds (a
   * cancel on its way to the next stage boundary) answers 409.
   */
  async requeue(jobId: string, item: JobItem<AiJobName>): Promise<void> {
    const queue = this.queueFor(JOB_QUEUE[item.name]);
    try {
      const old = await withTimeout(queue.getJob(jobId), ENQUEUE_TIMEOUT_MS, 'job lookup');
      if (old && (await old.getState()) === 'active') throw new ConflictException('This job is still stopping: try again in a moment.');
      await old?.remove();
    } catch (error) {
      if (error instanceof ConflictException) throw error;
      throw new QueueUnavailableError(`Could not requeue ${item.name}: ${(error as Error).message}`);
    }
    await this.queue(jobId, item);
  }

  /** Removes a job that has not started yet. Answers whether it was removed; an active job stays. */
  async cancel(jobId: string, queueName: QueueName): Promise<boolean> {
    const queue = this.queueFor(queueName);
    try {
      return await withTimeout(
        (async () => {
          const job = await queue.getJob(jobId);
          if (!job) return false;
          const state = await job.getState();
          if (!['waiting', 'delayed', 'prioritized', 'waiting-children'].includes(state)) return false;
          await job.remove();
          return true;
        })(),
        ENQUEUE_TIMEOUT_MS,
        'cancel',
      );
    } catch (error) {
      this.logger.warn(`Could not remove job ${jobId} from ${queueName}: ${(error as Error).message}`);
      return false;
    }
  }

  /** Whether BullMQ still holds the job, in any state; null when Redis cannot say. */
  async holds(jobId: string, queueName: QueueName): Promise<boolean | null> {
    try {
      return Boolean(await withTimeout(this.queueFor(queueName).getJob(jobId), ENQUEUE_TIMEOUT_MS, 'job lookup'));
    } catch (error) {
      this.logger.warn(`Could not look up job ${jobId} in ${queueName}: ${(error as Error).message}`);
      return null;
    }
  }

  /** Every queue, for the operators' views (metrics, Bull Board); application code enqueues through `queue`. */
  allQueues(): ReadonlyArray<Queue> {
    return Object.values(QueueName).map((name) => this.queueFor(name));
  }

  /** Job counts by state for every queue, read from Redis (bounded: throws QueueUnavailableError when Redis does not answer). */
  async jobCounts(): Promise<Map<QueueName, Record<string, number>>> {
    const names = Object.values(QueueName);
    const counts = await withTimeout(
      Promise.all(names.map((name) => this.queueFor(name).getJobCounts(...QUEUE_STATES))),
      ENQUEUE_TIMEOUT_MS,
      'job counts',
    );
    return new Map(names.map((name, index) => [name, counts[index]]));
  }

  private queueFor(name: QueueName): Queue {
    let queue = this.queues.get(name);
    if (!queue) {
      queue = new Queue(name, {
        prefix: this.config.queuePrefix,
        // Fail fast while Redis is down instead of queueing commands in memory.
        connection: failFastRedisOptions(this.config.redisUrl, { connectTimeout: 1000 }),
      });
      let reported = false;
      queue.on('error', (error) => {
        if (!reported) this.logger.warn(`Queue ${name}: ${error.message}`);
        reported = true;
      });
      this.queues.set(name, queue);
    }
    return queue;
  }

  async onApplicationShutdown(): Promise<void> {
    // Bounded: with Redis down a close could otherwise wait for a reconnect that never comes.
    const closing = Promise.all([...this.queues.values()].map((queue) => queue.close().catch(() => undefined)));
    await withTimeout(closing, 2000, 'close').catch(() => undefined);
  }
}
