import request from 'supertest';
import { createPost } from './factories/post.factory';
import { MARKDOWN_INJECTION_CORPUS } from './fixtures/markdown-injection-corpus';
import { articleHtmlViolations, attribute, elementsUnder, parseHtmlDocument, violationsUnder } from './support/article-html-allow-list';
import { createFrontendDist } from './support/frontend-dist';
import { createTestApp, TestApp } from './support/test-app';
import { childText, readXml, xmlElements } from './support/xml';

const PUBLIC_URL = 'https://www.hyperframe.test';
const slugOf = (index: number) => `injection-${index}`;

/** Elements that navigate, run or swallow the page wherever they are in a document. */
const NEVER_IN_A_PAGE = new Set(['iframe', 'object', 'embed', 'base', 'form', 'frame', 'frameset', 'textarea', 'xmp', 'plaintext', 'noembed', 'noscript', 'select']);

/**
 * Issue 12: whatever an article's markdown holds, the server's article HTML (on the page and in the
 * RSS feed) carries only what the browser's renderer could, and nothing escapes the article body.
 */
describe('Article HTML and RSS against markdown injection', () => {
  let sut: TestApp;
  let frontend: ReturnType<typeof createFrontendDist>;
  const http = () => request(sut.app.getHttpServer());

  beforeAll(async () => {
    frontend = createFrontendDist();
    // The feed carries every article of the corpus (it holds more than the default RSS_ITEMS).
    sut = await createTestApp({ FRONTEND_DIST: frontend.dist, PUBLIC_URL, RSS_ITEMS: '1000' });
    await createPost(sut.dataSource, { title: 'Plain article', slug: 'plain-article' });
    for (const [index, payload] of MARKDOWN_INJECTION_CORPUS.entries()) {
      await createPost(sut.dataSource, { title: `Injection ${index}`, slug: slugOf(index), content: payload.markdown });
    }
  }, 60_000);

  afterAll(async () => {
    await sut.close();
    frontend.remove();
  });

  /** What a page's own scripts are: the same on every article page. */
  const scriptsOf = (document: ReturnType<typeof parseHtmlDocument>) =>
    elementsUnder(document)
      .filter((element) => element.tagName === 'script')
      .map((element) => `${attribute(element, 'type') ?? ''} ${attribute(element, 'id') ?? ''} ${attribute(element, 'src') ?? ''}`)
      .sort();

  it('keeps every page to the allow-list: article body, and the page around it', async () => {
    const plain = parseHtmlDocument((await http().get('/blog/plain-article').expect(200)).text);
    const pageScripts = scriptsOf(plain);
    expect(pageScripts.length).toBeGreaterThan(0);
    const failures: string[] = [];
    for (const [index, payload] of MARKDOWN_INJECTION_CORPUS.entries()) {
      const response = await http().get(`/blog/${slugOf(index)}`);
      const problems: string[] = [];
      if (response.status !== 200) problems.push(`status ${response.status}`);
      const document = parseHtmlDocument(response.text);
      const elements = elementsUnder(document);
      const body = elements.find((element) => attribute(element, 'data-prerendered-slug') === slugOf(index));
      if (!body) problems.push('no server-rendered article body');
      else problems.push(...violationsUnder(body));
      for (const element of elements) {
        if (NEVER_IN_A_PAGE.has(element.tagName)) problems.push(`<${element.tagName}> in the page`);
        if (element.tagName === 'meta' && attribute(element, 'http-equiv') !== undefined) problems.push('<meta http-equiv> in the page');
        for (const attr of element.attrs) if (/^on/i.test(attr.name)) problems.push(`${attr.name} on <${element.tagName}>`);
      }
      // The page's own scripts are all there (nothing swallowed them) and no other came in.
      if (JSON.stringify(scriptsOf(document)) !== JSON.stringify(pageScripts)) problems.push(`scripts ${JSON.stringify(scriptsOf(document))}`);
      const state = elements.find((element) => attribute(element, 'id') === 'app-state');
      if (!state) problems.push('the data block is gone');
      if (problems.length) failures.push(`${payload.name}: ${problems.join('; ')}`);
    }
    expect(failures).toEqual([]);
  }, 180_000);

  it('keeps every article in the RSS feed to the allow-list, in a well-formed feed', async () => {
    const response = await http().get('/rss.xml').expect(200);
    const { errors, root } = readXml(response.text);
    expect(errors).toEqual([]);
    const items = new Map(xmlElements(root, 'item').map((item) => [childText(item, 'link'), childText(item, 'content:encoded') ?? '']));
    const failures: string[] = [];
    for (const [index, payload] of MARKDOWN_INJECTION_CORPUS.entries()) {
      const html = items.get(`${PUBLIC_URL}/blog/${slugOf(index)}`);
      if (html === undefined) failures.push(`${payload.name}: not in the feed`);
      else {
        const problems = articleHtmlViolations(html);
        if (problems.length) failures.push(`${payload.name}: ${problems.join('; ')}`);
      }
    }
    expect(failures).toEqual([]);
  });
});
