import { AiProduction, BlogPost, ProductionStatus } from '@app/contract';
import request from 'supertest';
import { createPost } from './factories/post.factory';
import { loginAgent } from './support/login';
import { createTestApp, TestApp } from './support/test-app';

const PRODUCTIONS = '/api/ai/productions/summaries';
const AGEING = '/api/admin/blog/ageing';
const ORPHANS = '/api/admin/blog/orphans';

/**
 * Issue 18: the studio's other lists are pages of small items too (productions without their articles,
 * ageing and orphan posts), and a post card says itself whether AI works on it and whether it is ageing.
 */
describe('The studio lists at scale: productions, ageing and orphan posts, a page at a time', () => {
  let sut: TestApp;
  let admin: request.Agent;
  const drafts: BlogPost[] = [];
  const productions: AiProduction[] = [];
  const ageing: BlogPost[] = [];
  let fresh: BlogPost;

  beforeAll(async () => {
    sut = await createTestApp({ POST_AGEING_DAYS: '200' });
    admin = await loginAgent(sut);
    const repository = sut.dataSource.getRepository(AiProduction);
    const at = (minute: number) => new Date(Date.UTC(2024, 0, 1, 0, minute));
    // 7 drafts, each with one production (newest last): 4 ready for review, 2 writing, 1 failed; long articles.
    const statuses: ProductionStatus[] = ['ready_for_review', 'writing', 'ready_for_review', 'failed', 'ready_for_review', 'writing', 'ready_for_review'];
    for (const [index, status] of statuses.entries()) {
      const draft = await createPost(sut.dataSource, { title: `Studio draft ${index}`, published: false, status: 'draft', createdAt: at(index) });
      drafts.push(draft);
      productions.push(
        await repository.save(
          repository.create({
            postId: draft.id,
            title: draft.title,
            status,
            finalContent: `## Article ${index}\n\n${'words '.repeat(3000)}`,
            feedback: [{ feedback: `Make it shorter ${'please '.repeat(200)}`, requestedAt: at(index).toISOString() }],
            currentJobId: status === 'writing' ? `00000000-0000-4000-8000-00000000000${index}` : null,
            createdAt: at(index),
          }),
        ),
      );
    }
    // A second, newer production of the first draft: its card shows this one.
    productions.push(await repository.save(repository.create({ postId: drafts[0].id, title: 'Studio draft 0, again', status: 'revising', finalContent: null, feedback: [], createdAt: at(50) })));

    // 5 live posts unchanged for 300-700 days (ageing at 200), 1 changed 10 days ago; every live post links nowhere.
    for (let index = 0; index < 5; index += 1) {
      const post = await createPost(sut.dataSource, { title: `Studio old ${index}`, createdAt: at(100 + index) });
      await sut.dataSource.query(`UPDATE blog_posts SET updated_at = now() - $2 * interval '24 hours' WHERE id = $1`, [post.id, 300 + index * 100]);
      ageing.push(post);
    }
    fresh = await createPost(sut.dataSource, { title: 'Studio fresh', createdAt: at(110) });
    await sut.dataSource.query(`UPDATE blog_posts SET updated_at = now() - interval '10 days' WHERE id = $1`, [fresh.id]);
  });

  afterAll(async () => {
    await sut.close();
  });

  const get = async (url: string) => (await admin.get(url).expect(200)).body;
  const ids = (page: { items: Array<{ id: number }> }) => page.items.map((item) => item.id);

  describe(`GET ${PRODUCTIONS}`, () => {
    it('answers a page of productions, newest first, without articles or revision requests, with the next page and the counts by status', async () => {
      const first = await get(`${PRODUCTIONS}?pageSize=3`);
      const last = await get(`${PRODUCTIONS}?pageSize=3&page=3`);

      const newestFirst = [...productions].reverse().map((production) => production.id);
      expect(first).toMatchObject({ page: 1, pageSize: 3, total: 8, next: 2 });
      // The first draft's first production is superseded by its newer one (issue 27): 3 await review, not 4.
      expect(first.counts).toEqual({ queued: 0, writing: 2, revising: 1, ready_for_review: 3, approved: 0, failed: 1, published: 0, scheduled: 0, superseded: 1 });
      expect(ids(first)).toEqual(newestFirst.slice(0, 3));
      expect(first.items[0]).toMatchObject({
        id: productions[7].id,
        postId: drafts[0].id,
        title: 'Studio draft 0, again',
        status: 'revising',
        blogPost: { id: drafts[0].id, title: drafts[0].title, slug: drafts[0].slug, published: false },
        hasProposal: false,
        stale: false,
      });
      expect(first.items.every((item: object) => !('finalContent' in item) && !('feedback' in item))).toBe(true);
      expect(JSON.stringify(first).length).toBeLessThan(3000);
      expect(last).toMatchObject({ page: 3, total: 8, next: null });
      expect(ids(last)).toEqual(newestFirst.slice(6));
    });

    it('filters by status; the counts stay the whole list', async () => {
      const review = await get(`${PRODUCTIONS}?status=ready_for_review`);
      const approved = await get(`${PRODUCTIONS}?status=approved`);

      const superseded = await get(`${PRODUCTIONS}?status=superseded`);

      expect(review).toMatchObject({ total: 3, next: null, pageSize: 20 });
      expect(ids(review)).toEqual([productions[6], productions[4], productions[2]].map((production) => production.id));
      expect(approved).toMatchObject({ items: [], total: 0, next: null, counts: { ready_for_review: 3 } });
      expect(superseded).toMatchObject({ total: 1, items: [{ id: productions[0].id, status: 'superseded' }] });
    });

    it("answers one post's productions, newest first (the Edit modal's newest production)", async () => {
      const ofFirst = await get(`${PRODUCTIONS}?postId=${drafts[0].id}&pageSize=1`);
      const ofNone = await get(`${PRODUCTIONS}?postId=2147483647`);

      expect(ofFirst).toMatchObject({ total: 2, next: 2, items: [{ id: productions[7].id, postId: drafts[0].id }] });
      expect(ofNone).toMatchObject({ items: [], total: 0, counts: { ready_for_review: 3 } });
    });

    it('keeps the spec calls: GET /api/ai/productions is every production with its article, /:id one with its article', async () => {
      const all = await get('/api/ai/productions');
      const one = await get(`/api/ai/productions/${productions[2].id}`);

      expect(all).toHaveLength(8);
      expect(all[1]).toMatchObject({ id: productions[6].id, finalContent: expect.stringMatching(/^## Article 6/), feedback: [expect.objectContaining({ feedback: expect.stringMatching(/^Make it shorter/) })] });
      expect(one).toMatchObject({ id: productions[2].id, finalContent: expect.stringMatching(/^## Article 2/) });
    });
  });

  describe('the post cards (GET /api/admin/blog/posts/summaries)', () => {
    it("carry the post's newest production and, for a live post unchanged for POST_AGEING_DAYS, its age", async () => {
      const draftPage = await get('/api/admin/blog/posts/summaries?published=false&pageSize=50');
      const livePage = await get('/api/admin/blog/posts/summaries?published=true&pageSize=50');
      const card = (page: { items: Array<{ id: number }> }, id: number) => page.items.find((item) => item.id === id);

      expect(card(draftPage, drafts[0].id)).toMatchObject({ production: { id: productions[7].id, title: 'Studio draft 0, again', status: 'revising', currentJobId: null }, ageDays: null });
      expect(card(draftPage, drafts[1].id)).toMatchObject({ production: { id: productions[1].id, status: 'writing', currentJobId: productions[1].currentJobId } });
      expect(card(livePage, ageing[4].id)).toMatchObject({ production: null, ageDays: 700 });
      expect(card(livePage, fresh.id)).toMatchObject({ production: null, ageDays: null });
    });
  });

  describe(`GET ${AGEING}`, () => {
    it('answers a page of the ageing live posts, oldest first (nobody read them: no readers lost), with the next page', async () => {
      const first = await get(`${AGEING}?pageSize=2`);
      const last = await get(`${AGEING}?pageSize=2&page=3`);
      const beyond = await get(`${AGEING}?pageSize=2&page=9`);

      expect(first).toMatchObject({ ageingDays: 200, page: 1, pageSize: 2, total: 5, next: 2 });
      expect(first.items).toEqual([
        { id: ageing[4].id, title: ageing[4].title, slug: ageing[4].slug, publishedAt: null, updatedAt: expect.any(String), ageDays: 700, readers: 0, previousReaders: 0, lostReaders: 0 },
        { id: ageing[3].id, title: ageing[3].title, slug: ageing[3].slug, publishedAt: null, updatedAt: expect.any(String), ageDays: 600, readers: 0, previousReaders: 0, lostReaders: 0 },
      ]);
      expect(last).toMatchObject({ total: 5, next: null, items: [{ id: ageing[0].id, ageDays: 300 }] });
      expect(beyond).toMatchObject({ items: [], total: 5, next: null });
    });
  });

  describe(`GET ${ORPHANS}`, () => {
    it('answers a page of the published posts nothing links to, newest first, with the total', async () => {
      await sut.dataSource.getRepository(BlogPost).update(fresh.id, { content: `See [the oldest](/blog/${ageing[0].slug}).` });
      const orphanIds = [fresh, ...[...ageing].reverse().slice(0, 4)].map((post) => post.id);

      const first = await get(`${ORPHANS}?pageSize=3`);
      const second = await get(`${ORPHANS}?pageSize=3&page=2`);
      const beyond = await get(`${ORPHANS}?pageSize=3&page=5`);

      expect(first).toMatchObject({ page: 1, pageSize: 3, total: 5, next: 2 });
      expect(first.items[0]).toEqual({ id: fresh.id, title: fresh.title, slug: fresh.slug, publishedAt: null });
      expect([...ids(first), ...ids(second)]).toEqual(orphanIds);
      expect(second).toMatchObject({ total: 5, next: null });
      expect(beyond).toMatchObject({ items: [], total: 5, next: null });
    });
  });

  it('every list needs an admin session', async () => {
    for (const url of [PRODUCTIONS, AGEING, ORPHANS]) {
      expect(`${url} -> ${(await request(sut.app.getHttpServer()).get(url)).status}`).toBe(`${url} -> 401`);
    }
  });

  it('answers 400 {statusCode, message} naming the parameter for every bad value', async () => {
    const cases: Array<[string, RegExp]> = [
      [`${PRODUCTIONS}?status=done`, /status must be one of/],
      [`${PRODUCTIONS}?status=writing&status=failed`, /status must be one of/],
      [`${PRODUCTIONS}?status=`, /status must be one of/],
      [`${PRODUCTIONS}?finalContent=true`, /finalContent/],
      [`${PRODUCTIONS}?postId=0`, /postId must be 1 or more/],
      [`${PRODUCTIONS}?postId=abc`, /postId must be a whole number/],
      [`${PRODUCTIONS}?postId=2147483648`, /postId must be at most/],
    ];
    for (const url of [PRODUCTIONS, AGEING, ORPHANS]) {
      cases.push([`${url}?page=0`, /page must be 1 or more/], [`${url}?page=x`, /page must be a whole number/], [`${url}?pageSize=51`, /pageSize must be at most 50/], [`${url}?pageSize=2.5`, /pageSize/], [`${url}?sort=title`, /sort/]);
    }
    for (const [url, message] of cases) {
      const response = await admin.get(url);
      expect(`${url} -> ${response.status}`).toBe(`${url} -> 400`);
      expect(response.body).toEqual({ statusCode: 400, message: expect.stringMatching(message) });
    }
  });
});
