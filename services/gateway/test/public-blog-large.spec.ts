import request from 'supertest';
import { createTestApp, TestApp } from './support/test-app';

/** A blog larger than one batch of the gateway's list read (1,000 rows), with ties in time across batches. */
describe('Public blog list of a large blog', () => {
  let sut: TestApp;

  beforeAll(async () => {
    sut = await createTestApp();
    // 2,345 posts; every 7 share one creation time (to the microsecond), so batches end inside a tie.
    await sut.dataSource.query(
      `INSERT INTO blog_posts (title, slug, excerpt, content, category, author, published, status, created_at, updated_at)
       SELECT 'Large ' || n, 'large-' || n, 'Excerpt ' || n, 'Body', 'Video Editing', 'Hyperframe Team', n % 50 <> 0, 'published',
              timestamptz '2026-01-01 00:00:00.000001+00' + (n / 7) * interval '13 microseconds',
              timestamptz '2026-01-01 00:00:00+00'
         FROM generate_series(1, 2345) AS n`,
    );
  });

  afterAll(async () => {
    await sut.close();
  });

  it('lists every published post once, in the order of the database', async () => {
    const expected: { id: number }[] = await sut.dataSource.query('SELECT id FROM blog_posts WHERE published ORDER BY created_at DESC, id DESC');
    const response = await request(sut.app.getHttpServer()).get('/api/blog/posts').expect(200);
    expect(response.body.map((post: { id: number }) => post.id)).toEqual(expected.map((row) => row.id));
    expect(expected.length).toBeGreaterThan(2000);
  });

  it('pages the same list to its end with the page read', async () => {
    const list = (await request(sut.app.getHttpServer()).get('/api/blog/posts').expect(200)).body as { id: number }[];
    const ids: number[] = [];
    let cursor: string | null = null;
    do {
      const page = (await request(sut.app.getHttpServer()).get('/api/blog/page').query({ limit: 50, ...(cursor ? { cursor } : {}) }).expect(200)).body as { items: { id: number }[]; next: string | null };
      ids.push(...page.items.map((post: { id: number }) => post.id));
      cursor = page.next;
    } while (cursor);
    expect(ids).toEqual(list.map((post) => post.id));
  });
});
