import { AiProduction, BlogPost } from '@app/contract';
import request from 'supertest';
import { createPost } from './factories/post.factory';
import { loginAgent } from './support/login';
import { createTestApp, TestApp } from './support/test-app';

const LISTS = ['/api/admin/blog/posts', '/api/admin/blog/posts/:id/revisions', '/api/ai/productions'];

describe('Admin lists: the spec calls answer arrays, ?page=&pageSize= answers bounded pages', () => {
  let sut: TestApp;
  let admin: request.Agent;
  let posts: BlogPost[];
  let edited: BlogPost;

  beforeAll(async () => {
    sut = await createTestApp();
    admin = await loginAgent(sut);
    // 60 posts, newest last; a long article each, which the pages leave out.
    posts = [];
    for (let index = 0; index < 60; index += 1) {
      posts.push(await createPost(sut.dataSource, { title: `Paged post ${index}`, content: `## Body ${index}\n\n${'words '.repeat(2000)}`, createdAt: new Date(Date.UTC(2024, 0, 1, 0, index)) }));
    }
    edited = posts[0];
    for (let index = 0; index < 5; index += 1) {
      await admin.put(`/api/admin/blog/posts/${edited.id}`).send({ title: `Edited ${index}` }).expect(200);
    }
    const productions = sut.dataSource.getRepository(AiProduction);
    for (const [index, post] of posts.slice(0, 3).entries()) {
      await productions.save(productions.create({ postId: post.id, title: post.title, status: 'ready_for_review', finalContent: `Final ${index} ${'text '.repeat(1000)}`, feedback: [] }));
    }
  });

  afterAll(async () => {
    await sut.close();
  });

  const url = (list: string) => list.replace(':id', String(edited.id));

  describe('without paging parameters (the spec calls)', () => {
    it('GET /api/admin/blog/posts is still every post, newest first, with content', async () => {
      const response = await admin.get('/api/admin/blog/posts').expect(200);

      expect(Array.isArray(response.body)).toBe(true);
      expect(response.body).toHaveLength(60);
      expect(response.body[0]).toMatchObject({ title: 'Paged post 59', content: expect.stringContaining('## Body 59') });
    });

    it('the revisions and productions lists are still arrays of whole items', async () => {
      const revisions = (await admin.get(url(LISTS[1])).expect(200)).body;
      const productions = (await admin.get(url(LISTS[2])).expect(200)).body;

      expect(revisions).toHaveLength(5);
      expect(revisions[0].snapshot.content).toEqual(expect.stringContaining('## Body 0'));
      expect(productions).toHaveLength(3);
      expect(productions[0].finalContent).toMatch(/^Final 2 /);
    });
  });

  describe('with ?page=&pageSize=', () => {
    it('pages the posts newest first, without their content, with the total', async () => {
      const first = (await admin.get('/api/admin/blog/posts?page=1&pageSize=2').expect(200)).body;
      const last = (await admin.get('/api/admin/blog/posts?page=30&pageSize=2').expect(200)).body;
      const past = (await admin.get('/api/admin/blog/posts?page=31&pageSize=2').expect(200)).body;

      expect(first).toEqual({ items: [expect.any(Object), expect.any(Object)], page: 1, pageSize: 2, total: 60 });
      expect(first.items.map((post: BlogPost) => post.title)).toEqual(['Paged post 59', 'Paged post 58']);
      expect(first.items[0]).toMatchObject({ id: posts[59].id, slug: posts[59].slug, excerpt: 'A practical guide.', keywords: ['editing'], published: true });
      expect(first.items[0]).not.toHaveProperty('content');
      expect(last.items.map((post: BlogPost) => post.title)).toEqual(['Paged post 1', 'Edited 4']);
      expect(past).toEqual({ items: [], page: 31, pageSize: 2, total: 60 });
    });

    it('defaults the other parameter (page 1, 20 items) and never gives more than 50 items', async () => {
      const sized = (await admin.get('/api/admin/blog/posts?pageSize=3').expect(200)).body;
      const paged = (await admin.get('/api/admin/blog/posts?page=2').expect(200)).body;
      const largest = (await admin.get('/api/admin/blog/posts?page=1&pageSize=50').expect(200)).body;

      expect(sized).toMatchObject({ page: 1, pageSize: 3, total: 60 });
      expect(sized.items).toHaveLength(3);
      expect(paged).toMatchObject({ page: 2, pageSize: 20, total: 60 });
      expect(paged.items[0].title).toBe('Paged post 39');
      expect(largest.items).toHaveLength(50);
      expect(JSON.stringify(largest).length).toBeLessThan(100_000);
    });

    it('pages the revisions, newest first, with their snapshots but not the article text', async () => {
      const page = (await admin.get(`${url(LISTS[1])}?page=2&pageSize=2`).expect(200)).body;

      expect(page).toMatchObject({ page: 2, pageSize: 2, total: 5 });
      expect(page.items).toHaveLength(2);
      expect(page.items[0]).toEqual({
        id: expect.any(Number),
        postId: edited.id,
        reason: 'admin edit',
        createdAt: expect.any(String),
        snapshot: expect.objectContaining({ title: 'Edited 1', slug: edited.slug, published: true }),
      });
      expect(page.items[0].snapshot).not.toHaveProperty('content');
      await admin.get('/api/admin/blog/posts/999999/revisions?page=1').expect(404);
    });

    it('pages the productions, newest first, without their final content', async () => {
      const page = (await admin.get('/api/ai/productions?page=1&pageSize=2').expect(200)).body;

      expect(page).toMatchObject({ page: 1, pageSize: 2, total: 3 });
      expect(page.items.map((production: { blogPost: { id: number } }) => production.blogPost.id)).toEqual([posts[2].id, posts[1].id]);
      // Its post is live: the status follows it (issue 27).
      expect(page.items[0]).toMatchObject({ status: 'published', blogPost: { title: 'Paged post 2', slug: posts[2].slug, published: true } });
      expect(page.items[0]).not.toHaveProperty('finalContent');
    });

    it.each(LISTS)('validates the parameters on %s: 400 naming the parameter', async (list) => {
      for (const [query, name] of [
        ['page=0', /page/],
        ['page=-1', /page/],
        ['page=1.5', /page/],
        ['page=abc', /page/],
        ['page=', /page/],
        ['page=1&page=2', /page/],
        ['pageSize=0', /pageSize/],
        ['pageSize=51', /pageSize/],
        ['pageSize=1e9', /pageSize/],
        ['page=1&pageSize=10&sort=title', /sort/],
      ] as const) {
        const response = await admin.get(`${url(list)}?${query}`);
        expect(`${query} -> ${response.status}`).toBe(`${query} -> 400`);
        expect(response.body).toEqual({ statusCode: 400, message: expect.stringMatching(name) });
      }
    });
  });
});
