import request from 'supertest';
import { parseKeywords } from '@app/site';
import { createPost } from './factories/post.factory';
import { createTestApp, TestApp } from './support/test-app';

describe('Public blog API', () => {
  let sut: TestApp;

  beforeAll(async () => {
    sut = await createTestApp();
  });

  afterAll(async () => {
    await sut.close();
  });

  it('lists published posts only, newest first, without content', async () => {
    await createPost(sut.dataSource, { title: 'Older post', createdAt: new Date('2026-01-01T10:00:00Z') });
    await createPost(sut.dataSource, { title: 'Newer post', createdAt: new Date('2026-02-01T10:00:00Z') });
    await createPost(sut.dataSource, { title: 'Secret draft', published: false, status: 'draft' });

    const response = await request(sut.app.getHttpServer()).get('/api/blog/posts').expect(200);

    const titles = response.body.map((post: { title: string }) => post.title);
    expect(titles).toEqual(['Newer post', 'Older post']);
    expect(response.body[0]).not.toHaveProperty('content');
    expect(response.body[0]).toMatchObject({ slug: 'newer-post', category: 'Video Editing', keywords: ['editing'] });
  });

  it('returns a published post by slug with its content', async () => {
    await createPost(sut.dataSource, { title: 'Colour grading basics', content: '## Grade\n\nBalance first.' });

    const response = await request(sut.app.getHttpServer()).get('/api/blog/posts/colour-grading-basics').expect(200);

    expect(response.body).toMatchObject({ title: 'Colour grading basics', content: '## Grade\n\nBalance first.' });
  });

  it('answers 404 with a JSON message for a draft slug', async () => {
    await createPost(sut.dataSource, { title: 'Unfinished draft', published: false, status: 'draft' });

    const response = await request(sut.app.getHttpServer()).get('/api/blog/posts/unfinished-draft').expect(404);

    expect(response.body).toEqual({ statusCode: 404, message: 'Article not found' });
  });

  it('falls back to the first 100 characters of content when the excerpt is empty', async () => {
    const content = 'x'.repeat(150);
    await createPost(sut.dataSource, { title: 'No excerpt here', excerpt: '', content });

    const response = await request(sut.app.getHttpServer()).get('/api/blog/posts/no-excerpt-here').expect(200);

    expect(response.body.excerpt).toBe(`${'x'.repeat(100)}...`);
  });

  it.each([
    ['a JSON-encoded string', '["YouTube", "retention"]'],
    ['an array', ['YouTube', 'retention']],
    ['a comma-separated string', 'YouTube, retention'],
  ])('returns keywords given as %s as an array', async (_form, keywords) => {
    const title = `Keywords as ${typeof keywords === 'string' ? keywords.length : 'array'} ${Math.random()}`;
    const post = await createPost(sut.dataSource, { title, keywords: parseKeywords(keywords) });

    const response = await request(sut.app.getHttpServer()).get(`/api/blog/posts/${post.slug}`).expect(200);

    expect(response.body.keywords).toEqual(['YouTube', 'retention']);
  });

  it.each([
    ["a slug with SQL", "x'%20OR%201=1--"],
    ['a slug with path characters', '..%2F..%2Fetc%2Fpasswd'],
    ['a 10 KB slug', 'a'.repeat(10_240)],
    ['a unicode slug', encodeURIComponent('vidéo-😀')],
  ])('answers 404, never 500, for %s', async (_label, slug) => {
    const response = await request(sut.app.getHttpServer()).get(`/api/blog/posts/${slug}`);

    expect([400, 404]).toContain(response.status);
    expect(response.body).toHaveProperty('message');
  });
});

describe('Gateway basics', () => {
  let sut: TestApp;

  beforeAll(async () => {
    sut = await createTestApp();
  });

  afterAll(async () => {
    await sut.close();
  });

  it('answers unknown /api paths with a JSON 404', async () => {
    const response = await request(sut.app.getHttpServer()).get('/api/nothing-here').expect(404);

    expect(response.headers['content-type']).toMatch(/application\/json/);
    expect(response.body).toEqual({ statusCode: 404, message: expect.any(String) });
  });

  it('answers malformed JSON with 400 and a readable message', async () => {
    const response = await request(sut.app.getHttpServer())
      .post('/api/blog/posts')
      .set('Content-Type', 'application/json')
      .send('{"title": ');

    expect(response.status).toBe(400);
    expect(response.body).toEqual({ statusCode: 400, message: 'The request body is not valid JSON' });
  });

  it('answers bodies over 1 MB with 413', async () => {
    const response = await request(sut.app.getHttpServer())
      .post('/api/blog/posts')
      .set('Content-Type', 'application/json')
      .send(JSON.stringify({ content: 'x'.repeat(1_100_000) }));

    expect(response.status).toBe(413);
    expect(response.body.statusCode).toBe(413);
  });

  it('reports healthy when Postgres and Redis answer', async () => {
    const response = await request(sut.app.getHttpServer()).get('/api/health').expect(200);

    expect(response.body).toEqual({ status: 'ok', checks: { database: 'up', redis: 'up' } });
  });

  it('sets security headers and a request id', async () => {
    const response = await request(sut.app.getHttpServer()).get('/api/blog/posts').set('X-Request-Id', 'abc-123');

    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['x-request-id']).toBe('abc-123');
  });
});
