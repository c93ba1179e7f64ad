import { BlogPost } from '@app/contract';
import { StreamableFile } from '@nestjs/common';
import { Readable } from 'node:stream';
import request, { Agent } from 'supertest';
import { toAdminPost } from '../src/posts/dto/admin-post.dto';
import { adminPostListBody } from '../src/posts/post-list-stream';
import { PostListRepository } from '../src/posts/post-list.repository';
import { createPost } from './factories/post.factory';
import { loginAgent } from './support/login';
import { createTestApp, TestApp } from './support/test-app';

/**
 * Issue 30: the spec's admin list (every post with its text) was built whole in memory (29 MB at 10,000
 * posts). It is now read and sent a page at a time; the bytes must be the ones the whole list gave.
 */
describe('GET /api/admin/blog/posts streamed a page at a time', () => {
  let sut: TestApp;
  let admin: Agent;

  /** What the list was before it was streamed: every post, newest first, as one JSON text. */
  const wholeList = async () =>
    JSON.stringify((await sut.dataSource.getRepository(BlogPost).find({ order: { createdAt: 'DESC', id: 'DESC' } })).map(toAdminPost));

  const text = async (body: StreamableFile) => {
    const chunks: Buffer[] = [];
    for await (const chunk of body.getStream() as Readable) chunks.push(Buffer.from(chunk));
    return Buffer.concat(chunks).toString('utf8');
  };

  beforeAll(async () => {
    sut = await createTestApp();
    admin = await loginAgent(sut);
    // Pages end on ties and on times a millisecond cannot tell apart: the next page must start exactly after.
    const at = (time: string) => new Date(time);
    for (let index = 0; index < 7; index += 1) await createPost(sut.dataSource, { title: `Same moment ${index}`, createdAt: at('2026-03-01T10:00:00Z') });
    for (let index = 0; index < 5; index += 1) await createPost(sut.dataSource, { title: `Draft ${index}`, published: false, status: 'draft', content: `Body ${index} ✂ "quoted"\n` });
    const ids = (await sut.dataSource.getRepository(BlogPost).find({ select: { id: true }, order: { id: 'ASC' } })).map((post) => post.id);
    await sut.dataSource.query(`UPDATE blog_posts SET created_at = timestamptz '2026-02-01 10:00:00.000001+00' + (id % 3) * interval '1 microsecond' WHERE id = ANY($1)`, [ids.slice(7)]);
  });

  afterAll(async () => {
    await sut?.close();
  });

  it.each([1, 2, 3, 5, 50])('gives the bytes of the whole list with pages of %i', async (pageSize) => {
    const body = await adminPostListBody(new PostListRepository(sut.dataSource), pageSize);

    expect(await text(body)).toBe(await wholeList());
  });

  it('answers JSON, compressed when the client accepts it, the same as the whole list', async () => {
    const response = await admin.get('/api/admin/blog/posts').set('Accept-Encoding', 'gzip').buffer(true).parse((res, done) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => done(null, Buffer.concat(chunks)));
    });

    expect(response.status).toBe(200);
    expect(response.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(response.headers['content-encoding']).toBe('gzip');
    expect(response.headers['cache-control']).toBe('no-store');
    // (supertest has already unzipped the body it was sent)
    expect((response.body as Buffer).toString('utf8')).toBe(await wholeList());
  });

  it('an empty blog is an empty list', async () => {
    const empty = { pageAfter: async () => ({ posts: [], next: null }) } as unknown as PostListRepository;

    expect(await text(await adminPostListBody(empty))).toBe('[]');
  });

  it('still needs an admin session', async () => {
    await request(sut.app.getHttpServer()).get('/api/admin/blog/posts').expect(401);
  });
});
