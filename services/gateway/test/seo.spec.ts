import { createHash } from 'node:crypto';
import { APP_CODE_LOADER_SCRIPT, postsPageUrl } from '@app/site';
import { readFileSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseFragment } from 'parse5';
import request from 'supertest';
import { createPost } from './factories/post.factory';
import { PublicCache } from '../src/cache/public-cache.service';
import { APP_SCRIPT, createFrontendDist, FRONTEND } from './support/frontend-dist';
import { createTestApp, TestApp } from './support/test-app';
import { childText, readXml, xmlElements } from './support/xml';

const PUBLIC_URL = 'https://www.hyperframe.test';

/** The server-rendered app in a page: #root's markup, the data block, and a query's data from it. */
function rendered(html: string) {
  const root = /<div id="root">([\s\S]*?)<\/div><script type="application\/json" id="app-state">/.exec(html)?.[1] ?? '';
  const state = /<script type="application\/json" id="app-state">([\s\S]*?)<\/script>/.exec(html)?.[1] ?? '';
  const queries = state ? (JSON.parse(state) as { queries: { queryKey: string[]; data: unknown }[] }).queries : [];
  const query = (...queryKey: string[]) => queries.find((entry) => entry.queryKey.join('/') === queryKey.join('/'))?.data;
  return { root, state, query, classes: [...root.matchAll(/class="([^"]*)"/g)].flatMap((match) => match[1].split(' ')), styleTags: html.match(/<style[^>]*>/g) ?? [] };
}

function head(html: string) {
  const meta = (attribute: string, name: string) =>
    new RegExp(`<meta data-head ${attribute}="${name}" content="([^"]*)"`).exec(html)?.[1];
  const jsonLd = /<script type="application\/ld\+json" data-head>([\s\S]*?)<\/script>/.exec(html)?.[1];
  return {
    title: /<title>([^<]*)<\/title>/.exec(html)?.[1],
    titles: html.match(/<title>/g)?.length ?? 0,
    description: meta('name', 'description'),
    keywords: meta('name', 'keywords'),
    canonical: /<link data-head rel="canonical" href="([^"]*)"/.exec(html)?.[1],
    ogTitle: meta('property', 'og:title'),
    ogType: meta('property', 'og:type'),
    ogUrl: meta('property', 'og:url'),
    ogImage: meta('property', 'og:image'),
    twitterCard: meta('name', 'twitter:card'),
    jsonLd: jsonLd ? JSON.parse(jsonLd) : undefined,
  };
}

describe('Server-rendered pages (SEO)', () => {
  let sut: TestApp;
  let frontend: ReturnType<typeof createFrontendDist>;
  const http = () => request(sut.app.getHttpServer());

  beforeAll(async () => {
    frontend = createFrontendDist();
    sut = await createTestApp({ FRONTEND_DIST: frontend.dist, PUBLIC_URL });
  });

  afterAll(async () => {
    await sut.close();
    frontend.remove();
  });

  it('answers / with the home head tags and WebPage JSON-LD', async () => {
    const response = await http().get('/').expect(200).expect('Content-Type', /text\/html/);
    const tags = head(response.text);
    expect(tags.title).toBe('Hyperframe - High Performance Video Services for Growth &amp; Impact');
    expect(tags.titles).toBe(1);
    expect(tags.description).toMatch(/video editing agency/i);
    expect(tags.canonical).toBe(`${PUBLIC_URL}/`);
    expect(tags.ogType).toBe('website');
    expect(tags.ogUrl).toBe(`${PUBLIC_URL}/`);
    expect(tags.twitterCard).toBe('summary');
    expect(tags.jsonLd).toMatchObject({ '@type': 'WebPage', url: `${PUBLIC_URL}/` });
    expect(response.headers['cache-control']).toBe('no-cache');
  });

  it('renders the app on the server: markup styled by build-time classes and the data the page starts with', async () => {
    await createPost(sut.dataSource, { title: 'Teaser from the server', slug: 'teaser-from-the-server', category: 'Video Editing' });
    sut.app.get(PublicCache).invalidate();
    const page = rendered((await http().get('/').expect(200)).text);
    expect(page.root).toContain('id="hero-title"');
    expect(page.root).toContain('Teaser from the server');
    // Styled by the classes of the style sheet index.html carries (see the front end's define-styles): no style tag of the render's own.
    expect(page.classes).toEqual(expect.arrayContaining(['hf-home-hero', 'hf-text-h1']));
    expect(page.styleTags).toEqual([]);
    // The teaser's read of the newest Video Editing post (a bounded read, whatever the size of the blog).
    expect(page.query(postsPageUrl({ category: 'Video Editing', limit: 1 }))).toMatchObject({ items: [expect.objectContaining({ slug: 'teaser-from-the-server' })] });
  });

  it("renders the blog with a known ?category= chosen, and anything else as the plain list", async () => {
    await createPost(sut.dataSource, { title: 'Only marketing here', slug: 'only-marketing-here', category: 'Video Marketing' });
    await createPost(sut.dataSource, { title: 'Only editing here', slug: 'only-editing-here', category: 'Video Editing' });
    sut.app.get(PublicCache).invalidate();
    const marketing = rendered((await http().get('/blog?category=Video%20Marketing').expect(200)).text).root;
    expect(marketing).toContain('Only marketing here');
    expect(marketing).not.toContain('Only editing here');
    const plain = rendered((await http().get('/blog').expect(200)).text).root;
    expect(plain).toContain('Only editing here');
    for (const search of ['?category=Unknown', '?utm_source=newsletter', '?category=%3Cscript%3E']) {
      expect(rendered((await http().get(`/blog${search}`).expect(200)).text).root).toBe(plain);
    }
  });

  it("allows index.html's inline script by its hash in the Content-Security-Policy", async () => {
    const built = readFileSync(path.join(FRONTEND, 'dist/index.html'), 'utf8');
    const inline = [...built.matchAll(/<script>([\s\S]*?)<\/script>/g)].map((match) => match[1]);
    expect(inline.length).toBeGreaterThan(0);
    const csp = (await http().get('/').expect(200)).headers['content-security-policy'];
    const scriptSrc = /script-src ([^;]*)/.exec(csp)?.[1] ?? '';
    for (const script of inline) expect(scriptSrc).toContain(`'sha256-${createHash('sha256').update(script).digest('base64')}'`);
    expect(scriptSrc).not.toContain('unsafe-inline');
  });

  it('loads the code after the first paint: entry and chunks in an inert template, no API read (its data is in the page)', async () => {
    const response = await http().get('/').expect(200);
    // Nothing in a template loads until the inline loader moves it into the head after the first paint.
    const listed = /<template id="app-preloads">([\s\S]*?)<\/template>/.exec(response.text)?.[1] ?? '';
    expect(listed).toContain('<script type="module" src="/assets/index-abc123.js"></script>');
    expect(listed).toContain('<link rel="modulepreload" crossorigin fetchpriority="low" href="/assets/home-111.js">');
    expect(listed).toContain('<link rel="modulepreload" crossorigin fetchpriority="low" href="/assets/shared-222.js">');
    const outside = response.text.replace(listed, '');
    expect(outside).not.toMatch(/modulepreload|<script type="module"/);
    expect(outside).toContain(`<script>${APP_CODE_LOADER_SCRIPT}</script>`);
    expect(response.text).not.toContain('as="fetch"');
  });

  it('leaves the studio shell loading its code at once (nothing is server-rendered there)', async () => {
    const response = await http().get('/admin-login').expect(200);
    expect(response.text).toContain('<script type="module" src="/assets/index-abc123.js"></script>');
    expect(response.text).not.toContain('<template id="app-preloads">');
  });

  it('answers /blog with the spec metadata', async () => {
    const tags = head((await http().get('/blog').expect(200)).text);
    expect(tags.title).toBe('Professional Video Editing Blog');
    expect(tags.canonical).toBe(`${PUBLIC_URL}/blog`);
    expect(tags.keywords).toBe(
      'video editing, video marketing, content creation, YouTube editing, professional video services, VSL creation, social media content, video production',
    );
    expect(tags.description).toMatch(/television backgrounds/);
  });

  it('matches routes case-insensitively and with a trailing slash', async () => {
    const tags = head((await http().get('/ABOUT/').expect(200)).text);
    expect(tags.canonical).toBe(`${PUBLIC_URL}/about`);
    expect(tags.title).toBe('About Us - Hyperframe');
  });

  it('renders a published article: Article JSON-LD and its sanitized text in the HTML', async () => {
    await createPost(sut.dataSource, {
      title: 'Hooks that <b>hold</b>',
      slug: 'hooks-that-hold',
      excerpt: 'Why the first seconds matter.',
      metaDescription: 'Meta: hooks for editors',
      featuredImage: '/media/abc.png',
      keywords: ['hooks', 'retention'],
      author: 'Daniel Okafor',
      category: 'Video Marketing',
      content:
        '## The first ten seconds\n\nKeep it tight. [Safe](https://example.com) and [bad](javascript:alert(1)).\n\n<script>alert("x")</script>\n\n<img src=x onerror="alert(1)">\n\n| a | b |\n|---|---|\n| 1 | 2 |\n\n- [x] done',
    });
    const response = await http().get('/blog/hooks-that-hold').expect(200);
    const tags = head(response.text);
    expect(tags.title).toBe('Hooks that &lt;b&gt;hold&lt;/b&gt; - Hyperframe');
    expect(tags.description).toBe('Meta: hooks for editors');
    expect(tags.keywords).toBe('hooks, retention');
    expect(tags.canonical).toBe(`${PUBLIC_URL}/blog/hooks-that-hold`);
    expect(tags.ogType).toBe('article');
    expect(tags.ogImage).toBe(`${PUBLIC_URL}/media/abc.png`);
    expect(tags.twitterCard).toBe('summary_large_image');
    expect(tags.jsonLd).toMatchObject({
      '@type': 'Article',
      headline: 'Hooks that <b>hold</b>',
      author: { '@type': 'Person', name: 'Daniel Okafor' },
      image: [`${PUBLIC_URL}/media/abc.png`],
      articleSection: 'Video Marketing',
    });
    expect(tags.jsonLd.datePublished).toMatch(/^\d{4}-\d{2}-\d{2}T/);
    expect(tags.jsonLd.dateModified).toMatch(/^\d{4}-\d{2}-\d{2}T/);

    expect(response.text).toContain('<link rel="modulepreload" crossorigin fetchpriority="low" href="/assets/article-333.js">');
    expect(response.text).toContain('<link rel="preload" as="image" fetchpriority="high" href="/media/abc.png">');

    const page = rendered(response.text);
    const root = page.root;
    expect(root).toContain('Hooks that &lt;b&gt;hold&lt;/b&gt;</h1>');
    expect(root).toContain('data-prerendered-slug="hooks-that-hold"');
    expect(root).toContain('<h2>The first ten seconds</h2>');
    expect(root).toContain('Keep it tight.');
    expect(root).toContain('<a href="https://example.com" target="_blank" rel="noopener noreferrer nofollow">Safe</a>');
    expect(root).toContain('<table>');
    expect(root).not.toMatch(/javascript:/i);
    expect(root).not.toMatch(/<script/i);
    expect(root).not.toMatch(/<img src="?x/i);
    expect(root).toContain('&lt;script&gt;');
    // The data block holds the API's JSON with '<' escaped: the raw markdown cannot close it.
    expect(page.state).not.toMatch(/<script|<img/i);
    expect(page.query('/api/blog/posts', 'hooks-that-hold')).toMatchObject({ slug: 'hooks-that-hold', content: expect.stringContaining('<script>alert("x")</script>') });
  });

  it('answers 404 with the app for an unpublished or unknown slug', async () => {
    await createPost(sut.dataSource, { title: 'Secret draft', published: false, status: 'draft' });
    for (const slug of ['secret-draft', 'no-such-post', '%3Cscript%3Ealert(1)%3C%2Fscript%3E', 'a'.repeat(5000), encodeURIComponent('vidéo-😀')]) {
      const response = await http().get(`/blog/${slug}`).expect(404).expect('Content-Type', /text\/html/);
      expect(head(response.text).title).toBe('Article Not Found - Hyperframe');
      expect(rendered(response.text).root).toContain('Article Not Found');
      expect(response.text).toContain('<meta name="robots" content="noindex">');
      expect(response.text).not.toContain('<script>alert');
    }
  });

  it('answers 404 with the app for an unknown route', async () => {
    const response = await http().get('/no/such/page').expect(404).expect('Content-Type', /text\/html/);
    expect(head(response.text).title).toBe('Page Not Found - Hyperframe');
    expect(rendered(response.text).root).toContain('Page Not Found');
  });

  it('serves hashed assets with immutable caching and a missing asset as a plain 404', async () => {
    const asset = await http().get('/assets/index-abc123.js').expect(200);
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(asset.headers['content-type']).toMatch(/javascript/);
    const missing = await http().get('/assets/index-missing.js').expect(404);
    expect(missing.text).toBe('Not Found');
    const favicon = await http().get('/favicon.svg').expect(200);
    expect(favicon.headers['cache-control']).toBe('public, max-age=300');
  });

  it('sends a hashed script precompressed at build time, brotli first, with its own type and caching', async () => {
    // The build's own copy (its length), not one compressed for this response (which has no length).
    const copy = (suffix: string) => String(statSync(path.join(frontend.dist, `assets/index-abc123.js${suffix}`)).size);
    const brotli = await http().get('/assets/index-abc123.js').set('Accept-Encoding', 'gzip, deflate, br').expect(200);
    expect(brotli.headers).toMatchObject({ 'content-encoding': 'br', 'content-length': copy('.br'), vary: 'Accept-Encoding', 'cache-control': 'public, max-age=31536000, immutable' });
    expect(brotli.headers['content-type']).toMatch(/javascript/);
    expect(brotli.text).toBe(APP_SCRIPT);
    const gzip = await http().get('/assets/index-abc123.js').set('Accept-Encoding', 'gzip').expect(200);
    expect(gzip.headers).toMatchObject({ 'content-encoding': 'gzip', 'content-length': copy('.gz') });
    expect(gzip.text).toBe(APP_SCRIPT);
    const plain = await http().get('/assets/index-abc123.js').set('Accept-Encoding', 'identity').expect(200);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.text).toBe(APP_SCRIPT);
    // A made-up name is still a plain 404.
    await http().get('/assets/index-missing.js').set('Accept-Encoding', 'br').expect(404);
  });

  it('publishes a sitemap with the static pages and published posts with lastmod', async () => {
    await createPost(sut.dataSource, { title: 'Sitemap post' });
    await createPost(sut.dataSource, { title: 'Hidden sitemap draft', published: false, status: 'draft' });
    const response = await http().get('/sitemap.xml').expect(200).expect('Content-Type', /application\/xml/);
    for (const page of ['/', '/about', '/services', '/blog', '/career', '/privacy', '/terms']) {
      expect(response.text).toContain(`<loc>${PUBLIC_URL}${page}</loc>`);
    }
    expect(response.text).toMatch(new RegExp(`<loc>${PUBLIC_URL}/blog/sitemap-post</loc><lastmod>\\d{4}-\\d{2}-\\d{2}T`));
    expect(response.text).not.toContain('hidden-sitemap-draft');
  });

  it('publishes an RSS 2.0 feed with the full content', async () => {
    await createPost(sut.dataSource, { title: 'Feed post', content: '## Full body\n\nEvery word ]]> survives.' });
    const response = await http().get('/rss.xml').expect(200).expect('Content-Type', /application\/rss\+xml/);
    expect(response.text).toContain('<rss version="2.0"');
    expect(response.text).toContain(`<link>${PUBLIC_URL}/blog/feed-post</link>`);
    expect(response.text).toContain('<content:encoded><![CDATA[<h2>Full body</h2>');
    expect(response.text).toContain('Every word ]]&gt; survives.');
    expect(response.text).not.toContain('secret-draft');
  });

  it("carries each item's description as text: read as a feed reader does (XML, then HTML), it holds no element", async () => {
    const excerpt = 'probe <iframe src=//e.example/> & <b>bold</b> &amp; more';
    await createPost(sut.dataSource, { title: 'Description probe', excerpt });
    const { root } = readXml((await http().get('/rss.xml').expect(200)).text);
    const item = xmlElements(root, 'item').find((candidate) => childText(candidate, 'title') === 'Description probe');
    // A reader takes <description> as HTML: what XML decoding gives is parsed again.
    const html = parseFragment(childText(item!, 'description') ?? '');
    expect(html.childNodes.filter((node) => 'tagName' in node).map((node) => node.nodeName)).toEqual([]);
    expect(html.childNodes.map((node) => ('value' in node ? node.value : '')).join('')).toBe(excerpt);
  });

  it('keeps the feed and the sitemap well-formed XML whatever control characters a post holds', async () => {
    // Characters XML 1.0 does not allow (C0 controls but tab, LF and CR; U+FFFE, U+FFFF): pasted text can hold them.
    const banned = '\u0001\u0008\u000b\u000c\u001f\ufffe\uffff';
    await createPost(sut.dataSource, {
      title: `Vertical\u000btab${banned} title`,
      slug: `control\u000b-characters${banned}`,
      excerpt: `Excerpt${banned} here`,
      content: `## Body${banned}\n\nText\twith a tab${banned}.`,
      author: `Ann\u000bOther`,
    });
    for (const path of ['/rss.xml', '/sitemap.xml']) {
      const { errors } = readXml((await http().get(path).expect(200)).text);
      expect({ path, errors }).toEqual({ path, errors: [] });
    }
    const { root } = readXml((await http().get('/rss.xml').expect(200)).text);
    const item = xmlElements(root, 'item').find((candidate) => childText(candidate, 'title') === 'Verticaltab title');
    expect(item && childText(item, 'description')).toBe('Excerpt here');
    expect(item && childText(item, 'dc:creator')).toBe('AnnOther');
    expect(item && childText(item, 'content:encoded')).toContain('Text\twith a tab.');
  });

  it('publishes robots.txt pointing at the sitemap', async () => {
    const response = await http().get('/robots.txt').expect(200).expect('Content-Type', /text\/plain/);
    expect(response.text).toContain('User-agent: *');
    expect(response.text).toContain(`Sitemap: ${PUBLIC_URL}/sitemap.xml`);
  });

  it('leaves the API alone', async () => {
    await http().get('/api/blog/posts').expect(200).expect('Content-Type', /application\/json/);
    const missing = await http().get('/api/no-such-endpoint').expect(404);
    expect(missing.headers['content-type']).toMatch(/application\/json/);
  });
});

describe('Server-rendered pages without a built front end', () => {
  it('answers 503 with a hint', async () => {
    const sut = await createTestApp({ FRONTEND_DIST: path.join(tmpdir(), 'hf-no-such-dist') });
    try {
      const response = await request(sut.app.getHttpServer()).get('/').expect(503);
      expect(response.text).toMatch(/not been built/);
    } finally {
      await sut.close();
    }
  });
});
