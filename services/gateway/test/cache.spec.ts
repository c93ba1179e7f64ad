import request from 'supertest';
import { BlogPost, publicCacheVersionKey } from '@app/contract';
import type { Agent } from 'supertest';
import { createPost } from './factories/post.factory';
import { startWorker, waitForJob } from './support/ai-worker';
import { loginAgent } from './support/login';
import { cacheCaughtUp } from './support/public-cache';
import { createTestApp, TestApp } from './support/test-app';

/** Two gateway replicas on one database and one Redis, as behind a load balancer. */
describe('Public read cache across gateway replicas', () => {
  let first: TestApp;
  let second: TestApp;
  let admin: Agent;
  const one = () => request(first.app.getHttpServer());
  const two = () => request(second.app.getHttpServer());

  beforeAll(async () => {
    first = await createTestApp();
    second = await createTestApp(
      { QUEUE_PREFIX: first.config.queuePrefix, SESSION_PREFIX: first.config.session.prefix, LOGIN_THROTTLE_PREFIX: first.config.loginThrottle.prefix },
      { database: first.database },
    );
    admin = await loginAgent(first);
  });

  afterAll(async () => {
    await second.close();
    await first.close();
  });

  const titles = (body: Array<{ title: string }>) => body.map((post) => post.title);

  it('serves the list with a strong ETag, a revalidating Cache-Control and a 304 on If-None-Match', async () => {
    await createPost(first.dataSource, { title: 'Cached one' });

    const response = await one().get('/api/blog/posts').expect(200);

    expect(response.headers.etag).toMatch(/^"[\w-]+"$/);
    expect(response.headers['cache-control']).toBe('public, max-age=0, must-revalidate');
    expect(response.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(titles(response.body)).toContain('Cached one');
    const revalidated = await one().get('/api/blog/posts').set('If-None-Match', response.headers.etag).expect(304);
    expect(revalidated.text).toBe('');
    expect(revalidated.headers.etag).toBe(response.headers.etag);
    await cacheCaughtUp(first, second);
    // The other replica serves the very same bytes, so the validator holds across replicas.
    await two().get('/api/blog/posts').set('If-None-Match', response.headers.etag).expect(304);
    await one().get('/api/blog/posts').set('If-None-Match', '"something-else"').expect(200);
    await one().get('/api/blog/posts').set('If-None-Match', `"x", W/${response.headers.etag}`).expect(304);
  });

  it('serves an article by slug with an ETag and 304', async () => {
    const post = await createPost(first.dataSource, { title: 'Cached article' });
    // The second replica may still hold the slugs from before this write until the invalidation arrives.
    await cacheCaughtUp(first, second);

    const response = await two().get(`/api/blog/posts/${post.slug}`).expect(200);

    expect(response.body).toMatchObject({ title: 'Cached article', content: expect.any(String) });
    await two().get(`/api/blog/posts/${post.slug}`).set('If-None-Match', response.headers.etag).expect(304);
  });

  it('sends pre-compressed bytes (with their own ETag) to clients that accept gzip, and the same JSON', async () => {
    for (let index = 0; index < 8; index += 1) await createPost(first.dataSource, { title: `Long enough to gzip ${index}`, excerpt: 'x'.repeat(300) });

    const plain = await one().get('/api/blog/posts').set('Accept-Encoding', 'identity').expect(200);
    const gzipped = await one().get('/api/blog/posts').set('Accept-Encoding', 'gzip, deflate, br').expect(200);

    expect(gzipped.headers['content-encoding']).toBe('gzip');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(gzipped.headers.vary).toMatch(/Accept-Encoding/i);
    expect(gzipped.body).toEqual(plain.body);
    expect(gzipped.headers.etag).not.toBe(plain.headers.etag);
    await one().get('/api/blog/posts').set('Accept-Encoding', 'gzip').set('If-None-Match', gzipped.headers.etag).expect(304);
  });

  it('an unpublish on one replica is reflected on the other at once (list and slug), and so is the republish', async () => {
    const created = (await admin.post('/api/admin/blog/posts').send({ title: 'Flip Flop', category: 'Video Editing', content: 'Body', published: true }).expect(201)).body;
    // Written through the first replica: the second may still hold slugs from before it until the message arrives.
    await cacheCaughtUp(first, second);
    // Both replicas have it cached.
    for (const replica of [one, two]) {
      expect(titles((await replica().get('/api/blog/posts').expect(200)).body)).toContain('Flip Flop');
      await replica().get(`/api/blog/posts/${created.slug}`).expect(200);
    }
    const before = (await two().get('/api/blog/posts').expect(200)).headers.etag;

    await admin.patch(`/api/admin/blog/posts/${created.id}`).send({ published: false }).expect(200);
    await cacheCaughtUp(first, second);

    const list = await two().get('/api/blog/posts').set('If-None-Match', before).expect(200);
    expect(titles(list.body)).not.toContain('Flip Flop');
    await two().get(`/api/blog/posts/${created.slug}`).expect(404);
    await one().get(`/api/blog/posts/${created.slug}`).expect(404);

    const secondAdmin = await loginAgent(second);
    await secondAdmin.patch(`/api/admin/blog/posts/${created.id}`).send({ published: true }).expect(200);
    await cacheCaughtUp(first, second);

    expect(titles((await one().get('/api/blog/posts').expect(200)).body)).toContain('Flip Flop');
    await one().get(`/api/blog/posts/${created.slug}`).expect(200);
  });

  it('never serves a draft, and a draft that gets published is served at once (no cached 404)', async () => {
    const draft = (await admin.post('/api/admin/blog/posts').send({ title: 'Not Yet', category: 'Video Editing', content: 'Secret' }).expect(201)).body;
    await two().get(`/api/blog/posts/${draft.slug}`).expect(404);
    expect(titles((await two().get('/api/blog/posts').expect(200)).body)).not.toContain('Not Yet');

    await admin.patch(`/api/admin/blog/posts/${draft.id}`).send({ published: true }).expect(200);
    await cacheCaughtUp(first, second);

    expect((await two().get(`/api/blog/posts/${draft.slug}`).expect(200)).body.content).toBe('Secret');
  });

  it('an edit on one replica is served by the other at once, with a new ETag', async () => {
    const created = (await admin.post('/api/admin/blog/posts').send({ title: 'Edit Target', category: 'Video Editing', content: 'Old', published: true }).expect(201)).body;
    // The second replica held the slugs from before this create (read in the test above) until the message arrives.
    await cacheCaughtUp(first, second);
    const old = await two().get(`/api/blog/posts/${created.slug}`).expect(200);

    await admin.put(`/api/admin/blog/posts/${created.id}`).send({ ...created, content: 'New words' }).expect(200);
    await cacheCaughtUp(first, second);

    const fresh = await two().get(`/api/blog/posts/${created.slug}`).set('If-None-Match', old.headers.etag).expect(200);
    expect(fresh.body.content).toBe('New words');
    expect(fresh.headers.etag).not.toBe(old.headers.etag);
  });

  it('a delete on one replica is a 404 on the other at once; a restore brings it back', async () => {
    const created = (await admin.post('/api/admin/blog/posts').send({ title: 'Delete Target', category: 'Video Editing', content: 'x', published: true }).expect(201)).body;
    await cacheCaughtUp(first, second);
    await two().get(`/api/blog/posts/${created.slug}`).expect(200);

    await admin.delete(`/api/admin/blog/posts/${created.id}`).expect(200);
    await cacheCaughtUp(first, second);

    await two().get(`/api/blog/posts/${created.slug}`).expect(404);
    expect(titles((await two().get('/api/blog/posts').expect(200)).body)).not.toContain('Delete Target');
    const revisions = (await admin.get(`/api/admin/blog/posts/${created.id}/revisions`).expect(200)).body;
    await admin.post(`/api/admin/blog/posts/${created.id}/revisions/${revisions[0].id}/restore`).send({}).expect(200);
    await cacheCaughtUp(first, second);
    await two().get(`/api/blog/posts/${created.slug}`).expect(200);
  });

  it('follows writes that bypass the admin API (the worker, the AI approval) through the TypeORM hook', async () => {
    const post = await createPost(first.dataSource, { title: 'Worker Touched', content: 'Before' });
    await cacheCaughtUp(first, second);
    await two().get(`/api/blog/posts/${post.slug}`).expect(200);

    // The same kind of write the worker makes (its DataSource registers the same subscriber).
    await first.dataSource.getRepository(BlogPost).update(post.id, { content: 'After' });
    await cacheCaughtUp(first, second);
    expect((await two().get(`/api/blog/posts/${post.slug}`).expect(200)).body.content).toBe('After');

    await first.dataSource.transaction(async (manager) => {
      await manager.update(BlogPost, post.id, { published: false, status: 'draft' });
    });
    await cacheCaughtUp(first, second);
    await two().get(`/api/blog/posts/${post.slug}`).expect(404);
  });

  it('does not change the version for a rolled-back transaction', async () => {
    const redis = (await import('ioredis')).default;
    const client = new redis(first.config.redisUrl);
    const key = publicCacheVersionKey(first.config.queuePrefix);
    const before = await client.get(key);
    await first.dataSource
      .transaction(async (manager) => {
        await manager.update(BlogPost, { published: true }, { content: 'never' });
        throw new Error('roll back');
      })
      .catch(() => undefined);
    expect(await client.get(key)).toBe(before);
    client.disconnect();
  });
});

describe('Public read cache follows the AI pipeline (approval on one replica, worker writes)', () => {
  let first: TestApp;
  let second: TestApp;
  let worker: Awaited<ReturnType<typeof startWorker>>;
  let admin: Agent;
  const two = () => request(second.app.getHttpServer());

  beforeAll(async () => {
    first = await createTestApp();
    second = await createTestApp({ QUEUE_PREFIX: first.config.queuePrefix }, { database: first.database });
    worker = await startWorker(first);
    admin = await loginAgent(first);
  });

  afterAll(async () => {
    await worker?.close();
    await second?.close();
    await first?.close();
  });

  it('an approval on one replica publishes on the other at once; an AI cover, once accepted, is served at once', async () => {
    const start = await admin.post('/api/ai/single/production/start').send({ title: 'Approve Me Everywhere', category: 'Video Editing' }).expect(202);
    const slug = start.body.blogPost.slug as string;
    expect((await waitForJob(admin, start.body.jobId)).state).toBe('completed');
    await two().get(`/api/blog/posts/${slug}`).expect(404);

    await admin.post(`/api/ai/productions/${start.body.production.id}/approve`).expect(200);
    await cacheCaughtUp(first, second);

    const published = await two().get(`/api/blog/posts/${slug}`).expect(200);
    expect(published.body.content.length).toBeGreaterThan(1000);
    expect(titles((await two().get('/api/blog/posts').expect(200)).body)).toContain('Approve Me Everywhere');

    const regenerate = await admin.post(`/api/admin/blog/posts/${published.body.id}/regenerate-image`).expect(202);
    const job = await waitForJob(admin, regenerate.body.jobId);
    expect(job.state).toBe('completed');
    // The post is live: the new cover is a proposal until accepted (issue 13); the accept is a write like an edit.
    await admin.post(`/api/admin/blog/proposals/${job.result!.proposalId}/accept`).expect(200);
    await cacheCaughtUp(first, second);
    const after = await two().get(`/api/blog/posts/${slug}`).set('If-None-Match', published.headers.etag).expect(200);
    expect(after.body.featuredImage).not.toBe(published.body.featuredImage);
  });

  const titles = (body: Array<{ title: string }>) => body.map((post) => post.title);
});

describe('Public reads with Redis unreachable', () => {
  let sut: TestApp;

  beforeAll(async () => {
    sut = await createTestApp({ REDIS_URL: 'redis://127.0.0.1:1' });
  });

  afterAll(async () => {
    await sut.close();
  });

  it('bypass the cache and still answer from Postgres', async () => {
    const post = await createPost(sut.dataSource, { title: 'Still Readable' });

    expect((await request(sut.app.getHttpServer()).get('/api/blog/posts').expect(200)).body[0].title).toBe('Still Readable');
    await request(sut.app.getHttpServer()).get(`/api/blog/posts/${post.slug}`).expect(200);
  });
});
