import http, { IncomingHttpHeaders, Server } from 'node:http';
import net from 'node:net';
import { gunzipSync } from 'node:zlib';
import { BlogPost } from '@app/contract';
import type { Agent } from 'supertest';
import { PublicCache } from '../src/cache/public-cache.service';
import { createPost } from './factories/post.factory';
import { loginAgent } from './support/login';
import { freePort, OwnRedis, startOwnRedis } from './support/own-redis';
import { cacheCaughtUp } from './support/public-cache';
import { createFrontendDist } from './support/frontend-dist';
import { createTestApp, TestApp } from './support/test-app';
import { until } from './support/until';

interface RawResponse {
  status: number;
  headers: IncomingHttpHeaders;
  body: Buffer;
}

async function listen(replica: TestApp): Promise<string> {
  const server = replica.app.getHttpServer() as Server;
  if (!server.listening) await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return `http://127.0.0.1:${(server.address() as net.AddressInfo).port}`;
}

/** The bytes as sent (no decompression), with every header. */
function raw(base: string, pathname: string, headers: Record<string, string> = {}, method = 'GET'): Promise<RawResponse> {
  return new Promise((resolve, reject) => {
    const request = http.request(`${base}${pathname}`, { method, headers, agent: false }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => resolve({ status: response.statusCode!, headers: response.headers, body: Buffer.concat(chunks) }));
      response.on('error', reject);
    });
    request.on('error', reject);
    request.end();
  });
}

/** Headers that differ per response whatever the path: the date, the connection and the request id. */
function comparable(headers: IncomingHttpHeaders): IncomingHttpHeaders {
  const { date: _date, connection: _connection, 'keep-alive': _keepAlive, 'x-request-id': _id, ...rest } = headers;
  return rest;
}

/** A fast-path hit carries no X-Request-Id (it never reaches pino-http); the normal path always does. */
const fastPath = (response: RawResponse) => response.headers['x-request-id'] === undefined;

const ROUTES = (slug: string) => ['/api/blog/posts', `/api/blog/posts/${slug}`, `/blog/${slug}`, '/', '/blog', '/rss.xml', '/sitemap.xml', '/robots.txt'];

describe('Public fast path', () => {
  let first: TestApp;
  let second: TestApp;
  let frontend: ReturnType<typeof createFrontendDist>;
  let admin: Agent;
  let one: string;
  let two: string;

  beforeAll(async () => {
    frontend = createFrontendDist();
    first = await createTestApp({ FRONTEND_DIST: frontend.dist });
    second = await createTestApp({ FRONTEND_DIST: frontend.dist, QUEUE_PREFIX: first.config.queuePrefix }, { database: first.database });
    admin = await loginAgent(first);
    one = await listen(first);
    two = await listen(second);
    for (let index = 0; index < 6; index += 1) await createPost(first.dataSource, { title: `Fast path post ${index}`, excerpt: 'x'.repeat(300) });
    await cacheCaughtUp(first, second);
  });

  afterAll(async () => {
    await second?.close();
    await first?.close();
    frontend.remove();
  });

  it.each([
    ['gzip', { 'accept-encoding': 'gzip, deflate' }],
    ['identity', { 'accept-encoding': 'identity' }],
  ])('serves the same bytes and headers (security headers included) as the normal path, %s', async (_label, headers) => {
    const post = await createPost(first.dataSource, { title: `Same bytes ${_label}`, content: '# Long\n\n' + 'words '.repeat(400) });
    // Our own invalidation message too has arrived: nothing empties the cache between the two reads.
    await cacheCaughtUp(first, second);
    for (const route of ROUTES(post.slug)) {
      const slow = await raw(one, route, headers);
      const fast = await raw(one, route, headers);
      expect([route, slow.status, fastPath(slow)]).toEqual([route, 200, false]);
      expect([route, fastPath(fast)]).toEqual([route, true]);
      expect(fast.body.equals(slow.body)).toBe(true);
      expect(comparable(fast.headers)).toEqual(comparable(slow.headers));
      expect(fast.headers['content-security-policy']).toBeDefined();
      expect(fast.headers['x-content-type-options']).toBe('nosniff');
      expect(fast.headers['strict-transport-security']).toBeDefined();
      expect(fast.headers.etag).toMatch(/^"[\w-]+"$/);
      // robots.txt is under the size worth compressing (GZIP_MIN_BYTES).
      if (headers['accept-encoding'] === 'identity' || route === '/robots.txt') expect(fast.headers['content-encoding']).toBeUndefined();
      else expect(gunzipSync(fast.body).length).toBeGreaterThan(0);
    }
    const head = await raw(one, `/blog/${post.slug}`, headers, 'HEAD');
    expect(fastPath(head)).toBe(true);
    expect(head.body.length).toBe(0);
    expect(head.status).toBe(200);
  });

  it('answers unknown paths from the 404 page once their kind is rendered: the same bytes and headers as the normal path', async () => {
    const headers = { 'accept-encoding': 'gzip' };
    // The first miss of each kind renders its page on the normal path; later ones are answered here.
    for (const miss of [(token: string) => `/nowhere-${token}`, (token: string) => `/blog/no-such-post-${token}`, (token: string) => `/blog/${token}/deeper`]) {
      const slow = await raw(one, miss('a'), headers);
      const fast = await raw(one, miss('b'), headers);
      const again = await raw(one, miss('a'), headers);
      expect([miss('a'), slow.status, fast.status, fastPath(fast), fastPath(again)]).toEqual([miss('a'), 404, 404, true, true]);
      expect(again.body.equals(slow.body)).toBe(true);
      expect(comparable(again.headers)).toEqual(comparable(slow.headers));
    }
    // A missing article's page names its slug in the data block: each miss gets its own.
    expect(gunzipSync((await raw(one, '/blog/no-such-post-c', headers)).body).toString()).toContain('"no-such-post-c"');
    // Not a page path, or with a query: the normal path, always.
    for (const path of ['/api/nowhere', '/nowhere.png', '/assets/nowhere', '/nowhere?x=1']) {
      const response = await raw(one, path, headers);
      expect([path, response.status, fastPath(response)]).toEqual([path, 404, false]);
    }
  });

  it('answers 304 on If-None-Match, with the same headers as the normal path', async () => {
    const post = await createPost(first.dataSource, { title: 'Revalidate me' });
    await cacheCaughtUp(first, second);
    for (const route of ROUTES(post.slug)) {
      const full = await raw(one, route, { 'accept-encoding': 'gzip' });
      const fast = await raw(one, route, { 'accept-encoding': 'gzip', 'if-none-match': full.headers.etag! });
      expect([route, fast.status, fastPath(fast), fast.body.length]).toEqual([route, 304, true, 0]);
      first.app.get(PublicCache).invalidate();
      const slow = await raw(one, route, { 'accept-encoding': 'gzip', 'if-none-match': full.headers.etag! });
      expect([route, slow.status, fastPath(slow)]).toEqual([route, 304, false]);
      expect(comparable(fast.headers)).toEqual(comparable(slow.headers));
      expect((await raw(one, route, { 'if-none-match': '"other"' })).status).toBe(200);
    }
  });

  it("answers only a post's exact API path; its other spellings go on to the normal path, whatever they answer there", async () => {
    const post = await createPost(first.dataSource, { title: 'Spelled Otherwise' });
    await cacheCaughtUp(first, second);
    const canonical = `/api/blog/posts/${post.slug}`;
    await raw(one, canonical);
    const hit = await raw(one, canonical);
    expect([hit.status, fastPath(hit)]).toEqual([200, true]);
    const escaped = `/api/blog/posts/${post.slug.replace('-', '%2D')}`;
    const spellings = [canonical.toUpperCase(), `/api/blog/posts/${post.slug.toUpperCase()}`, `${canonical}/`, escaped, `${canonical}/more`, `${canonical}x`];
    const answers: Array<[string, number, boolean]> = [];
    for (const spelling of spellings) {
      for (let attempt = 0; attempt < 2; attempt += 1) {
        const response = await raw(one, spelling);
        answers.push([spelling, response.status, fastPath(response)]);
        if (response.status === 200) expect(JSON.parse(response.body.toString()).slug).toBe(post.slug);
      }
    }
    expect(answers.filter(([, , fast]) => fast)).toEqual([]);
    // The normal path's own rules (unchanged): the slug is case-sensitive, an escape is decoded.
    expect(answers.filter(([spelling]) => spelling === `/api/blog/posts/${post.slug.toUpperCase()}` || spelling === `${canonical}x` || spelling === `${canonical}/more`).map(([, status]) => status)).toEqual([404, 404, 404, 404, 404, 404]);
    expect(answers.filter(([spelling]) => spelling === escaped).map(([, status]) => status)).toEqual([200, 200]);
  });

  it('never serves a draft (API or page), on either replica', async () => {
    const draft = await createPost(first.dataSource, { title: 'Fast draft', published: false, status: 'draft' });
    await cacheCaughtUp(first, second);
    for (const base of [one, two]) {
      for (let attempt = 0; attempt < 2; attempt += 1) {
        expect((await raw(base, `/api/blog/posts/${draft.slug}`)).status).toBe(404);
        expect((await raw(base, `/blog/${draft.slug}`)).status).toBe(404);
        const list = JSON.parse((await raw(base, '/api/blog/posts')).body.toString()) as Array<{ slug: string }>;
        expect(list.map((post) => post.slug)).not.toContain(draft.slug);
      }
    }
  });

  it('publish, edit and unpublish on one replica are served by the other (after the message)', async () => {
    const created = (await admin.post('/api/admin/blog/posts').send({ title: 'Fast Flip', category: 'Video Editing', content: 'First words' }).expect(201)).body;
    const slug = created.slug as string;
    await cacheCaughtUp(first, second);
    // Warm the other replica's fast path with the 404 / the list without it.
    expect((await raw(two, `/blog/${slug}`)).status).toBe(404);
    await raw(two, '/api/blog/posts');
    await raw(two, '/api/blog/posts');

    const published = (await admin.patch(`/api/admin/blog/posts/${created.id}`).send({ published: true }).expect(200)).body;
    await cacheCaughtUp(first, second);
    expect((await raw(two, `/api/blog/posts/${slug}`)).status).toBe(200);
    expect((await raw(two, `/blog/${slug}`)).body.toString()).toContain('First words');
    const cached = await raw(two, `/blog/${slug}`);
    expect(fastPath(cached)).toBe(true);
    expect(JSON.parse((await raw(two, '/api/blog/posts')).body.toString()).map((post: { slug: string }) => post.slug)).toContain(slug);

    await admin.put(`/api/admin/blog/posts/${created.id}`).send({ ...published, content: 'Second words' }).expect(200);
    await cacheCaughtUp(first, second);
    const edited = await raw(two, `/blog/${slug}`, { 'if-none-match': cached.headers.etag! });
    expect(edited.status).toBe(200);
    expect(edited.body.toString()).toContain('Second words');
    expect(edited.body.toString()).not.toContain('First words');
    expect(JSON.parse((await raw(two, `/api/blog/posts/${slug}`)).body.toString()).content).toBe('Second words');

    await admin.patch(`/api/admin/blog/posts/${created.id}`).send({ published: false }).expect(200);
    await cacheCaughtUp(first, second);
    for (const base of [one, two]) {
      expect((await raw(base, `/api/blog/posts/${slug}`)).status).toBe(404);
      expect((await raw(base, `/blog/${slug}`)).status).toBe(404);
      expect(JSON.parse((await raw(base, '/api/blog/posts')).body.toString()).map((post: { slug: string }) => post.slug)).not.toContain(slug);
    }
  });
});

describe('Public fast path with Redis going down and coming back', () => {
  let port: number;
  let redis: OwnRedis;
  let writer: TestApp;
  let reader: TestApp;
  let frontend: ReturnType<typeof createFrontendDist>;
  let base: string;

  beforeAll(async () => {
    port = await freePort();
    redis = await startOwnRedis(port);
    frontend = createFrontendDist();
    const env = { REDIS_URL: `redis://127.0.0.1:${port}`, FRONTEND_DIST: frontend.dist };
    writer = await createTestApp(env);
    reader = await createTestApp({ ...env, QUEUE_PREFIX: writer.config.queuePrefix }, { database: writer.database });
    base = await listen(reader);
  });

  afterAll(async () => {
    await reader?.close();
    await writer?.close();
    await redis?.stop();
    frontend.remove();
  });

  it('still answers 200 from Postgres while Redis is down, and serves no stale bytes once it is back', async () => {
    const post = await createPost(writer.dataSource, { title: 'Outage Survivor', content: 'Before the outage' });
    await cacheCaughtUp(writer, reader);
    await raw(base, `/blog/${post.slug}`);
    await raw(base, `/api/blog/posts/${post.slug}`);
    expect(fastPath(await raw(base, `/api/blog/posts/${post.slug}`))).toBe(true);

    redis.process.kill('SIGKILL');
    const cache = reader.app.get(PublicCache);
    await until(() => !cache.isLive, 'the reader to notice Redis is gone');

    // A write during the outage (its version bump fails and is retried later).
    await writer.dataSource.getRepository(BlogPost).update(post.id, { content: 'During the outage' });
    for (let attempt = 0; attempt < 2; attempt += 1) {
      const api = await raw(base, `/api/blog/posts/${post.slug}`);
      expect([api.status, fastPath(api)]).toEqual([200, false]);
      expect(JSON.parse(api.body.toString()).content).toBe('During the outage');
      const page = await raw(base, `/blog/${post.slug}`);
      expect([page.status, fastPath(page)]).toEqual([200, false]);
      expect(page.body.toString()).toContain('During the outage');
    }

    redis = await startOwnRedis(port);
    await until(() => cache.isLive, 'the reader to resubscribe');
    for (let attempt = 0; attempt < 2; attempt += 1) {
      expect(JSON.parse((await raw(base, `/api/blog/posts/${post.slug}`)).body.toString()).content).toBe('During the outage');
      expect((await raw(base, `/blog/${post.slug}`)).body.toString()).toContain('During the outage');
    }
    expect(fastPath(await raw(base, `/blog/${post.slug}`))).toBe(true);

    // And invalidation works again after the reconnect.
    await until(() => writer.app.get(PublicCache).isLive, 'the writer to resubscribe');
    await writer.dataSource.getRepository(BlogPost).update(post.id, { content: 'After the outage' });
    await cacheCaughtUp(writer, reader);
    expect(JSON.parse((await raw(base, `/api/blog/posts/${post.slug}`)).body.toString()).content).toBe('After the outage');
  });
});
