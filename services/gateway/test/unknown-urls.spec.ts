import { randomBytes } from 'node:crypto';
import request from 'supertest';
import { PublishedPostsRepository } from '../src/blog/published-posts.repository';
import { PublicCache } from '../src/cache/public-cache.service';
import { FeedsService } from '../src/feeds/feeds.service';
import { SeoService } from '../src/seo/seo.service';
import { ServerRenderer } from '../src/seo/server-renderer';
import { createPost } from './factories/post.factory';
import { createFrontendDist } from './support/frontend-dist';
import { cacheCaughtUp } from './support/public-cache';
import { createTestApp, TestApp } from './support/test-app';

const random = () => randomBytes(6).toString('hex');

function page(html: string) {
  const state = /<script type="application\/json" id="app-state">([\s\S]*?)<\/script>/.exec(html)?.[1];
  return {
    title: /<title>([^<]*)<\/title>/.exec(html)?.[1],
    root: /<div id="root">([\s\S]*?)<\/div><script type="application\/json" id="app-state">/.exec(html)?.[1] ?? '',
    noindex: html.includes('<meta name="robots" content="noindex">'),
    queries: state ? (JSON.parse(state) as { queries: unknown[] }).queries : undefined,
  };
}

/** Issue 12: invented paths must cost no React render, no Postgres read and no place in the page cache. */
describe('Unknown URLs', () => {
  let sut: TestApp;
  let frontend: ReturnType<typeof createFrontendDist>;
  let renders: jest.SpyInstance;
  let lookups: jest.SpyInstance;
  const http = () => request(sut.app.getHttpServer());

  beforeAll(async () => {
    frontend = createFrontendDist();
    // Thousands of misses from this one client test the cache and the renders, not the per-client
    // budget (public-work-budget.spec.ts), which would answer 429 past its default burst.
    sut = await createTestApp({ FRONTEND_DIST: frontend.dist, PUBLIC_WORK_BURST: '100000' });
    await cacheCaughtUp(sut);
  });

  afterAll(async () => {
    await sut.close();
    frontend.remove();
  });

  beforeEach(() => {
    renders = jest.spyOn(ServerRenderer.prototype, 'render');
    lookups = jest.spyOn(PublishedPostsRepository.prototype, 'findPublishedBySlug');
  });

  afterEach(() => jest.restoreAllMocks());

  it('answers unknown paths from one render per section: the 404 page a full render of that path gives', async () => {
    // Under a section (/blog/a/b, /About/x) the header marks that section's link as the current page.
    const shapes = [
      (token: string) => `/${token}`,
      (token: string) => `/deep/${token}/path/`,
      (token: string) => `/ADMIN/${token}`,
      (token: string) => `/%3Cscript%3E${token}`,
      (token: string) => `/blog/${token}/more`,
      (token: string) => `/About/${token}`,
      (token: string) => `/career/${token}/`,
    ];
    for (const shape of shapes) await http().get(shape(random())).expect(404);
    renders.mockClear();

    const paths = shapes.map((shape) => shape(random()));
    const answers = [];
    for (const path of paths) answers.push((await http().get(path).expect(404).expect('Content-Type', /text\/html/)).text);
    expect(renders).not.toHaveBeenCalled();

    for (const [index, html] of answers.entries()) {
      const shown = page(html);
      expect(shown.title).toBe('Page Not Found - Hyperframe');
      expect(shown.root).toContain('Page Not Found');
      expect(shown.root).toContain('Sorry, we couldn&#x27;t find the page you&#x27;re looking for. It might have been moved, deleted, or you entered the wrong URL.');
      expect(shown.noindex).toBe(true);
      const full = await sut.app.get(SeoService).renderPage(paths[index]);
      expect([paths[index], full?.status]).toEqual([paths[index], 404]);
      expect(html).toBe(full!.html);
    }
  });

  it('answers a missing article from one render, with that slug in its data block, and reads nothing from Postgres', async () => {
    await createPost(sut.dataSource, { title: 'A real one' });
    await http().get(`/blog/missing-${random()}`).expect(404);
    renders.mockClear();
    lookups.mockClear();

    const token = random();
    const paths = [`/blog/missing-${random()}`, `/blog/UPPER-${random()}/`, `/blog/${encodeURIComponent(`vidéo <script>${token}`)}`, '/blog/%3Cscript%3Ealert(1)%3C%2Fscript%3E'];
    const answers = [];
    for (const path of paths) answers.push((await http().get(path).expect(404).expect('Content-Type', /text\/html/)).text);
    expect(renders).not.toHaveBeenCalled();
    expect(lookups).not.toHaveBeenCalled();

    // Each answer is what a full render of that very path gives (head, markup, data block).
    for (const [index, html] of answers.entries()) {
      const shown = page(html);
      expect(shown.title).toBe('Article Not Found - Hyperframe');
      expect(shown.root).toContain('Article Not Found');
      expect(shown.root).toContain('The article you&#x27;re looking for doesn&#x27;t exist or has been removed.');
      expect(shown.noindex).toBe(true);
      expect(html).not.toContain(`<script>${token}`);
      expect(html).not.toContain('<script>alert');
      const full = await sut.app.get(SeoService).renderPage(paths[index]);
      expect(full?.status).toBe(404);
      expect(html).toBe(full!.html);
    }
    expect(page(answers[0]).queries).toEqual([{ queryKey: ['/api/blog/posts', paths[0].slice('/blog/'.length)], data: null }]);
  });

  it('answers the API for an unknown slug with the same 404, without a Postgres read', async () => {
    await http().get('/api/blog/posts').expect(200);
    lookups.mockClear();
    for (let index = 0; index < 5; index += 1) {
      const response = await http().get(`/api/blog/posts/missing-${random()}`).expect(404);
      expect(response.body).toEqual({ statusCode: 404, message: 'Article not found' });
    }
    expect(lookups).not.toHaveBeenCalled();
  });

  it('keeps real pages cached through 1,000 random misses', async () => {
    const post = await createPost(sut.dataSource, { title: 'Keep me cached' });
    await cacheCaughtUp(sut);
    const real = ['/about', `/blog/${post.slug}`, `/api/blog/posts/${post.slug}`];
    for (const path of real) await http().get(path).expect(200);
    const cache = sut.app.get(PublicCache);
    const size = cache.size;
    renders.mockClear();

    const misses = Array.from({ length: 1000 }, (_, index) => [`/blog/${random()}`, `/api/blog/posts/${random()}`, `/${random()}`][index % 3]);
    for (let start = 0; start < misses.length; start += 25) {
      await Promise.all(misses.slice(start, start + 25).map((path) => http().get(path).expect(404)));
    }

    expect(cache.size).toBe(size);
    for (const path of real) {
      const response = await http().get(path).expect(200);
      // Answered by the fast path (no request id): straight from the cached bytes.
      expect([path, response.headers['x-request-id']]).toEqual([path, undefined]);
    }
    expect(renders).toHaveBeenCalledTimes(0);
  }, 180_000);

  it('serves case and trailing-slash variants of a real page from its one cached render', async () => {
    const post = await createPost(sut.dataSource, { title: 'Variant target' });
    await cacheCaughtUp(sut);
    await http().get('/services').expect(200);
    await http().get(`/blog/${post.slug}`).expect(200);
    const size = sut.app.get(PublicCache).size;
    renders.mockClear();

    for (const path of ['/SERVICES', '/Services/', `/BLOG/${post.slug.toUpperCase()}`, `/blog/${post.slug}/`, `/blog/${post.slug.replace(/-/g, '%2D')}`]) {
      const response = await http().get(path).expect(200);
      expect([path, page(response.text).title]).toEqual([path, path.toLowerCase().startsWith('/services') ? 'Our Services - Hyperframe' : 'Variant target - Hyperframe']);
    }
    expect(renders).not.toHaveBeenCalled();
    expect(sut.app.get(PublicCache).size).toBe(size);
  });

  it('builds the RSS feed and the sitemap once for any number of requests, and again after a post write', async () => {
    const feedsService = sut.app.get(FeedsService);
    const feeds = jest.spyOn(feedsService, 'rssPieces');
    const sitemaps = jest.spyOn(feedsService, 'sitemap');
    await createPost(sut.dataSource, { title: 'First in the feed' });
    await cacheCaughtUp(sut);

    const bodies = new Set<string>();
    for (let index = 0; index < 5; index += 1) {
      bodies.add((await http().get('/rss.xml').expect(200).expect('Content-Type', /application\/rss\+xml/)).text);
      await http().get('/sitemap.xml').expect(200).expect('Content-Type', /application\/xml/);
    }
    expect(bodies.size).toBe(1);
    expect([...bodies][0]).toContain('First in the feed');
    expect(feeds).toHaveBeenCalledTimes(1);
    expect(sitemaps).toHaveBeenCalledTimes(1);

    await createPost(sut.dataSource, { title: 'Second in the feed' });
    await cacheCaughtUp(sut);
    expect((await http().get('/rss.xml').expect(200)).text).toContain('Second in the feed');
    expect((await http().get('/sitemap.xml').expect(200)).text).toContain('second-in-the-feed');
    expect(feeds).toHaveBeenCalledTimes(2);
    expect(sitemaps).toHaveBeenCalledTimes(2);
  });
});
