import { AiJob, JobName, QueueName } from '@app/contract';
import { randomUUID } from 'node:crypto';
import request from 'supertest';
import { createPost } from './factories/post.factory';
import { loginAgent } from './support/login';
import { createTestApp, TestApp } from './support/test-app';

const MAX = 3;
const WINDOW_SECONDS = 2;
const IDEAS = { topic: 'Throttled topic', keywords: [], targetLength: 'short', tone: 'professional', industry: 'Video Editing' };

describe('AI starts are rate-limited per admin account (issue 25, item 2)', () => {
  let sut: TestApp;
  let postId: number;

  beforeAll(async () => {
    sut = await createTestApp({ AI_START_MAX: String(MAX), AI_START_WINDOW: String(WINDOW_SECONDS) });
    postId = (await createPost(sut.dataSource, { title: 'Throttled cover' })).id;
  });

  afterAll(async () => {
    await sut.close();
  });

  /** One start attempt on each kind of AI start route, in turn. */
  const starts = (agent: request.Agent) => [
    () => agent.post('/api/ai/ideas/generate').send(IDEAS),
    () => agent.post('/api/ai/single/production/start').send({ title: `Throttled ${Math.random()}`, category: 'Video Editing' }),
    () => agent.post(`/api/admin/blog/posts/${postId}/regenerate-image`),
    () => agent.post('/api/ai/productions/999999/revise').send({ feedback: 'More' }),
    () => agent.post('/api/ai/productions/999999/regenerate-image'),
  ];

  it(`answers 429 with Retry-After after ${MAX} starts across the start routes, whatever they answered, until the window ends`, async () => {
    const admin = await loginAgent(sut);
    const [ideas, production, postImage, revise, productionImage] = starts(admin);

    expect((await ideas()).status).toBe(202);
    expect((await production()).status).toBe(202);
    expect((await revise()).status).toBe(404); // refused starts count too
    for (const attempt of [ideas, postImage, revise, productionImage]) {
      const refused = await attempt();
      expect(refused.status).toBe(429);
      expect(refused.body).toEqual({ statusCode: 429, message: expect.stringMatching(/^Too many AI jobs started\. Try again in [12] seconds?\.$/) });
      expect(Number(refused.headers['retry-after'])).toBeGreaterThanOrEqual(1);
      expect(Number(refused.headers['retry-after'])).toBeLessThanOrEqual(WINDOW_SECONDS);
    }
    // Reading is not starting.
    await admin.get('/api/ai/drafts').expect(200);
    await admin.get('/api/ai/productions').expect(200);

    await new Promise((resolve) => setTimeout(resolve, WINDOW_SECONDS * 1000 + 200));
    expect((await postImage()).status).toBe(202);
  });

  const windowEnds = () => new Promise((resolve) => setTimeout(resolve, WINDOW_SECONDS * 1000 + 200));

  it('counts the account, not the sign-in: signing in again gives no fresh allowance; never before the session check (401 first)', async () => {
    await windowEnds();
    const first = await loginAgent(sut);
    const [ideas] = starts(first);
    for (let index = 0; index < MAX; index += 1) expect((await ideas()).status).toBe(202);
    expect((await ideas()).status).toBe(429);

    const second = await loginAgent(sut);
    const again = await starts(second)[0]();
    expect(again.status).toBe(429);
    expect(again.body.message).toMatch(/^Too many AI jobs started\. Try again in/);
    await request(sut.app.getHttpServer()).post('/api/ai/ideas/generate').send(IDEAS).expect(401);
  });

  it('counts retries as starts', async () => {
    await windowEnds();
    const admin = await loginAgent(sut);
    const failed = await Promise.all(
      Array.from({ length: MAX + 1 }, async () => {
        const id = randomUUID();
        await sut.dataSource.getRepository(AiJob).insert({ id, kind: JobName.GenerateIdeas, queue: QueueName.Ideas, state: 'failed', stage: 'Failed', error: 'boom', payload: {} as never });
        return id;
      }),
    );

    for (const id of failed.slice(0, MAX)) expect((await admin.post(`/api/ai/jobs/${id}/retry`)).status).toBe(200);
    const refused = await admin.post(`/api/ai/jobs/${failed[MAX]}/retry`);

    expect(refused.status).toBe(429);
    expect(refused.headers['retry-after']).toBeDefined();
    expect((await admin.post('/api/ai/ideas/generate').send(IDEAS)).status).toBe(429);
    expect(await sut.dataSource.getRepository(AiJob).findOneByOrFail({ id: failed[MAX] })).toMatchObject({ state: 'failed' });
  });
});

describe('AI starts are limited over every account too (AI_START_GLOBAL_MAX)', () => {
  let sut: TestApp;

  beforeAll(async () => {
    sut = await createTestApp({ AI_START_MAX: '100', AI_START_GLOBAL_MAX: '2', AI_START_WINDOW: '60' });
  });

  afterAll(async () => {
    await sut.close();
  });

  it('answers 429 naming the site-wide limit once it is used up', async () => {
    const admin = await loginAgent(sut);
    await admin.post('/api/ai/ideas/generate').send(IDEAS).expect(202);
    await admin.post('/api/ai/ideas/generate').send(IDEAS).expect(202);

    const refused = await admin.post('/api/ai/ideas/generate').send(IDEAS).expect(429);

    expect(refused.body).toEqual({ statusCode: 429, message: expect.stringMatching(/^Too many AI jobs started on this site \(AI_START_GLOBAL_MAX\)\. Try again in (1 minute|\d+ seconds)\.$/) });
  });
});

describe('AI jobs open at once are capped (AI_MAX_OPEN_JOBS)', () => {
  const CAP = 2;
  const FULL = { statusCode: 429, message: `Too many AI jobs are queued or running: at most ${CAP} at once (AI_MAX_OPEN_JOBS). Wait for one to finish, or cancel one, then try again.` };
  let sut: TestApp;

  beforeAll(async () => {
    // No worker: started jobs stay queued.
    sut = await createTestApp({ AI_MAX_OPEN_JOBS: String(CAP), AI_START_MAX: '1000' });
  });

  afterAll(async () => {
    await sut.close();
  });

  it('admits exactly the cap out of parallel starts, refuses retries at the cap, and has room again once one is cancelled', async () => {
    const admin = await loginAgent(sut);

    const answers = await Promise.all(Array.from({ length: 6 }, () => admin.post('/api/ai/ideas/generate').send(IDEAS)));

    expect(answers.map((answer) => answer.status).sort()).toEqual([202, 202, 429, 429, 429, 429]);
    expect(answers.find((answer) => answer.status === 429)!.body).toEqual(FULL);
    expect(await sut.dataSource.getRepository(AiJob).countBy({ state: 'queued' })).toBe(CAP);

    const cancelled = answers.find((answer) => answer.status === 202)!.body.jobId as string;
    await admin.post(`/api/ai/jobs/${cancelled}/cancel`).expect(200);
    await admin.post('/api/ai/ideas/generate').send(IDEAS).expect(202);
    expect((await admin.post(`/api/ai/jobs/${cancelled}/retry`).expect(429)).body).toEqual(FULL);
  });
});
