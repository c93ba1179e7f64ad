import request from 'supertest';
import { BlogPost } from '@app/contract';
import { PAGE_KEYS } from '@app/site';
import { createPost } from './factories/post.factory';
import { cacheCaughtUp } from './support/public-cache';
import { createFrontendDist } from './support/frontend-dist';
import { createTestApp, TestApp } from './support/test-app';
import { childText, readXml, XmlElement, xmlElements } from './support/xml';

const PUBLIC_URL = 'https://www.hyperframe.test';
const RSS_ITEMS = 3;
/** A small limit, so a handful of posts exercise the sitemap index (the default is the protocol's 50,000). */
const SITEMAP_MAX_URLS = 10;

/** RSS of the newest RSS_ITEMS posts; a sitemap index with files of at most SITEMAP_MAX_URLS URLs when the site has more. */
describe('Feeds of standard size', () => {
  let sut: TestApp;
  let frontend: ReturnType<typeof createFrontendDist>;
  const http = () => request(sut.app.getHttpServer());
  const day = (n: number) => new Date(Date.UTC(2026, 2, 1) + n * 86_400_000);

  async function xml(path: string): Promise<XmlElement> {
    const { errors, root } = readXml((await http().get(path).expect(200).expect('Content-Type', /application\/xml/)).text);
    expect({ path, errors }).toEqual({ path, errors: [] });
    return root!;
  }
  const locs = (root: XmlElement, element: string) => xmlElements(root, element).map((entry) => childText(entry, 'loc'));

  beforeAll(async () => {
    frontend = createFrontendDist();
    sut = await createTestApp({ FRONTEND_DIST: frontend.dist, PUBLIC_URL, RSS_ITEMS: String(RSS_ITEMS), SITEMAP_MAX_URLS: String(SITEMAP_MAX_URLS) });
  });

  afterAll(async () => {
    await sut.close();
    frontend.remove();
  });

  it('lists every URL in /sitemap.xml while they fit in one file, with no index parts', async () => {
    await createPost(sut.dataSource, { title: 'Only post', createdAt: day(0) });
    await cacheCaughtUp(sut);
    const root = await xml('/sitemap.xml');
    expect(root.name).toBe('urlset');
    expect(locs(root, 'url')).toHaveLength(PAGE_KEYS.length + 1);
    await http().get('/sitemap-posts-1.xml').expect(404);
    await http().get('/sitemap-pages.xml').expect(404);
  });

  it('becomes a sitemap index of the pages and the posts, at most SITEMAP_MAX_URLS a file, above the limit', async () => {
    for (let n = 1; n <= 15; n += 1) await createPost(sut.dataSource, { title: `Indexed post ${n}`, createdAt: day(n) });
    await createPost(sut.dataSource, { title: 'Indexed draft', published: false, status: 'draft', createdAt: day(20) });
    await cacheCaughtUp(sut);

    const index = await xml('/sitemap.xml');
    expect(index.name).toBe('sitemapindex');
    expect(locs(index, 'sitemap')).toEqual([`${PUBLIC_URL}/sitemap-pages.xml`, `${PUBLIC_URL}/sitemap-posts-1.xml`, `${PUBLIC_URL}/sitemap-posts-2.xml`]);
    const lastmods = xmlElements(index, 'sitemap').map((entry) => childText(entry, 'lastmod'));
    expect(lastmods[1]).toMatch(/^\d{4}-\d{2}-\d{2}T/);

    const pages = await xml('/sitemap-pages.xml');
    expect(locs(pages, 'url')).toHaveLength(PAGE_KEYS.length);
    const posts: string[] = [];
    for (const file of [1, 2]) {
      const part = locs(await xml(`/sitemap-posts-${file}.xml`), 'url');
      expect(part.length).toBeLessThanOrEqual(SITEMAP_MAX_URLS);
      posts.push(...(part as string[]));
    }
    const published = await sut.dataSource.getRepository(BlogPost).find({ where: { published: true }, order: { createdAt: 'DESC', id: 'DESC' } });
    expect(posts).toEqual(published.map((post) => `${PUBLIC_URL}/blog/${post.slug}`));
    expect(posts.join()).not.toContain('indexed-draft');

    for (const missing of ['/sitemap-posts-3.xml', '/sitemap-posts-0.xml', '/sitemap-posts-01.xml']) await http().get(missing).expect(404);
  });

  it('goes back to one file when posts are unpublished', async () => {
    await sut.dataSource.getRepository(BlogPost).update({ published: true }, { published: false });
    await createPost(sut.dataSource, { title: 'Back to one file', createdAt: day(30) });
    await cacheCaughtUp(sut);
    const root = await xml('/sitemap.xml');
    expect(root.name).toBe('urlset');
    expect(locs(root, 'url')).toContain(`${PUBLIC_URL}/blog/back-to-one-file`);
    await http().get('/sitemap-posts-1.xml').expect(404);
  });

  it('carries the newest RSS_ITEMS posts, newest first, and follows each write', async () => {
    for (let n = 0; n < RSS_ITEMS + 2; n += 1) await createPost(sut.dataSource, { title: `Feed item ${n}`, createdAt: day(40 + n) });
    await cacheCaughtUp(sut);
    const titles = async () => {
      const { errors, root } = readXml((await http().get('/rss.xml').expect(200).expect('Content-Type', /application\/rss\+xml/)).text);
      expect(errors).toEqual([]);
      return xmlElements(root, 'item').map((item) => childText(item, 'title'));
    };
    expect(await titles()).toEqual(['Feed item 4', 'Feed item 3', 'Feed item 2']);
    await createPost(sut.dataSource, { title: 'Feed item 5', createdAt: day(50) });
    await cacheCaughtUp(sut);
    expect(await titles()).toEqual(['Feed item 5', 'Feed item 4', 'Feed item 3']);
  });
});
