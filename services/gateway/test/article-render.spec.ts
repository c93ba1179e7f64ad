import request from 'supertest';
import { PUBLIC_ROUTES } from '@app/site';
import { createPost } from './factories/post.factory';
import { createFrontendDist } from './support/frontend-dist';
import { cacheCaughtUp } from './support/public-cache';
import { createTestApp, TestApp } from './support/test-app';

/** The SQL the gateway sent to Postgres, as TypeORM's query logger sees every statement. */
function recordQueries(sut: TestApp): { sql: string[]; stop: () => void } {
  const sql: string[] = [];
  const spy = jest.spyOn(sut.dataSource.logger, 'logQuery').mockImplementation((query: string) => void sql.push(query));
  return { sql, stop: () => spy.mockRestore() };
}

const readsOfOnePost = (sql: string[]) => sql.filter((query) => /FROM "blog_posts"/.test(query) && /"slug" = \$1/.test(query));

/** Issue 14: a direct article visit matches its route once and reads its post once, for everything the page holds. */
describe('A direct /blog/:slug render', () => {
  let sut: TestApp;
  let frontend: ReturnType<typeof createFrontendDist>;
  const http = () => request(sut.app.getHttpServer());

  beforeAll(async () => {
    frontend = createFrontendDist();
    sut = await createTestApp({ FRONTEND_DIST: frontend.dist });
  });

  afterAll(async () => {
    await sut.close();
    frontend.remove();
  });

  afterEach(() => jest.restoreAllMocks());

  it('reads the post from Postgres once for its head tags, its body HTML and its data block', async () => {
    const post = await createPost(sut.dataSource, {
      title: 'Read me once',
      metaDescription: 'Once is enough',
      content: '## Heading once\n\nBody once.',
    });
    await cacheCaughtUp(sut);
    const queries = recordQueries(sut);
    const matches = jest.spyOn(PUBLIC_ROUTES.article, 'match');

    const html = (await http().get(`/blog/${post.slug}`).expect(200)).text;
    queries.stop();

    expect(readsOfOnePost(queries.sql)).toHaveLength(1);
    expect(matches).toHaveBeenCalledTimes(1);
    // Everything the page holds came from that one read.
    expect(html).toContain('<meta data-head name="description" content="Once is enough">');
    expect(html).toContain('<h2>Heading once</h2>');
    expect(html).toContain('"queryKey":["/api/blog/posts","read-me-once"]');
    expect(html).toContain('"title":"Read me once"');
  });

  it('then answers the page and the API from the cache without reading it again', async () => {
    const post = await createPost(sut.dataSource, { title: 'Cached after one read' });
    await cacheCaughtUp(sut);
    const queries = recordQueries(sut);
    await http().get(`/blog/${post.slug}`).expect(200);
    await http().get(`/blog/${post.slug.toUpperCase()}/`).expect(200);
    await http().get(`/api/blog/posts/${post.slug}`).expect(200);
    queries.stop();
    expect(readsOfOnePost(queries.sql)).toHaveLength(1);
  });
});
