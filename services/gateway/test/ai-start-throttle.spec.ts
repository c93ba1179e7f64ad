import request from 'supertest';
import { createPost } from './factories/post.factory';
import { loginAgent } from './support/login';
import { createTestApp, TestApp } from './support/test-app';

const MAX = 3;
const WINDOW_SECONDS = 2;
const IDEAS = { topic: 'Throttled topic', keywords: [], targetLength: 'short', tone: 'professional', industry: 'Video Editing' };

describe('AI starts are rate-limited per session', () => {
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

  it('counts each session on its own, and never before the session check (401 first)', async () => {
    const first = await loginAgent(sut);
    const second = await loginAgent(sut);
    const [ideas] = starts(first);
    for (let index = 0; index < MAX; index += 1) expect((await ideas()).status).toBe(202);
    expect((await ideas()).status).toBe(429);

    expect((await starts(second)[0]()).status).toBe(202);
    await request(sut.app.getHttpServer()).post('/api/ai/ideas/generate').send(IDEAS).expect(401);
  });
});
