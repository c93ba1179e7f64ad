import { PinoLogger } from 'nestjs-pino';
import { Writable } from 'node:stream';
import pino from 'pino';
import request from 'supertest';
import { createPost } from './factories/post.factory';
import { loginAgent } from './support/login';
import { createTestApp, TestApp } from './support/test-app';

/** Every JSON line the gateway's logger writes from now on (the root logger's stream, swapped). */
function captureLogLines(): string[] {
  const lines: string[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(...chunk.toString('utf8').split('\n').filter(Boolean));
      done();
    },
  });
  const root = PinoLogger.root as unknown as Record<symbol, unknown>;
  root[pino.symbols.streamSym] = stream;
  return lines;
}

describe('Database errors in the logs', () => {
  let sut: TestApp;
  let admin: request.Agent;
  let lines: string[];

  beforeAll(async () => {
    sut = await createTestApp({ LOG_LEVEL: 'error' });
    admin = await loginAgent(sut);
    lines = captureLogLines();
  });

  afterAll(async () => {
    await sut.close();
  });

  it('show the query and the shape of its parameters, never their values (a 300 KB article stays out)', async () => {
    const post = await createPost(sut.dataSource, { title: 'Logged without its words' });
    // Any query failure would do; a constraint the article breaks is a real one, reached through the API.
    await sut.dataSource.query('ALTER TABLE blog_posts ADD CONSTRAINT test_short_content CHECK (length(content) < 100000)');
    const secret = `PRIVATE-DRAFT-${'words '.repeat(50_000)}`;

    const response = await admin.put(`/api/admin/blog/posts/${post.id}`).send({ content: secret });

    expect(response.status).toBe(500);
    expect(response.body).toEqual({ statusCode: 500, message: 'Internal server error' });
    const logged = lines.find((line) => line.includes('Unhandled error'));
    expect(logged).toBeDefined();
    expect(logged).not.toContain('PRIVATE-DRAFT');
    expect(logged!.length).toBeLessThan(10_000);
    const { err, req } = JSON.parse(logged!);
    // The line names its request, as the request's access line does.
    expect(req).toEqual({ id: response.headers['x-request-id'], method: 'PUT', url: `/api/admin/blog/posts/${post.id}` });
    expect(err).toMatchObject({
      type: 'QueryFailedError',
      code: '23514',
      constraint: 'test_short_content',
      query: expect.stringMatching(/^UPDATE "blog_posts" SET .*\$1/),
      parameters: expect.arrayContaining([`string(${secret.length})`]),
    });
    expect(err.detail).toBeUndefined();
  });
});
