import { BlogPost } from '@app/contract';
import { Agent } from 'supertest';
import { createPost } from './factories/post.factory';
import { createProduction } from './factories/production.factory';
import { createProposal } from './factories/proposal.factory';
import { loginAgent } from './support/login';
import { createTestApp, TestApp } from './support/test-app';

/**
 * Issue 25, item 6: ids and counts in URLs are decimal integers. `0x1`, `1.0`, `1e0`, `+1`, `01` and ` 1`
 * all reached the handlers as 1 (Nest's `+value` and class-transformer's Number()), so one post had
 * many URLs and a DELETE of `/posts/0x1` deleted post 1.
 */
const NOT_DECIMAL = ['0x1', '1.0', '1e0', '+1', '01', '%201', '1%20', 'abc', '-1'];
/** The numeric route parameters (a job's and an import's id is a UUID, a slug or file name is text). */
const NUMERIC_PARAM = /:(id|revisionId|proposalId)\b/;
const UUID_ROUTES = /^\/api\/(ai\/jobs|admin\/imports)\//;

interface RouterLayer {
  route?: { path: string | string[]; methods: Record<string, boolean> };
}

function numericIdRoutes(testApp: TestApp): Array<{ method: string; path: string }> {
  const express = testApp.app.getHttpAdapter().getInstance() as { router?: { stack: RouterLayer[] } };
  return (express.router?.stack ?? []).flatMap((layer) =>
    ([] as string[])
      .concat(layer.route?.path ?? [])
      .filter((path) => path.startsWith('/api/') && !UUID_ROUTES.test(path) && NUMERIC_PARAM.test(path))
      .flatMap((path) => Object.keys(layer.route!.methods).map((method) => ({ method: method.toUpperCase(), path }))),
  );
}

describe('Ids and counts in URLs are decimal integers only', () => {
  let sut: TestApp;
  let admin: Agent;
  let post: BlogPost;
  let ids: Record<string, number>;

  beforeAll(async () => {
    sut = await createTestApp({ AI_START_MAX: '100000', AI_START_GLOBAL_MAX: '100000', AI_MAX_OPEN_JOBS: '100000' });
    admin = await loginAgent(sut);
    post = await createPost(sut.dataSource, { title: 'Only one URL' });
    const production = await createProduction(sut.dataSource);
    const proposal = await createProposal(sut.dataSource);
    ids = { id: post.id, revisionId: 1, proposalId: proposal.id, productionId: production.id };
  });

  afterAll(async () => {
    await sut.close();
  });

  it('answers 400 naming the parameter on every numeric id route, and changes nothing', async () => {
    const routes = numericIdRoutes(sut);
    expect(routes.map((route) => `${route.method} ${route.path}`)).toEqual(
      expect.arrayContaining(['GET /api/admin/blog/posts/:id', 'DELETE /api/admin/blog/posts/:id', 'POST /api/admin/blog/posts/:id/revisions/:revisionId/restore', 'GET /api/ai/productions/:id']),
    );
    const wrong: string[] = [];
    for (const { method, path } of routes) {
      for (const odd of NOT_DECIMAL) {
        // One parameter odd at a time, the others valid.
        for (const param of path.match(new RegExp(NUMERIC_PARAM, 'g')) ?? []) {
          const url = path.replace(/:(\w+)/g, (whole, name: string) => (whole === param ? odd : String(ids[name] ?? 1)));
          const response = await admin[method.toLowerCase() as 'get'](url).set('Content-Type', 'application/json').send(method === 'GET' ? undefined : {});
          const name = param.slice(1);
          if (response.status !== 400 || response.body.message !== `${name} must be a decimal integer`) wrong.push(`${method} ${url} -> ${response.status} ${JSON.stringify(response.body)}`);
        }
      }
    }
    expect(wrong).toEqual([]);
    expect(await sut.dataSource.getRepository(BlogPost).findOneBy({ id: post.id })).toMatchObject({ title: 'Only one URL', published: true });
  });

  it('still reads the decimal id, and answers 404 for a well-formed id that cannot exist', async () => {
    await admin.get(`/api/admin/blog/posts/${post.id}`).expect(200);
    for (const id of ['0', '2147483648', '99999999999999999999']) {
      expect((await admin.get(`/api/admin/blog/posts/${id}`).expect(404)).body).toEqual({ statusCode: 404, message: 'Post not found' });
    }
  });

  it.each([
    ['/api/ai/productions/summaries', 'postId'],
    ['/api/ai/productions/summaries', 'page'],
    ['/api/admin/blog/posts', 'page'],
    ['/api/admin/blog/posts/summaries', 'pageSize'],
    ['/api/blog/page', 'limit'],
  ])('answers 400 for a non-decimal %s?%s', async (path, field) => {
    for (const odd of NOT_DECIMAL.filter((value) => value !== '-1')) {
      const response = await admin.get(`${path}?${field}=${odd}`);
      expect(`${odd} -> ${response.status}`).toBe(`${odd} -> 400`);
      expect(response.body.message).toEqual(expect.stringContaining(field));
    }
    await admin.get(`${path}?${field}=1`).expect(200);
  });
});
