import fs from 'node:fs';
import Redis from 'ioredis';
import request from 'supertest';
import { loginAgent } from './support/login';
import { OwnRedis, startOwnRedis } from './support/own-redis';
import { createTestApp, TestApp } from './support/test-app';

describe('Bull Board at /admin/queues', () => {
  let sut: TestApp;
  const http = () => request(sut.app.getHttpServer());

  beforeAll(async () => {
    sut = await createTestApp();
  });

  afterAll(async () => {
    await sut.close();
  });

  it('sends a signed-out browser to the sign-in page', async () => {
    const response = await http().get('/admin/queues').set('Accept', 'text/html,application/xhtml+xml').expect(302);
    expect(response.headers.location).toBe('/admin-login');
  });

  it.each(['/admin/queues', '/admin/queues/api/queues', '/admin/queues/static/js/main.js'])('answers 401 JSON to a signed-out %s', async (url) => {
    const response = await http().get(url).expect(401);
    expect(response.body).toEqual({ statusCode: 401, message: 'Authentication required' });
  });

  it('refuses a forged session cookie and state-changing calls without a session', async () => {
    await http().get('/admin/queues/api/queues').set('Cookie', 'hf.sid=s%3Aforged.signature').expect(401);
    await http().put('/admin/queues/api/queues/articles/retry/failed').send({}).expect(401);
  });

  it('shows every queue of the job contract to the signed-in admin, never cached', async () => {
    const admin = await loginAgent(sut);

    const page = await admin.get('/admin/queues').set('Accept', 'text/html').expect(200);
    expect(page.text).toContain('<div id="root">');
    expect(page.headers['cache-control']).toBe('no-store');
    const api = await admin.get('/admin/queues/api/queues').expect(200);
    const names = (api.body.queues as Array<{ name: string }>).map((queue) => queue.name).sort();
    expect(names).toEqual(['articles', 'ideas', 'images', 'imports', 'publishing']);
  });

  it('never names its framework (Bull Board runs its own express app under the gateway)', async () => {
    const admin = await loginAgent(sut);
    const answers = [
      await admin.get('/admin/queues').set('Accept', 'text/html'),
      await admin.get('/admin/queues/api/queues'),
      await admin.get('/admin/queues/static/js/no-such-file.js'),
      await http().get('/admin/queues/api/queues'),
    ];
    // The third falls through Bull Board's app to the site's own 404 (503 here: no front end is built).
    expect(answers.map((answer) => answer.status)).toEqual([200, 200, expect.any(Number), 401]);
    for (const answer of answers) expect(answer.headers['x-powered-by']).toBeUndefined();
  });
});

describe('Readiness vs liveness', () => {
  let redis: OwnRedis;
  let admin: Redis;
  let sut: TestApp;
  const http = () => request(sut.app.getHttpServer());

  beforeAll(async () => {
    redis = await startOwnRedis();
    admin = new Redis(redis.url);
    sut = await createTestApp({ REDIS_URL: redis.url });
  });

  afterAll(async () => {
    await sut?.close();
    admin?.disconnect();
    await redis?.stop();
  });

  it('is ready with Postgres up and Redis on noeviction', async () => {
    const response = await http().get('/api/health').expect(200);
    expect(response.body).toEqual({ status: 'ok', checks: { database: 'up', redis: 'up' } });
    expect(response.headers['cache-control']).toBe('no-store');
  });

  it('is not ready (503) when Redis may evict keys, but stays live; ready again once fixed', async () => {
    await admin.config('SET', 'maxmemory-policy', 'allkeys-lru');

    const response = await http().get('/api/health').expect(503);
    expect(response.body).toMatchObject({ status: 'unavailable', checks: { database: 'up', redis: 'misconfigured' } });
    expect(response.body.problems[0]).toMatch(/maxmemory-policy is allkeys-lru; it must be noeviction/);
    await http().get('/api/health/live').expect(200, { status: 'ok' });

    await admin.config('SET', 'maxmemory-policy', 'noeviction');
    await http().get('/api/health').expect(200);
  });

  it('is not ready when Redis is down, and still live; ready again when Redis is back, with no restart', async () => {
    redis.process.kill('SIGKILL');
    await new Promise((resolve) => redis.process.once('exit', resolve));

    const started = Date.now();
    const response = await http().get('/api/health').expect(503);
    expect(Date.now() - started).toBeLessThan(2000);
    expect(response.body.checks).toEqual({ database: 'up', redis: 'down' });
    await http().get('/api/health/live').expect(200);

    fs.rmSync(redis.dir, { recursive: true, force: true });
    redis = await startOwnRedis(redis.port);
    const deadline = Date.now() + 10_000;
    let status = 0;
    while (status !== 200 && Date.now() < deadline) {
      status = (await http().get('/api/health')).status;
      if (status !== 200) await new Promise((resolve) => setTimeout(resolve, 100));
    }
    expect(status).toBe(200);
  });
});
