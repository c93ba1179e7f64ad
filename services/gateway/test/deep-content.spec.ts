import request, { Agent } from 'supertest';
import { createPost } from './factories/post.factory';
import { createProposal } from './factories/proposal.factory';
import { articleHtmlViolations, attribute, elementsUnder, parseHtmlDocument } from './support/article-html-allow-list';
import { createFrontendDist } from './support/frontend-dist';
import { loginAgent } from './support/login';
import { cacheCaughtUp } from './support/public-cache';
import { createTestApp, TestApp } from './support/test-app';
import { childText, readXml, xmlElements } from './support/xml';

const PUBLIC_URL = 'https://www.hyperframe.test';

/** A nested list `levels` deep, each item indented under the one before (500 levels: 251 KB). */
const nestedList = (levels: number) => Array.from({ length: levels }, (_, level) => `${' '.repeat(level * 2)}- item ${level}`).join('\n');

/**
 * Markdown that nests deeper than any parser's stack (or costs seconds to parse), each with a line of
 * text the fallback must still show. Stored straight in Postgres: content saved before the limit.
 */
const TOO_DEEP = [
  { name: '2,000 nested block quotes', slug: 'deep-quotes', markdown: `${'>'.repeat(2000)} Deep quote text` },
  { name: 'a list 500 levels deep', slug: 'deep-list', markdown: `Deep list text\n\n${nestedList(500)}` },
  { name: 'an emphasis run 10,000 marks long', slug: 'deep-emphasis', markdown: `Deep emphasis text\n\n${'*'.repeat(10_000)}x${'*'.repeat(10_000)}` },
  { name: '2,000 list markers on one line', slug: 'deep-markers', markdown: `Deep markers text\n\n${'- '.repeat(2000)}x` },
];
const WITNESS = ['Deep quote text', 'Deep list text', 'Deep emphasis text', 'Deep markers text'];

/**
 * Issue 25 item 1: no post can take a public page or the feed down. Content nested past what a parser's
 * stack holds answers every route (feed, its page, the studio's checks and link suggestions) with a
 * plain-text rendering of that post; new content that deep is refused with a 400 naming the field.
 */
describe('Content nested too deeply', () => {
  let sut: TestApp;
  let admin: Agent;
  let frontend: ReturnType<typeof createFrontendDist>;
  const ids = new Map<string, number>();
  const http = () => request(sut.app.getHttpServer());

  beforeAll(async () => {
    frontend = createFrontendDist();
    sut = await createTestApp({ FRONTEND_DIST: frontend.dist, PUBLIC_URL });
    admin = await loginAgent(sut);
    await createPost(sut.dataSource, { title: 'A sound neighbour', slug: 'a-sound-neighbour', content: '## Sound heading\n\nSound text.' });
    for (const payload of TOO_DEEP) {
      ids.set(payload.slug, (await createPost(sut.dataSource, { title: payload.name, slug: payload.slug, content: payload.markdown })).id);
    }
    await cacheCaughtUp(sut);
  }, 60_000);

  afterAll(async () => {
    await sut.close();
    frontend.remove();
  });

  it('keeps /rss.xml up: the other posts as rendered, each too-deep one as its text', async () => {
    const response = await http().get('/rss.xml').expect(200);
    const { errors, root } = readXml(response.text);
    expect(errors).toEqual([]);
    const items = new Map(xmlElements(root, 'item').map((item) => [childText(item, 'link'), childText(item, 'content:encoded') ?? '']));
    expect(items.get(`${PUBLIC_URL}/blog/a-sound-neighbour`)).toContain('<h2>Sound heading</h2>');
    for (const [index, payload] of TOO_DEEP.entries()) {
      const html = items.get(`${PUBLIC_URL}/blog/${payload.slug}`) ?? '';
      expect({ post: payload.name, witness: html.includes(WITNESS[index]), violations: articleHtmlViolations(html) }).toEqual({ post: payload.name, witness: true, violations: [] });
      expect(html).not.toMatch(/<(blockquote|li|strong|em)\b/);
    }
  });

  it.each(TOO_DEEP.map((payload, index) => [payload.name, payload.slug, WITNESS[index]]))('serves the page of a post holding %s, its text in the body', async (_name, slug, witness) => {
    const response = await http().get(`/blog/${slug}`);
    expect(response.status).toBe(200);
    const body = elementsUnder(parseHtmlDocument(response.text)).find((element) => attribute(element, 'data-prerendered-slug') === slug);
    expect(body).toBeDefined();
    expect(response.text).toContain(witness);
  });

  it.each(TOO_DEEP.map((payload) => [payload.name, payload.slug]))("answers the studio's checks and link suggestions of a post holding %s", async (_name, slug) => {
    const id = ids.get(slug);
    const checks = await admin.get(`/api/admin/blog/posts/${id}/checks`);
    expect({ status: checks.status, items: Array.isArray(checks.body.items) }).toEqual({ status: 200, items: true });
    const suggestions = await admin.get(`/api/admin/blog/posts/${id}/link-suggestions`);
    expect({ status: suggestions.status, list: Array.isArray(suggestions.body) }).toEqual({ status: 200, list: true });
  });

  describe('new content', () => {
    const draft = (content: string) => ({ title: 'Deep draft', category: 'Video Editing', content });
    const refusal = { statusCode: 400, message: expect.stringMatching(/^Content nests .*too deep.*at most \d+ levels/i) };

    it.each(TOO_DEEP.map((payload) => [payload.name, payload.markdown]))('refuses %s on create and on save with a 400 naming Content', async (_name, markdown) => {
      const created = await admin.post('/api/admin/blog/posts').send(draft(markdown));
      expect({ status: created.status, body: created.body }).toEqual({ status: 400, body: refusal });

      const post = (await admin.post('/api/admin/blog/posts').send(draft('## Fine\n\nA sound draft.')).expect(201)).body;
      const saved = await admin.put(`/api/admin/blog/posts/${post.id}`).send({ content: markdown, updatedAt: post.updatedAt });
      expect({ status: saved.status, body: saved.body }).toEqual({ status: 400, body: refusal });
    });

    it('accepts nesting a writer uses: quotes in lists in quotes, a few levels of lists, bold italics', async () => {
      const content = ['> - a point', '>   > quoted inside', '', nestedList(6), '', '***bold italic*** and [a [nested] link](/about)'].join('\n');
      await admin.post('/api/admin/blog/posts').send(draft(content)).expect(201);
    });

    it('refuses to accept an AI proposal whose content nests too deeply, naming Content', async () => {
      const proposal = await createProposal(sut.dataSource, { changes: { content: TOO_DEEP[0].markdown } });
      const response = await admin.post(`/api/admin/blog/proposals/${proposal.id}/accept`).send({});
      expect({ status: response.status, body: response.body }).toEqual({ status: 400, body: refusal });
    });
  });
});
