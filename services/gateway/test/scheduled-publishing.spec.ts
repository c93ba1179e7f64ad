import { INestApplicationContext } from '@nestjs/common';
import { AiJob, AiProduction, BlogPost, PostRevision, QueueName, redisConnectionOptions, scheduledPublishJobId, SCHEDULED_PUBLISH_REASON, ScheduledPublishRepository } from '@app/contract';
import { Queue } from 'bullmq';
import request from 'supertest';
import type { Agent } from 'supertest';
import { createPost } from './factories/post.factory';
import { createProduction } from './factories/production.factory';
import { startWorker } from './support/ai-worker';
import { createFrontendDist } from './support/frontend-dist';
import { loginAgent } from './support/login';
import { cacheCaughtUp } from './support/public-cache';
import { createTestApp, TestApp } from './support/test-app';

const PUBLIC_URL = 'https://www.hyperframe.test';
const inMinutes = (minutes: number) => new Date(Date.now() + minutes * 60_000).toISOString();

async function until<T>(what: string, probe: () => Promise<T | undefined | null | false>, timeoutMs = 20_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe();
    if (value) return value;
    if (Date.now() > deadline) throw new Error(`${what}: not within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** Issue 17: PATCH {publishAt}, the delayed job and the sweep, and what a visitor sees afterwards. */
describe('Scheduled publishing', () => {
  let sut: TestApp;
  let admin: Agent;
  let queue: Queue;
  let frontend: ReturnType<typeof createFrontendDist>;

  beforeAll(async () => {
    frontend = createFrontendDist();
    sut = await createTestApp({ FRONTEND_DIST: frontend.dist, PUBLIC_URL });
    admin = await loginAgent(sut);
    queue = new Queue(QueueName.Publishing, { prefix: sut.config.queuePrefix, connection: redisConnectionOptions(sut.config.redisUrl) });
  });

  afterAll(async () => {
    await queue.close();
    await sut.close();
    frontend.remove();
  });

  const visitor = () => request(sut.app.getHttpServer());
  const draft = (title: string) => createPost(sut.dataSource, { title, published: false, status: 'draft' });
  const reload = (id: number) => sut.dataSource.getRepository(BlogPost).findOneByOrFail({ id });
  const reasons = async (postId: number) =>
    (await sut.dataSource.getRepository(PostRevision).find({ where: { postId }, order: { id: 'ASC' } })).map((revision) => revision.reason);
  const jobState = async (postId: number, at: string) => (await queue.getJob(scheduledPublishJobId(postId, new Date(at))))?.getState() ?? 'none';
  const schedule = (id: number, publishAt: string | null) => admin.patch(`/api/admin/blog/posts/${id}`).send({ publishAt });

  describe('schedule, reschedule, unschedule', () => {
    it('schedules a draft: the post keeps unpublished with publishAt, a revision and a delayed job for that time', async () => {
      const post = await draft('Scheduled one');
      const at = inMinutes(60);

      const response = await schedule(post.id, at).expect(200);

      expect(response.body).toMatchObject({ id: post.id, published: false, publishAt: at, publishedAt: null });
      expect(await reasons(post.id)).toEqual([`schedule for ${at}`]);
      expect(await jobState(post.id, at)).toBe('delayed');
      const listed = (await admin.get('/api/admin/blog/posts').expect(200)).body.find((item: { id: number }) => item.id === post.id);
      expect(listed.publishAt).toBe(at);
      const paged = (await admin.get('/api/admin/blog/posts?page=1&pageSize=50').expect(200)).body.items.find((item: { id: number }) => item.id === post.id);
      expect(paged.publishAt).toBe(at);
      // Not public before its time.
      await visitor().get(`/api/blog/posts/${post.slug}`).expect(404);
    });

    it('the go-live job is a system job of the seam: counted in the queue metrics under publishing, no ai_jobs row', async () => {
      const delayed = async () => {
        const text = (await visitor().get('/metrics').expect(200)).text;
        return Number(/^bullmq_queue_jobs\{queue="publishing",state="delayed"[^}]*\} (\d+)$/m.exec(text)?.[1]);
      };
      const post = await draft('Counted in the metrics');
      const before = await delayed();

      await schedule(post.id, inMinutes(60)).expect(200);

      expect(await delayed()).toBe(before + 1);
      expect(await sut.dataSource.getRepository(AiJob).countBy({ target: `post:${post.id}` })).toBe(0);
    });

    it('reschedules: the new time replaces the old one, and the old job is gone', async () => {
      const post = await draft('Rescheduled one');
      const first = inMinutes(30);
      const second = inMinutes(90);
      await schedule(post.id, first).expect(200);

      const response = await schedule(post.id, second).expect(200);

      expect(response.body.publishAt).toBe(second);
      expect(await jobState(post.id, first)).toBe('none');
      expect(await jobState(post.id, second)).toBe('delayed');
    });

    it('unschedules with null (and null on a post without a schedule changes nothing)', async () => {
      const post = await draft('Unscheduled one');
      const at = inMinutes(30);
      await schedule(post.id, at).expect(200);

      const response = await schedule(post.id, null).expect(200);
      await schedule(post.id, null).expect(200);

      expect(response.body).toMatchObject({ published: false, publishAt: null });
      expect(await jobState(post.id, at)).toBe('none');
      expect(await reasons(post.id)).toEqual([`schedule for ${at}`, 'unschedule']);
    });

    it.each([true, false])('the spec\'s {published: %p} clears a schedule', async (published) => {
      const post = await draft(`Decided now ${published}`);
      await schedule(post.id, inMinutes(30)).expect(200);

      const response = await admin.patch(`/api/admin/blog/posts/${post.id}`).send({ published }).expect(200);

      expect(response.body).toMatchObject({ published, publishAt: null });
      expect((await reload(post.id)).publishAt).toBeNull();
    });

    it('a PUT of the post as the list returned it (publishAt included) saves the edit and keeps the schedule', async () => {
      const post = await draft('Edited while scheduled');
      const at = inMinutes(45);
      const listed = (await schedule(post.id, at).expect(200)).body;

      const saved = await admin.put(`/api/admin/blog/posts/${post.id}`).send({ ...listed, title: 'Edited while scheduled, v2', publishAt: inMinutes(5) }).expect(200);

      expect(saved.body).toMatchObject({ title: 'Edited while scheduled, v2', published: false, publishAt: at });
    });

    it('refuses to schedule a live post with 409 and a clear message', async () => {
      const post = await createPost(sut.dataSource, { title: 'Already live' });

      const response = await schedule(post.id, inMinutes(30));

      expect(response.status).toBe(409);
      expect(response.body).toEqual({ statusCode: 409, message: 'This post is already live; unpublish it first to schedule it' });
    });

    it('answers 404 for a post that does not exist', async () => {
      const response = await schedule(2_000_000, inMinutes(30));
      expect(response.body).toEqual({ statusCode: 404, message: 'Post not found' });
    });
  });

  describe('validation', () => {
    const past = new Date(Date.now() - 60_000).toISOString();
    it.each([
      ['a time in the past', { publishAt: past }, /publishAt must be in the future/],
      ['now-ish (one second ago)', { publishAt: new Date(Date.now() - 1000).toISOString() }, /publishAt must be in the future/],
      ['more than two years ahead', { publishAt: inMinutes(3 * 366 * 24 * 60) }, /publishAt must be within two years/],
      ['a time without a zone', { publishAt: '2031-01-01T09:00:00' }, /publishAt must be an ISO 8601/],
      ['a date without a time', { publishAt: '2031-01-01' }, /publishAt must be an ISO 8601/],
      ['an impossible date', { publishAt: '2031-02-30T09:00:00Z' }, /publishAt must be an ISO 8601/],
      ['free text', { publishAt: 'tomorrow at nine' }, /publishAt must be an ISO 8601/],
      ['a number', { publishAt: Date.now() + 60_000 }, /publishAt must be an ISO 8601/],
      ['an array', { publishAt: [inMinutes(30)] }, /publishAt must be an ISO 8601/],
      ['an object', { publishAt: { at: inMinutes(30) } }, /publishAt must be an ISO 8601/],
      ['true', { publishAt: true }, /publishAt must be an ISO 8601/],
      ['an empty string', { publishAt: '' }, /publishAt must be an ISO 8601/],
      ['publishAt together with published', { publishAt: inMinutes(30), published: false }, /Send either published or publishAt, not both/],
      ['null together with published', { publishAt: null, published: true }, /Send either published or publishAt, not both/],
      ['neither field', {}, /published must be true or false/],
      ['published as text', { published: 'yes' }, /published must be true or false/],
      ['an unknown field', { publishAt: inMinutes(30), when: 'soon' }, /when/],
    ])('answers 400 for %s', async (_label, body, message) => {
      const post = await draft(`Invalid schedule ${Math.random()}`);

      const response = await admin.patch(`/api/admin/blog/posts/${post.id}`).send(body);

      expect(response.status).toBe(400);
      expect(response.body).toEqual({ statusCode: 400, message: expect.stringMatching(message) });
      expect((await reload(post.id)).publishAt).toBeNull();
    });

    it('accepts a time with an offset and stores the instant', async () => {
      const post = await draft('Offset time');
      const utc = new Date(Date.now() + 3_600_000);
      utc.setUTCMilliseconds(0);
      const withOffset = new Date(utc.getTime() + 2 * 3_600_000).toISOString().replace('Z', '+02:00');

      const response = await schedule(post.id, withOffset).expect(200);

      expect(response.body.publishAt).toBe(utc.toISOString());
    });

    it('needs the admin session', async () => {
      const post = await draft('Signed out schedule');
      await visitor().patch(`/api/admin/blog/posts/${post.id}`).send({ publishAt: inMinutes(30) }).expect(401);
    });
  });

  describe('Approve & Schedule', () => {
    it('approves the production and schedules its post instead of publishing it', async () => {
      const production = await createProduction(sut.dataSource);
      const at = inMinutes(120);

      const response = await admin.post(`/api/ai/productions/${production.id}/approve`).send({ publishAt: at }).expect(200);

      // The production's status follows its post (issue 27): it waits for its time.
      expect(response.body.status).toBe('scheduled');
      expect(response.body.post).toMatchObject({ published: false, publishAt: new Date(at).toISOString() });
      expect(await reload(production.postId)).toMatchObject({ published: false, publishAt: new Date(at) });
      expect(await jobState(production.postId, at)).toBe('delayed');
    });

    it.each([
      ['a past time', { publishAt: new Date(Date.now() - 60_000).toISOString() }, /publishAt must be in the future/],
      ['free text', { publishAt: 'soon' }, /publishAt must be an ISO 8601/],
      ['a number', { publishAt: 5 }, /publishAt must be an ISO 8601/],
    ])('answers 400 for %s and leaves the production to review', async (_label, body, message) => {
      const production = await createProduction(sut.dataSource);

      const response = await admin.post(`/api/ai/productions/${production.id}/approve`).send(body);

      expect(response.status).toBe(400);
      expect(response.body).toEqual({ statusCode: 400, message: expect.stringMatching(message) });
      expect((await sut.dataSource.getRepository(AiProduction).findOneByOrFail({ id: production.id })).status).toBe('ready_for_review');
    });

    it('keeps the spec\'s approve call (no body) publishing at once', async () => {
      const production = await createProduction(sut.dataSource);

      await admin.post(`/api/ai/productions/${production.id}/approve`).expect(200);

      expect(await reload(production.postId)).toMatchObject({ published: true, publishAt: null });
    });
  });

  describe('going live', () => {
    let worker: INestApplicationContext;

    beforeAll(async () => {
      // This worker sweeps only at boot: what it publishes later, its delayed job published.
      worker = await startWorker(sut, { PUBLISH_SWEEP_INTERVAL_MS: '600000' });
    });

    afterAll(async () => {
      await worker.close();
    });

    it('goes live once at its time, and the API list, article, page, sitemap and RSS caches all show it', async () => {
      const post = await draft('Goes live by itself');
      // Every public view is cached without it first.
      expect((await visitor().get('/api/blog/posts').expect(200)).body.map((item: BlogPost) => item.slug)).not.toContain(post.slug);
      await visitor().get(`/api/blog/posts/${post.slug}`).expect(404);
      await visitor().get(`/blog/${post.slug}`).expect(404);
      expect((await visitor().get('/sitemap.xml').expect(200)).text).not.toContain(post.slug);
      expect((await visitor().get('/rss.xml').expect(200)).text).not.toContain(post.slug);
      const at = new Date(Date.now() + 1500).toISOString();
      await schedule(post.id, at).expect(200);

      const live = await until('the post is live', async () => (await reload(post.id)).published && reload(post.id));
      await cacheCaughtUp(sut);

      expect(live).toMatchObject({ published: true, status: 'published', publishAt: null, publishedAt: new Date(at) });
      expect(await reasons(post.id)).toEqual([`schedule for ${at}`, SCHEDULED_PUBLISH_REASON]);
      expect((await visitor().get('/api/blog/posts').expect(200)).body.map((item: BlogPost) => item.slug)).toContain(post.slug);
      expect((await visitor().get(`/api/blog/posts/${post.slug}`).expect(200)).body.title).toBe('Goes live by itself');
      expect((await visitor().get(`/blog/${post.slug}`).expect(200)).text).toContain('Goes live by itself');
      expect((await visitor().get('/sitemap.xml').expect(200)).text).toContain(`${PUBLIC_URL}/blog/${post.slug}`);
      expect((await visitor().get('/rss.xml').expect(200)).text).toContain(`${PUBLIC_URL}/blog/${post.slug}`);
      const studio = (await admin.get(`/api/admin/blog/posts/${post.id}`).expect(200)).body;
      expect(studio).toMatchObject({ published: true, publishAt: null });
    });

    it('publishes through the sweep when the delayed job is lost (Redis emptied), still once', async () => {
      const post = await draft('Job lost');
      const at = new Date(Date.now() + 1000).toISOString();
      await schedule(post.id, at).expect(200);
      await queue.obliterate({ force: true });
      const sweeping = await startWorker(sut, { PUBLISH_SWEEP_INTERVAL_MS: '200' });

      try {
        await until('the sweep published it', async () => (await reload(post.id)).published);
      } finally {
        await sweeping.close();
      }

      expect(await reasons(post.id)).toEqual([`schedule for ${at}`, SCHEDULED_PUBLISH_REASON]);
    });

    it('an unscheduled post stays a draft after its old time has passed', async () => {
      const post = await draft('Changed my mind');
      const at = new Date(Date.now() + 800).toISOString();
      await schedule(post.id, at).expect(200);
      await schedule(post.id, null).expect(200);
      const marker = await draft('Published after the old time');
      await schedule(marker.id, new Date(Date.now() + 1200).toISOString()).expect(200);

      await until('the later post went live', async () => (await reload(marker.id)).published);

      expect(await reload(post.id)).toMatchObject({ published: false, publishAt: null });
    });
  });

  it('publishes exactly once however many publishers race for an overdue post', async () => {
    const posts = await Promise.all([1, 2, 3].map((index) => draft(`Raced ${index}`)));
    await sut.dataSource.query(`UPDATE blog_posts SET publish_at = now() - interval '1 second' WHERE id = ANY($1)`, [posts.map((post) => post.id)]);

    const outcomes = await Promise.all(posts.flatMap((post) => Array.from({ length: 8 }, () => new ScheduledPublishRepository(sut.dataSource.manager).publishIfDue(post.id))));

    expect(outcomes.filter(Boolean)).toHaveLength(3);
    for (const post of posts) {
      expect(await reasons(post.id)).toEqual([SCHEDULED_PUBLISH_REASON]);
      expect(await reload(post.id)).toMatchObject({ published: true, publishAt: null });
    }
  });

  it('does not publish a scheduled post before its time', async () => {
    const post = await draft('Not yet');
    await schedule(post.id, inMinutes(10)).expect(200);

    expect(await new ScheduledPublishRepository(sut.dataSource.manager).publishIfDue(post.id)).toBeNull();
    expect((await reload(post.id)).published).toBe(false);
  });
});
