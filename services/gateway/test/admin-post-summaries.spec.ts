import { BlogPost } from '@app/contract';
import { DRAFT_PLACEHOLDER_CONTENT } from '@app/site';
import request from 'supertest';
import { createPost } from './factories/post.factory';
import { loginAgent } from './support/login';
import { createTestApp, TestApp } from './support/test-app';

const URL = '/api/admin/blog/posts/summaries';

interface Summary {
  id: number;
  title: string;
  published: boolean;
  hasPlaceholderContent: boolean;
  content?: string;
}

describe('GET /api/admin/blog/posts/summaries: the studio lists, paged, filtered and searched on the server', () => {
  let sut: TestApp;
  let admin: request.Agent;
  const live: BlogPost[] = [];
  const drafts: BlogPost[] = [];

  beforeAll(async () => {
    sut = await createTestApp();
    admin = await loginAgent(sut);
    const at = (minute: number) => new Date(Date.UTC(2024, 0, 1, 0, minute));
    // 25 live posts (every fifth about colour grading, in Video Marketing), newest last, long articles.
    for (let index = 0; index < 25; index += 1) {
      const grading = index % 5 === 0;
      live.push(
        await createPost(sut.dataSource, {
          title: grading ? `Colour grading 100% explained ${index}` : `Live post ${index}`,
          category: grading ? 'Video Marketing' : 'Video Editing',
          content: `## Body ${index}\n\n${'words '.repeat(2000)}`,
          createdAt: at(index),
        }),
      );
    }
    // 4 drafts: 2 still the placeholder, 1 placeholder marked ready for review, 1 written.
    for (const [index, overrides] of [
      { content: DRAFT_PLACEHOLDER_CONTENT, status: 'draft' },
      { content: DRAFT_PLACEHOLDER_CONTENT, status: 'draft', keywords: ['lut', 'grading_tips'] },
      { content: DRAFT_PLACEHOLDER_CONTENT, status: 'ready_for_review' },
      { content: '## Written\n\nA finished draft.', status: 'draft' },
    ].entries()) {
      drafts.push(await createPost(sut.dataSource, { title: `Draft ${index}`, published: false, createdAt: at(100 + index), ...overrides }));
    }
  });

  afterAll(async () => {
    await sut.close();
  });

  const get = async (query: string) => (await admin.get(`${URL}?${query}`).expect(200)).body;
  const titles = (page: { items: Summary[] }) => page.items.map((item) => item.title);

  it('answers one page of live posts, newest first, without content, with the next page and the counts', async () => {
    const first = await get('published=true&pageSize=10');
    const last = await get('published=true&pageSize=10&page=3');

    expect(first).toMatchObject({ page: 1, pageSize: 10, total: 25, next: 2, counts: { total: 29, published: 25, draft: 4, readyForWriting: 2 } });
    expect(first.items[0]).toMatchObject({ id: live[24].id, slug: live[24].slug, excerpt: 'A practical guide.', keywords: ['editing'], published: true, hasPlaceholderContent: false });
    expect(first.items.map((item: Summary) => item.id)).toEqual(live.slice(15).reverse().map((post) => post.id));
    expect(first.items.every((item: Summary) => !('content' in item) && !('finalContent' in item))).toBe(true);
    expect(last).toMatchObject({ page: 3, total: 25, next: null });
    expect(last.items.map((item: Summary) => item.id)).toEqual(live.slice(0, 5).reverse().map((post) => post.id));
  });

  it('lists drafts only, saying which still hold the placeholder', async () => {
    const page = await get('published=false');

    expect(page).toMatchObject({ page: 1, pageSize: 20, total: 4, next: null });
    expect(page.items.map((item: Summary) => [item.title, item.published, item.hasPlaceholderContent])).toEqual([
      ['Draft 3', false, false],
      ['Draft 2', false, true],
      ['Draft 1', false, true],
      ['Draft 0', false, true],
    ]);
  });

  it('lists every post without the published filter', async () => {
    const page = await get('pageSize=50');

    expect(page.total).toBe(29);
    expect(page.items).toHaveLength(29);
    expect(titles(page).slice(0, 2)).toEqual(['Draft 3', 'Draft 2']);
  });

  it('searches title, excerpt, slug and keywords in any case, LIKE characters taken literally', async () => {
    const grading = await get('q=COLOUR%20grading&published=true');
    const percent = await get('q=%25');
    const underscore = await get('q=grading_tips');
    const literalUnderscore = await get('q=e_post');
    const keyword = await get('q=LUT&published=false');
    const none = await get('q=nothing%20like%20this');

    expect(titles(grading)).toEqual([20, 15, 10, 5, 0].map((i) => `Colour grading 100% explained ${i}`));
    expect(grading.total).toBe(5);
    expect(percent.total).toBe(5);
    expect(titles(underscore)).toEqual(['Draft 1']);
    expect(literalUnderscore.total).toBe(0);
    expect(titles(keyword)).toEqual(['Draft 1']);
    expect(none).toMatchObject({ items: [], total: 0, next: null, counts: { total: 29 } });
  });

  it('filters by category, combined with the other filters', async () => {
    const marketing = await get(`category=${encodeURIComponent('Video Marketing')}`);
    const marketingDrafts = await get(`category=${encodeURIComponent('Video Marketing')}&published=false`);

    expect(marketing.total).toBe(5);
    expect(titles(marketing).every((title: string) => title.startsWith('Colour grading'))).toBe(true);
    expect(marketingDrafts.total).toBe(0);
  });

  it('keeps the spec calls: GET /api/admin/blog/posts is every post with content, and /:id is one post', async () => {
    const all = (await admin.get('/api/admin/blog/posts').expect(200)).body;
    const one = (await admin.get(`/api/admin/blog/posts/${drafts[0].id}`).expect(200)).body;

    expect(all).toHaveLength(29);
    expect(all[0]).toMatchObject({ title: 'Draft 3', content: '## Written\n\nA finished draft.' });
    expect(all[0]).not.toHaveProperty('hasPlaceholderContent');
    expect(one).toMatchObject({ id: drafts[0].id, content: DRAFT_PLACEHOLDER_CONTENT });
  });

  it('answers the calendar: posts scheduled or published in [from, to), and drafts with or without a time', async () => {
    const scheduled = drafts[3];
    await sut.dataSource.getRepository(BlogPost).update(scheduled.id, { publishAt: new Date('2030-05-10T09:30:00Z') });
    // A live post whose go-live time is recorded: it is on the calendar on that day, not on its creation day.
    await sut.dataSource.getRepository(BlogPost).update(live[24].id, { publishedAt: new Date('2030-05-20T12:00:00Z') });
    try {
      const may = await get(`from=${encodeURIComponent('2030-05-01T00:00:00Z')}&to=${encodeURIComponent('2030-06-01T00:00:00+00:00')}`);
      const firstTen = await get('from=2024-01-01T00:00:00.000Z&to=2024-01-01T00:10:00.000Z&pageSize=50');
      const timed = await get('published=false&scheduled=true');
      const untimed = await get('published=false&scheduled=false');

      expect(titles(may).sort()).toEqual([scheduled.title, live[24].title].sort());
      expect(titles(firstTen).sort()).toEqual(live.slice(0, 10).map((post) => post.title).sort());
      expect(titles(timed)).toEqual([scheduled.title]);
      expect(titles(untimed)).toEqual(drafts.slice(0, 3).map((post) => post.title).reverse());
    } finally {
      await sut.dataSource.getRepository(BlogPost).update(scheduled.id, { publishAt: null });
      await sut.dataSource.getRepository(BlogPost).update(live[24].id, { publishedAt: null });
    }
  });

  it('needs an admin session', async () => {
    await request(sut.app.getHttpServer()).get(`${URL}?published=true`).expect(401);
  });

  it('answers 400 {statusCode, message} naming the parameter for every bad value', async () => {
    for (const [query, name] of [
      ['published=yes', /published/],
      ['published=1', /published/],
      ['published=', /published/],
      ['published=true&published=false', /published/],
      ['category=Cooking', /category/],
      ['category=Video%20Editing&category=Video%20Marketing', /category/],
      [`q=${'a'.repeat(201)}`, /q must be at most 200/],
      ['q=a&q=b', /q must be a text/],
      ['q=a%00b', /q must not contain NUL/],
      ['page=0', /page/],
      ['page=x', /page/],
      ['pageSize=51', /pageSize/],
      ['sort=title', /sort/],
      ['scheduled=soon', /scheduled/],
      ['from=2030-05-01T00:00:00Z', /from and to go together/],
      ['to=2030-05-01T00:00:00Z', /from and to go together/],
      ['from=yesterday&to=2030-05-01T00:00:00Z', /from must be an ISO 8601 time/],
      ['from=2030-05-01T00:00:00Z&to=2030-05-01', /to must be an ISO 8601 time|to must be after from/],
      ['from=2030-05-02T00:00:00Z&to=2030-05-01T00:00:00Z', /to must be after from/],
      ['from=2030-01-01T00:00:00Z&to=2030-03-01T00:00:00Z', /at most 42 days apart/],
      ['from=2030-02-30T00:00:00Z&to=2030-03-01T00:00:00Z', /from must be an ISO 8601 time/],
    ] as const) {
      const response = await admin.get(`${URL}?${query}`);
      expect(`${query} -> ${response.status}`).toBe(`${query} -> 400`);
      expect(response.body).toEqual({ statusCode: 400, message: expect.stringMatching(name) });
    }
  });
});
