import { INestApplicationContext } from '@nestjs/common';
import type { Agent } from 'supertest';
import { loadWorkerConfig, WorkerConfig } from '../../../worker/src/config/worker-config';
import { createWorker } from '../../../worker/src/worker.factory';
import { TestApp } from './test-app';

/** The worker's configuration for a test app: same database, Redis and queue prefix. */
export function workerConfigFor(testApp: TestApp, env: Record<string, string> = {}): WorkerConfig {
  return loadWorkerConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    DATABASE_URL: testApp.database.url,
    REDIS_URL: testApp.config.redisUrl,
    QUEUE_PREFIX: testApp.config.queuePrefix,
    ...env,
  });
}

/** The real worker, in-process, processing the test app's queues. */
export function startWorker(testApp: TestApp, env: Record<string, string> = {}): Promise<INestApplicationContext> {
  return createWorker(workerConfigFor(testApp, env));
}

export interface JobBody {
  id: string;
  state: 'queued' | 'running' | 'completed' | 'failed' | 'cancelled';
  progress: number;
  stage: string;
  error: string | null;
  result: Record<string, unknown> | null;
  [key: string]: unknown;
}

/** Polls GET /api/ai/jobs/:id as the admin UI does, until the job is completed, failed or cancelled. */
export async function waitForJob(agent: Agent, jobId: string, timeoutMs = 20_000): Promise<JobBody> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const response = await agent.get(`/api/ai/jobs/${jobId}`).expect(200);
    const job = response.body as JobBody;
    if (job.state === 'completed' || job.state === 'failed' || job.state === 'cancelled') return job;
    if (Date.now() > deadline) throw new Error(`job ${jobId} still ${job.state} (${job.stage}) after ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** Width and height from a PNG's IHDR chunk. */
export function pngSize(png: Buffer): { width: number; height: number } {
  const signature = png.subarray(0, 8).toString('hex');
  if (signature !== '89504e470d0a1a0a' || png.subarray(12, 16).toString('ascii') !== 'IHDR') throw new Error('not a PNG');
  return { width: png.readUInt32BE(16), height: png.readUInt32BE(20) };
}
