import { INestApplicationContext } from '@nestjs/common';
import { AiJob, AiJobName, JobName } from '@app/contract';
import { DRAFT_PLACEHOLDER_CONTENT } from '@app/site';
import { randomUUID } from 'node:crypto';
import request from 'supertest';
import { LOST_JOB_MESSAGE } from '../src/jobs/jobs.service';
import { createPost } from './factories/post.factory';
import { startWorker, waitForJob } from './support/ai-worker';
import { loginAgent } from './support/login';
import { createTestApp, TestApp } from './support/test-app';

const PARALLEL = 5;

describe('The same AI work is never queued twice (409 while it is queued or running)', () => {
  let sut: TestApp;
  let admin: request.Agent;
  let worker: INestApplicationContext | undefined;

  beforeAll(async () => {
    // Parallel clicks are the point here, not the start rate limit.
    sut = await createTestApp({ AI_START_MAX: '10000', AI_START_GLOBAL_MAX: '10000', AI_MAX_OPEN_JOBS: '100000' });
    admin = await loginAgent(sut);
  });

  afterAll(async () => {
    await worker?.close();
    await sut?.close();
  });

  /** Runs the queued work to its end with a real worker, then stops it again so new jobs stay queued. */
  async function runToCompletion(jobId: string): Promise<void> {
    worker = await startWorker(sut);
    try {
      expect((await waitForJob(admin, jobId)).state).toBe('completed');
    } finally {
      await worker.close();
      worker = undefined;
    }
  }

  async function clickManyTimes(path: string, body: object = {}): Promise<request.Response[]> {
    return Promise.all(Array.from({ length: PARALLEL }, () => admin.post(path).send(body)));
  }

  function oneAccepted(responses: request.Response[], message: string): request.Response {
    expect(responses.map((response) => response.status).sort()).toEqual([202, ...Array(PARALLEL - 1).fill(409)]);
    for (const refused of responses.filter((response) => response.status === 409)) {
      expect(refused.body).toEqual({ statusCode: 409, message });
    }
    return responses.find((response) => response.status === 202)!;
  }

  const openJobs = (kind: AiJobName, target: string) => sut.dataSource.getRepository(AiJob).countBy({ kind, target, state: 'queued' });

  it('post image: parallel clicks make one job; another is allowed once it has finished', async () => {
    const post = await createPost(sut.dataSource, { title: 'One cover at a time' });
    const path = `/api/admin/blog/posts/${post.id}/regenerate-image`;

    const accepted = oneAccepted(await clickManyTimes(path), 'This post already has an image job in progress.');
    expect(await openJobs(JobName.RegeneratePostImage, `post:${post.id}`)).toBe(1);
    await admin.post(path).expect(409);

    await runToCompletion(accepted.body.jobId);
    const again = await admin.post(path).expect(202);
    expect(again.body.jobId).not.toBe(accepted.body.jobId);
    // Other posts were never blocked.
    const other = await createPost(sut.dataSource, { title: 'Another cover' });
    await admin.post(`/api/admin/blog/posts/${other.id}/regenerate-image`).expect(202);
  });

  it('production image and revision: one job each per production', async () => {
    const start = await admin.post('/api/ai/single/production/start').send({ title: 'Conflicts, written once', category: 'Video Editing' }).expect(202);
    const productionId = start.body.production.id as number;
    await runToCompletion(start.body.jobId);

    const image = oneAccepted(await clickManyTimes(`/api/ai/productions/${productionId}/regenerate-image`), 'This production already has an image job in progress.');
    const revisions = await clickManyTimes(`/api/ai/productions/${productionId}/revise`, { feedback: 'Shorter, please' });
    expect(revisions.map((response) => response.status).sort()).toEqual([202, ...Array(PARALLEL - 1).fill(409)]);

    await runToCompletion(image.body.jobId);
    await admin.post(`/api/ai/productions/${productionId}/regenerate-image`).expect(202);
  });

  it('article for an existing draft: parallel starts write it once', async () => {
    const draft = await createPost(sut.dataSource, { title: 'Draft written once', published: false, status: 'draft', content: DRAFT_PLACEHOLDER_CONTENT });

    oneAccepted(await clickManyTimes('/api/ai/single/production/start', { postId: draft.id }), 'AI is already writing this post');
  });

  it('ideas are tied to no post: the same settings twice are two runs (the rate limit bounds them)', async () => {
    const settings = { topic: 'Same topic twice', keywords: [], targetLength: 'short', tone: 'professional', industry: 'Video Editing' };

    const responses = await Promise.all([1, 2].map(() => admin.post('/api/ai/ideas/generate').send(settings)));

    expect(responses.map((response) => response.status)).toEqual([202, 202]);
  });

  describe('a job lost from Redis (its row still open)', () => {
    async function openRow(target: string, ageMs: number): Promise<string> {
      const id = randomUUID();
      await sut.dataSource.query(
        `INSERT INTO ai_jobs (id, kind, queue, state, stage, target, created_at) VALUES ($1, 'regenerate-post-image', 'images', 'queued', 'Queued', $2, now() - make_interval(secs => $3))`,
        [id, target, ageMs / 1000],
      );
      return id;
    }

    it('no longer blocks its target once it is over a minute old: it is failed and the new job starts', async () => {
      const post = await createPost(sut.dataSource, { title: 'Lost cover job' });
      const lost = await openRow(`post:${post.id}`, 120_000);

      await admin.post(`/api/admin/blog/posts/${post.id}/regenerate-image`).expect(202);

      expect(await sut.dataSource.getRepository(AiJob).findOneByOrFail({ id: lost })).toMatchObject({ state: 'failed', error: LOST_JOB_MESSAGE });
    });

    it('still blocks while it may be between its commit and its enqueue', async () => {
      const post = await createPost(sut.dataSource, { title: 'Just committed cover job' });
      const fresh = await openRow(`post:${post.id}`, 0);

      await admin.post(`/api/admin/blog/posts/${post.id}/regenerate-image`).expect(409);

      expect((await sut.dataSource.getRepository(AiJob).findOneByOrFail({ id: fresh })).state).toBe('queued');
    });
  });
});
