import {
  AiJob,
  AiProduction,
  BlogPost,
  JOB_QUEUE,
  JobName,
  proposalFieldsOf,
  redisConnectionOptions,
} from '@app/contract';
import { DEFAULT_AUTHOR, DRAFT_PLACEHOLDER_CONTENT, slugify } from '@app/site';
import { Queue } from 'bullmq';
import { randomUUID } from 'node:crypto';
import { DataSource } from 'typeorm';

let sequence = 0;

/**
 * A draft post waiting for AI, its production and the queued ai_jobs row, as the gateway writes them (the
 * post's version in the job data, its fields in the row). `legacy` leaves those out, like a job queued
 * before proposals existed.
 */
export async function createQueuedProduction(dataSource: DataSource, overrides: Partial<BlogPost> = {}, options: { legacy?: boolean } = {}) {
  sequence += 1;
  const title = overrides.title ?? `Cutting a documentary trailer ${sequence}`;
  const jobId = randomUUID();
  return dataSource.transaction(async (manager) => {
    const post = await manager.save(
      BlogPost,
      manager.create(BlogPost, {
        title,
        slug: slugify(title),
        excerpt: '',
        content: DRAFT_PLACEHOLDER_CONTENT,
        category: 'Video Editing',
        author: DEFAULT_AUTHOR,
        keywords: ['trailers'],
        published: false,
        status: 'draft',
        ...overrides,
      }),
    );
    const production = await manager.save(AiProduction, manager.create(AiProduction, { postId: post.id, title, status: 'queued', currentJobId: jobId }));
    const data = options.legacy ? { productionId: production.id } : { productionId: production.id, baseUpdatedAt: post.updatedAt.toISOString() };
    const payload = options.legacy ? data : { ...data, base: proposalFieldsOf(post) };
    await manager.insert(AiJob, { id: jobId, kind: JobName.ProduceArticle, queue: JOB_QUEUE[JobName.ProduceArticle], payload: payload as never });
    return { post, production, jobId, data };
  });
}

/** Enqueues like the gateway's JobQueueService (jobId = row id, several attempts). */
export async function enqueue(redisUrl: string, prefix: string, name: JobName, jobId: string, data: object): Promise<Queue> {
  const queue = new Queue(JOB_QUEUE[name], { prefix, connection: redisConnectionOptions(redisUrl) });
  await queue.add(name, data, { jobId, attempts: 3, backoff: { type: 'exponential', delay: 200 } });
  return queue;
}
