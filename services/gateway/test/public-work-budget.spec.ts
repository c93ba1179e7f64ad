import { randomBytes } from 'node:crypto';
import request from 'supertest';
import { PublicWorkBudget } from '../src/security/public-work-budget';
import { SeoService } from '../src/seo/seo.service';
import { ServerRenderer } from '../src/seo/server-renderer';
import { createPost } from './factories/post.factory';
import { createFrontendDist } from './support/frontend-dist';
import { cacheCaughtUp } from './support/public-cache';
import { createTestApp, TestApp } from './support/test-app';

const random = () => randomBytes(6).toString('hex');
const BURST = 5;
const CLIENTS = 20;

/**
 * Issue 25 (item 7): one client flooding the gateway with work no cache answers (404s, searches)
 * must not fill its event loop. Past a small per-client budget such requests answer 429 before any
 * work; cached reads are never refused; another client is unaffected; the buckets stay bounded.
 */
describe('Public work budget', () => {
  let sut: TestApp;
  let frontend: ReturnType<typeof createFrontendDist>;
  let slug: string;
  const http = () => request(sut.app.getHttpServer());
  // supertest connects over loopback, which TRUST_PROXY trusts: X-Forwarded-For names the client.
  const from = (client: string, path: string) => http().get(path).set('X-Forwarded-For', client);
  const spend = async (client: string, count: number) => {
    for (let index = 0; index < count; index += 1) expect((await from(client, `/${random()}`)).status).toBe(404);
  };

  beforeAll(async () => {
    frontend = createFrontendDist();
    // One token every 10 s: nothing refills during the test.
    sut = await createTestApp({
      FRONTEND_DIST: frontend.dist,
      TRUST_PROXY: 'loopback',
      PUBLIC_WORK_RATE: '0.1',
      PUBLIC_WORK_BURST: String(BURST),
      PUBLIC_WORK_CLIENTS: String(CLIENTS),
    });
    slug = (await createPost(sut.dataSource, { title: 'Budgeted reading' })).slug;
    await cacheCaughtUp(sut);
    // The reads are cached before any client spends its budget (a reader's first request fills them).
    for (const path of [`/api/blog/posts/${slug}`, `/blog/${slug}`, '/api/blog/posts', '/rss.xml']) expect((await http().get(path)).status).toBe(200);
  });

  afterEach(() => jest.restoreAllMocks());

  afterAll(async () => {
    await sut.close();
    frontend.remove();
  });

  it('answers 429 {statusCode, message} with Retry-After to a client past its budget, for 404s of every kind and searches', async () => {
    await spend('198.51.100.7', BURST);
    // Refused before anything is put together: no 404 page filled in, nothing rendered.
    const misses = jest.spyOn(sut.app.get(SeoService), 'cachedMiss');
    const renders = jest.spyOn(ServerRenderer.prototype, 'render');
    for (const path of [`/${random()}`, `/blog/${random()}`, `/api/blog/posts/${random()}`, `/blog/${random()}/more`, `/api/blog/page?q=${random()}`, `/blog?q=${random()}`]) {
      const refused = await from('198.51.100.7', path);
      expect({ path, status: refused.status }).toEqual({ path, status: 429 });
      expect(refused.body).toEqual({ statusCode: 429, message: expect.stringMatching(/^Too many requests .* Try again in \d+ seconds?\.$/) });
      expect(Number(refused.headers['retry-after'])).toBeGreaterThanOrEqual(1);
      expect(refused.headers['retry-after']).toBe(String(Math.round(Number(refused.headers['retry-after']))));
      expect(refused.headers['cache-control']).toBe('no-store');
      expect(refused.headers['content-security-policy']).toBeDefined();
    }
    expect(misses).not.toHaveBeenCalled();
    expect(renders).not.toHaveBeenCalled();
  });

  it('counts searches too, charged before the search runs', async () => {
    for (let index = 0; index < BURST; index += 1) expect((await from('198.51.100.21', `/api/blog/page?q=${random()}`)).status).toBe(200);
    expect((await from('198.51.100.21', `/api/blog/page?q=${random()}`)).status).toBe(429);
    expect((await from('198.51.100.21', `/${random()}`)).status).toBe(429);
  });

  it('still serves cached reads to a client past its budget', async () => {
    await spend('198.51.100.9', BURST);
    expect((await from('198.51.100.9', `/${random()}`)).status).toBe(429);
    for (const path of [`/api/blog/posts/${slug}`, `/blog/${slug}`, '/api/blog/posts', '/rss.xml', '/assets/index-abc123.js']) {
      const read = await from('198.51.100.9', path);
      expect({ path, status: read.status }).toEqual({ path, status: 200 });
    }
    // And the studio's sign-in is not public work: its own throttle answers, never this budget.
    expect((await from('198.51.100.9', '/api/admin/status')).status).not.toBe(429);
  });

  it('leaves every other client its own budget', async () => {
    await spend('198.51.100.10', BURST);
    expect((await from('198.51.100.10', `/${random()}`)).status).toBe(429);
    expect((await from('198.51.100.11', `/${random()}`)).status).toBe(404);
    expect((await from('198.51.100.11', `/api/blog/page?q=${random()}`)).status).toBe(200);
  });

  it('counts an IPv6 client by its /64', async () => {
    await spend('2001:db8:0:7::1', BURST);
    expect((await from('2001:db8:0:7::beef', `/${random()}`)).status).toBe(429);
    expect((await from('2001:db8:0:8::1', `/${random()}`)).status).toBe(404);
  });

  it('keeps at most PUBLIC_WORK_CLIENTS buckets however many addresses flood it', async () => {
    const budget = sut.app.get(PublicWorkBudget);
    await spend('198.51.100.12', BURST);
    expect((await from('198.51.100.12', `/${random()}`)).status).toBe(429);
    for (let index = 0; index < CLIENTS * 3; index += 1) {
      expect((await from(`203.0.113.${index}`, `/${random()}`)).status).toBe(404);
      expect(budget.clients).toBeLessThanOrEqual(CLIENTS);
    }
    expect(budget.clients).toBe(CLIENTS);
    // The least recently seen client was forgotten: it starts again with a full bucket.
    expect((await from('198.51.100.12', `/${random()}`)).status).toBe(404);
  });
});
