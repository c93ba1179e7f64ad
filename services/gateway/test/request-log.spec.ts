import { AsyncLocalStorage } from 'node:async_hooks';
import { Writable } from 'node:stream';
import { PinoLogger } from 'nestjs-pino';
import pino from 'pino';
import request from 'supertest';
import { createPost } from './factories/post.factory';
import { createTestApp, TestApp } from './support/test-app';

/** Every JSON line the gateway's root logger writes from now on, at `info` (its stream swapped; its children inherit the level). */
function captureLogLines(): Array<Record<string, unknown>> {
  const lines: Array<Record<string, unknown>> = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      for (const line of chunk.toString('utf8').split('\n').filter(Boolean)) lines.push(JSON.parse(line) as Record<string, unknown>);
      done();
    },
  });
  (PinoLogger.root as unknown as Record<symbol, unknown>)[pino.symbols.streamSym] = stream;
  PinoLogger.root.level = 'info';
  return lines;
}

describe('Request logs', () => {
  let sut: TestApp;
  let lines: Array<Record<string, unknown>>;
  let slug: string;

  beforeAll(async () => {
    sut = await createTestApp();
    slug = (await createPost(sut.dataSource, { title: 'A logged read', published: true })).slug;
    lines = captureLogLines();
  });

  afterAll(async () => {
    await sut.close();
  });

  beforeEach(() => {
    lines.length = 0;
  });

  it('write one access line per request that reaches express: its id (X-Request-Id), method, path, status and time', async () => {
    const response = await request(sut.app.getHttpServer()).get('/api/blog/page?q=logged').set('X-Request-Id', 'log-line-1');

    expect(response.status).toBe(200);
    expect(response.headers['x-request-id']).toBe('log-line-1');
    const access = lines.filter((line) => line.msg === 'request completed');
    expect(access).toHaveLength(1);
    expect(access[0]).toMatchObject({ level: 30, req: { id: 'log-line-1', method: 'GET', url: '/api/blog/page?q=logged' }, res: { statusCode: 200 } });
    expect(typeof access[0].responseTime).toBe('number');
    // No headers, no cookies.
    expect(Object.keys(access[0].req as object).sort()).toEqual(['id', 'method', 'url']);
  });

  it('log a 404 as a warning and generate an id when the caller sends none (or an insane one)', async () => {
    const response = await request(sut.app.getHttpServer()).get('/api/blog/posts/no-such-post-here').set('X-Request-Id', '../../etc/passwd');

    expect(response.status).toBe(404);
    const id = response.headers['x-request-id'];
    expect(id).toMatch(/^[0-9a-f-]{36}$/);
    expect(lines.find((line) => line.msg === 'request completed')).toMatchObject({ level: 40, req: { id }, res: { statusCode: 404 } });
  });

  it('name the request in the lines written while serving it (a refused sign-in)', async () => {
    const response = await request(sut.app.getHttpServer()).post('/api/admin/login').send({ username: 'nobody', password: 'wrong-password' });

    expect(response.status).toBe(401);
    const refused = lines.find((line) => line.msg === 'Admin login failed');
    expect(refused).toMatchObject({ level: 40, req: { id: response.headers['x-request-id'], method: 'POST', url: '/api/admin/login' } });
    expect(JSON.stringify(refused)).not.toContain('nobody');
  });

  it('leave the health probes and the fast path out of the access log', async () => {
    const server = sut.app.getHttpServer();
    await request(server).get(`/api/blog/posts/${slug}`); // fills the cache (logged: it reached express)
    lines.length = 0;

    const hit = await request(server).get(`/api/blog/posts/${slug}`);
    const live = await request(server).get('/api/health/live');

    expect([hit.status, live.status]).toEqual([200, 200]);
    expect(hit.headers['x-request-id']).toBeUndefined();
    expect(lines.filter((line) => line.msg === 'request completed')).toEqual([]);
  });

  it('run no request inside an AsyncLocalStorage (on Node 20 it puts async_hooks on every request, cached reads included)', async () => {
    const run = jest.spyOn(AsyncLocalStorage.prototype, 'run');
    try {
      const server = sut.app.getHttpServer();
      await request(server).get('/api/blog/page?q=logged');
      await request(server).get(`/api/blog/posts/${slug}`);
      await request(server).post('/api/admin/login').send({ username: 'nobody', password: 'wrong-password' });

      expect(run).not.toHaveBeenCalled();
    } finally {
      run.mockRestore();
    }
  });
});
