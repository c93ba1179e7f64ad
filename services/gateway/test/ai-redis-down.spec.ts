import { AiJob, JobName } from '@app/contract';
import { ServiceUnavailableException } from '@nestjs/common';
import request from 'supertest';
import { JobsService, QUEUE_UNAVAILABLE_MESSAGE } from '../src/jobs/jobs.service';
import { createPost } from './factories/post.factory';
import { loginAgent } from './support/login';
import { OwnRedis, startOwnRedis } from './support/own-redis';
import { createTestApp, TestApp } from './support/test-app';

describe('AI work while Redis is down', () => {
  let redis: OwnRedis;
  let sut: TestApp;
  let admin: Awaited<ReturnType<typeof loginAgent>>;

  beforeAll(async () => {
    redis = await startOwnRedis();
    sut = await createTestApp({ REDIS_URL: redis.url });
    admin = await loginAgent(sut);
    await createPost(sut.dataSource, { title: 'Still readable' });
    await redis.stop();
  });

  afterAll(async () => {
    await sut?.close();
    await redis?.stop();
  });

  it('answers 503 within 2 s when starting work, with a clear message', async () => {
    const started = Date.now();
    const response = await admin
      .post('/api/ai/ideas/generate')
      .send({ topic: 'YouTube retention', keywords: [], targetLength: 'short', tone: 'professional', industry: 'Video Editing' });

    expect(Date.now() - started).toBeLessThanOrEqual(2000);
    expect(response.status).toBe(503);
    expect(response.body).toEqual({ statusCode: 503, message: expect.stringMatching(/unavailable/i) });
  });

  it('marks the job row failed when the queue cannot take the job, within 2 s', async () => {
    const jobs = sut.app.get(JobsService);
    const started = Date.now();

    const attempt = jobs.start({
      name: JobName.GenerateIdeas,
      prepare: async () => ({ data: {}, payload: { topic: 'x' }, response: {} }),
    });

    await expect(attempt).rejects.toBeInstanceOf(ServiceUnavailableException);
    expect(Date.now() - started).toBeLessThanOrEqual(2000);
    const [row] = await sut.dataSource.getRepository(AiJob).find({ order: { createdAt: 'DESC' }, take: 1 });
    expect(row).toMatchObject({ kind: 'generate-ideas', state: 'failed', error: QUEUE_UNAVAILABLE_MESSAGE });
  });

  it('keeps the public blog readable', async () => {
    const http = request(sut.app.getHttpServer());
    const list = await http.get('/api/blog/posts').expect(200);
    expect(list.body.map((post: { title: string }) => post.title)).toContain('Still readable');
    await http.get('/api/blog/posts/still-readable').expect(200);
  });
});
