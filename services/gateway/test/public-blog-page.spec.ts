import request from 'supertest';
import { BlogPost } from '@app/contract';
import { POSTS_PAGE_MAX_LIMIT, POSTS_PAGE_MAX_QUERY, postsPageUrl } from '@app/site';
import { createPost } from './factories/post.factory';
import { cacheCaughtUp } from './support/public-cache';
import { createTestApp, TestApp } from './support/test-app';

interface Page {
  items: { id: number; title: string; slug: string; category: string; excerpt: string }[];
  total: number;
  next: string | null;
}

/** GET /api/blog/page: the blog's filter over every published post, one page at a time. */
describe('Public blog page read (GET /api/blog/page)', () => {
  let sut: TestApp;
  const http = () => request(sut.app.getHttpServer());
  const read = async (query: Record<string, string | number>): Promise<Page> => (await http().get('/api/blog/page').query(query).expect(200)).body as Page;

  /** Every page of a filter, following `next`. */
  async function readAll(query: Record<string, string | number>): Promise<Page['items']> {
    const items: Page['items'] = [];
    let cursor: string | null = null;
    do {
      const page = await read(cursor ? { ...query, cursor } : query);
      items.push(...page.items);
      cursor = page.next;
    } while (cursor);
    return items;
  }

  const day = (n: number) => new Date(Date.UTC(2026, 0, 1) + n * 86_400_000);

  beforeAll(async () => {
    sut = await createTestApp();
    const categories = ['Video Editing', 'Video Marketing', 'Audience Building', 'Content Creating'];
    for (let n = 0; n < 30; n += 1) {
      await createPost(sut.dataSource, {
        title: `Lesson ${n} ${n % 3 === 0 ? 'RETENTION' : 'pacing'}`,
        excerpt: n % 5 === 0 ? 'All about Thumbnails' : 'A practical guide.',
        category: categories[n % 4],
        createdAt: day(n),
      });
    }
    // Same creation time: the id breaks the tie, as in the list.
    await createPost(sut.dataSource, { title: 'Twin one', createdAt: day(100) });
    await createPost(sut.dataSource, { title: 'Twin two', createdAt: day(100) });
    await createPost(sut.dataSource, { title: 'Hidden retention draft', published: false, status: 'draft', createdAt: day(200) });
    // No excerpt: the search reads the fallback (the content's start), as the list shows it.
    await createPost(sut.dataSource, { title: 'Fallback excerpt', excerpt: '', content: 'Storyboards before the shoot', createdAt: day(-1) });
    await cacheCaughtUp(sut);
  });

  afterAll(async () => {
    await sut.close();
  });

  it('pages the whole published list in its order, the first item being the featured post', async () => {
    const list = (await http().get('/api/blog/posts').expect(200)).body as Page['items'];
    const first = await read({ limit: 13 });
    expect(first.total).toBe(list.length);
    expect(first.items.map((post) => post.slug)).toEqual(list.slice(0, 13).map((post) => post.slug));
    expect(first.items[0]).toEqual(list[0]);
    expect(first.items[0].title).toBe('Twin two');
    expect((await readAll({ limit: 7 })).map((post) => post.id)).toEqual(list.map((post) => post.id));
  });

  it("filters every post with the spec's rule: search text in title or excerpt, any case; category exact", async () => {
    const list = (await http().get('/api/blog/posts').expect(200)).body as Page['items'];
    const expected = (needle: string, category?: string) =>
      list
        .filter((post) => (post.title.toLowerCase().includes(needle) || post.excerpt.toLowerCase().includes(needle)) && (!category || post.category === category))
        .map((post) => post.slug);

    const retention = await readAll({ q: 'Retention', limit: 3 });
    expect(retention.map((post) => post.slug)).toEqual(expected('retention'));
    expect(retention).toHaveLength(10);
    expect(retention.map((post) => post.title)).not.toContain('Hidden retention draft');
    expect((await readAll({ q: 'thumbNAILS' })).map((post) => post.slug)).toEqual(expected('thumbnails'));
    expect((await read({ q: 'storyboards' })).items.map((post) => post.title)).toEqual(['Fallback excerpt']);

    const marketing = await read({ category: 'Video Marketing', q: 'retention' });
    expect(marketing.items.map((post) => post.slug)).toEqual(expected('retention', 'Video Marketing'));
    expect(marketing.total).toBe(expected('retention', 'Video Marketing').length);
    expect((await read({ category: 'all' })).total).toBe(list.length);

    expect(await read({ q: 'zzz no such text' })).toEqual({ items: [], total: 0, next: null });
  });

  it('keeps its place when posts are published and unpublished between two pages', async () => {
    const first = await read({ category: 'Video Editing', limit: 4 });
    const shown = first.items.map((post) => post.id);
    // A post newer than all (it belongs before the cursor) and the removal of one already shown.
    await createPost(sut.dataSource, { title: 'Fresh editing news', category: 'Video Editing', createdAt: day(300) });
    await sut.dataSource.getRepository(BlogPost).update(shown[0], { published: false });
    await cacheCaughtUp(sut);

    const rest: number[] = [];
    let cursor = first.next;
    while (cursor) {
      const page = await read({ category: 'Video Editing', limit: 4, cursor });
      rest.push(...page.items.map((post) => post.id));
      cursor = page.next;
    }
    const now = (await readAll({ category: 'Video Editing' })).map((post) => post.id);
    // Nothing repeats, nothing older than the first page is skipped.
    expect(rest.filter((id) => shown.includes(id))).toEqual([]);
    expect(rest).toEqual(now.slice(now.indexOf(shown[shown.length - 1]) + 1));
    await sut.dataSource.getRepository(BlogPost).update(shown[0], { published: true });
    await cacheCaughtUp(sut);
  });

  it('follows a write: a new post is on the first page at once', async () => {
    await read({});
    await createPost(sut.dataSource, { title: 'Brand new audience tips', category: 'Audience Building', createdAt: day(400) });
    await cacheCaughtUp(sut);
    expect((await read({ category: 'Audience Building', limit: 1 })).items[0].title).toBe('Brand new audience tips');
  });

  it("answers a filter's first page from the fast path once built (the URL the browser asks for), a search every time afresh", async () => {
    const url = postsPageUrl({ category: 'Video Marketing', limit: 4 });
    const first = await http().get(url).expect(200);
    const again = await http().get(url).expect(200);
    expect(first.headers['x-request-id']).toBeDefined();
    expect(again.headers['x-request-id']).toBeUndefined();
    expect(again.body).toEqual(first.body);
    const search = postsPageUrl({ q: 'lesson', limit: 4 });
    await http().get(search).expect(200);
    expect((await http().get(search).expect(200)).headers['x-request-id']).toBeDefined();
  });

  // Each field of an otherwise valid query, broken one way at a time: 400 {statusCode, message}, never a 500.
  it.each([
    ['q', ['a', 'b']],
    ['q', 'x'.repeat(POSTS_PAGE_MAX_QUERY + 1)],
    ['category', 'video editing'],
    ['category', 'Unknown'],
    ['category', ['Video Editing', 'Video Marketing']],
    ['cursor', 'abc'],
    ['cursor', '123'],
    ['cursor', '1_2_3'],
    ['cursor', `${'9'.repeat(40)}_1`],
    ['cursor', "1_1' OR 1=1"],
    ['limit', 0],
    ['limit', POSTS_PAGE_MAX_LIMIT + 1],
    ['limit', 'ten'],
    ['limit', 1.5],
    ['limit', -1],
    ['limit', ['1', '2']],
    ['extra', 'x'],
  ])('answers 400 for %s = %j', async (field, value) => {
    const query: Record<string, unknown> = { q: 'lesson', category: 'Video Editing', limit: 5, [field]: value };
    const response = await http().get('/api/blog/page').query(query);
    expect(response.status).toBe(400);
    expect(response.body).toEqual({ statusCode: 400, message: expect.any(String) });
  });

  it('takes any text as a search, markup and SQL included', async () => {
    for (const q of ["' OR 1=1 --", '<script>', '%_%', '😀', '\\']) {
      expect(await read({ q })).toEqual({ items: [], total: 0, next: null });
    }
  });
});
