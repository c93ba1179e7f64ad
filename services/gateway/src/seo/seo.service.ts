import { Inject, Injectable, OnModuleDestroy } from '@nestjs/common';
import { statSync } from 'node:fs';
import path from 'node:path';
import { BlogService } from '../blog/blog.service';
import { PublicPosts } from '../blog/public-posts.service';
import { setImmediate as nextTurn } from 'node:timers/promises';
import { CachedBody, toCachedBody, toCachedBodyAsync } from '../cache/cached-json';
import { PublicCache } from '../cache/public-cache.service';
import { fillSlot, SplicedBody, toSplicedBody } from '../cache/spliced-body';
import { APP_CONFIG, AppConfig } from '../config/app-config';
import { renderMarkdown } from './article-html';
import { IndexHtml } from './index-html';
import { ServerRenderer, type ServerRenderInput, type ServerRenderResult } from './server-renderer';
import { stripNonXmlChars } from './xml-text';
import {
  ARTICLE_NOT_FOUND_META,
  excerptOrFallback,
  articleHeadInput,
  parseKeywords,
  buildHead,
  escapeHtml,
  IMAGE_SLOT_SIZES,
  matchPublicRoute,
  normalizePath,
  NOT_FOUND_META,
  PAGE_KEYS,
  PAGES,
  pageHeadInput,
  pageUrl,
  PUBLIC_CACHE_KEYS,
  PUBLIC_ROUTES,
  renderHeadHtml,
  responsiveImage,
  routeChunk,
  safeUrl,
  SITE,
  type FoundRoute,
  type HeadInput,
  type PageData,
  type PublicPostSummary,
  type PublicRoute,
  type ResponsiveImage,
} from '@app/site';

interface Preloads {
  /** Announced with the HTML. */
  head: string;
  /** Loaded with the app's code, after the first paint. */
  code: string;
}

const NO_PRELOADS: Preloads = { head: '', code: '' };

export interface RenderedPage {
  status: number;
  html: string;
}

/** An old address of a renamed post: answered 301 to `location` (issue 28). */
export interface PageRedirect {
  redirect: string;
}

/** Server-rendered HTML revalidates on every use (the app shell changes with each deploy). */
export const HTML_CACHE_CONTROL = 'no-cache';
const HTML_CONTENT_TYPE = 'text/html; charset=utf-8';
const FEED_CACHE_CONTROL = 'public, max-age=300';
const FEEDS = {
  rss: 'application/rss+xml; charset=utf-8',
  sitemap: 'application/xml; charset=utf-8',
} as const;
/** Posts turned into sitemap lines between two turns of the event loop. */
const FEED_CHUNK = 2000;
export const SITEMAP_PATH = '/sitemap.xml';
/** The parts of a sitemap index: the static pages, and the posts' files numbered from 1. */
export const SITEMAP_PART = /^\/sitemap-(?:pages|posts-(\d{1,6}))\.xml$/;
/** How often the front end's build is checked for a new one (cached pages embed it). */
const TEMPLATE_CHECK_MS = 2000;

type MissRoute = Extract<PublicRoute, { kind: 'article' | 'not-found' }>;

/** Top-level sections: a path under one (e.g. /blog/a/b) shows that section's header link as the current page. */
const SECTIONS = new Set(PAGE_KEYS.map((key) => PAGES[key].path.slice(1)).filter(Boolean));

/**
 * What a 404 render depends on besides its data block: the kind of miss (a missing article, any
 * other path) and, for the latter, the section the path is under, if any (the header's links match
 * a path's first segment, case-insensitively). So a handful of renders serve every miss.
 */
function missKey(route: MissRoute, pathname: string): string {
  if (route.kind === 'article') return 'article';
  const section = normalizePath(pathname).split('/')[1];
  return SECTIONS.has(section) ? `not-found:${section}` : 'not-found';
}

/** A path (and its page data) that renders as the misses of that key do. */
function missRender(key: string): { url: string; page: PageData } {
  if (key === 'article') return { url: '/blog/_', page: { kind: 'article', slug: '_', post: null } }; // '_' is never a slug
  const section = key.split(':')[1];
  return { url: section ? `/${section}/_/_` : NOT_FOUND_META.path, page: { kind: 'not-found' } };
}

/** A miss's page data: every read it starts with answers 404. */
function missData(route: MissRoute): PageData {
  return route.kind === 'article' ? { ...route, post: null } : route;
}

/** Where the data block goes in a miss's render (a comment nothing else writes). */
const STATE_SLOT = '<!--miss-state-->';

/** One render of a kind of miss, with a slot for the data block naming the path. */
interface MissTemplate {
  body: SplicedBody;
  /** The data block of the path it was rendered for, and that page whole (most misses show no path in it). */
  state: string;
  whole: CachedBody;
}

const ADMIN_HEAD: HeadInput = {
  title: `Admin - ${SITE.brand}`,
  description: `${SITE.brand} blog studio.`,
  keywords: [],
  path: '/admin',
  type: 'website',
};

/** Server-side head tags (and article text) for every public URL, plus sitemap, RSS and robots. */
@Injectable()
export class SeoService implements OnModuleDestroy {
  private readonly indexHtml: IndexHtml;
  private readonly renderer: ServerRenderer;
  private templateVersion: string | null = null;
  private readonly templateTimer: NodeJS.Timeout;
  /** Renders of misses by missKey: a few, never in the public cache, so misses never evict pages. */
  private readonly missTemplates = new Map<string, Promise<MissTemplate | null>>();

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly blog: BlogService,
    private readonly posts: PublicPosts,
    private readonly cache: PublicCache,
  ) {
    this.indexHtml = new IndexHtml(config.frontendDist);
    this.renderer = new ServerRenderer(path.join(path.dirname(config.frontendDist), 'dist-ssr', 'entry-server.cjs'));
    this.templateTimer = setInterval(() => this.checkTemplate(), TEMPLATE_CHECK_MS);
    this.templateTimer.unref();
  }

  onModuleDestroy(): void {
    clearInterval(this.templateTimer);
    this.renderer.close();
  }

  /**
   * The page for a public path as pre-built bytes (identity + gzip, strong ETag); null when the
   * front end is not built. Pages and articles come from the public cache (invalidated with the
   * posts) under their canonical path. A miss (unknown path, missing article) is never rendered or
   * cached on its own: it is its kind's one cached render with its own data block put in.
   */
  async renderCached(pathname: string, search = ''): Promise<CachedBody | PageRedirect | null> {
    if (this.indexHtml.read() === null) return null;
    const route = matchPublicRoute(pathname);
    // Not cached: two fixed paths, rarely asked for, and nothing rendered (the studio draws itself).
    if (route.kind === 'admin') return toBody(this.page(200, ADMIN_HEAD, null, true));
    if (route.kind === 'not-found') return this.renderMiss(route, pathname);
    // A slug no post can have costs nothing; the published ones are known from the cached list, so
    // an invented one costs no query either.
    if (route.kind === 'article' && !(PUBLIC_ROUTES.article.isValidSlug(route.slug) && (await this.posts.mayExist(route.slug)))) {
      return this.articleMiss(route, pathname, search);
    }
    const url = pageUrl(route, search);
    const found = await this.cache.get(PUBLIC_CACHE_KEYS.page(url), async () => toBody(await this.renderFound(route, url)), (page) => page !== null);
    // null: the post went away since the list was read (or Redis is down and it never existed).
    return found ?? (route.kind === 'article' ? this.articleMiss(route, pathname, search) : null);
  }

  /** No published post at this slug: a renamed post's old slug moves to its current one (issue 28, a lookup in memory), else the 404. */
  private async articleMiss(route: Extract<PublicRoute, { kind: 'article' }>, pathname: string, search: string): Promise<CachedBody | PageRedirect | null> {
    const moved = await this.posts.redirectOf(route.slug);
    return moved ? { redirect: `/blog/${moved}${search}` } : this.renderMiss(route, pathname);
  }

  /** A new build of the front end replaces index.html and the server renderer: cached pages embed the old ones. */
  private checkTemplate(): void {
    const mtimes = [this.indexHtml.file, this.renderer.file].map((file) => {
      try {
        return statSync(file).mtimeMs;
      } catch {
        return null; // not built (yet)
      }
    });
    const version = mtimes.join('/');
    if (this.templateVersion !== null && version !== this.templateVersion) {
      this.cache.invalidate();
      this.missTemplates.clear();
    }
    this.templateVersion = version;
  }

  /**
   * index.html for a path with that route's head tags and, for public pages, the app rendered on
   * the server (markup, styles, data) for the browser to hydrate; null when the front end is not
   * built. Uncached, misses included: renderCached's answers are what this gives.
   */
  async renderPage(pathname: string, search = ''): Promise<RenderedPage | null> {
    const route = matchPublicRoute(pathname);
    if (route.kind === 'admin') return this.page(200, ADMIN_HEAD, null, true);
    return this.renderData(route.kind === 'not-found' ? route : await this.loadPage(route, search), pathname + search);
  }

  /** A public page, or a published article (null when there is none: nothing is rendered then). */
  private async renderFound(route: FoundRoute, url: string): Promise<RenderedPage | null> {
    // The canonical URL keeps the only part of the query the first render depends on (see pageUrl).
    const page = await this.loadPage(route, url.slice(url.indexOf('?') + 1 || url.length));
    return page.kind === 'article' && !page.post ? null : this.renderData(page, url);
  }

  /**
   * Each route's loader: the reads its page starts with, once per render, as the public API answers
   * them (from the public cache). An article's one read serves its head tags, its body HTML and the
   * renderer's data.
   */
  private async loadPage(route: FoundRoute, search: string): Promise<PageData> {
    if (route.kind === 'article') return { ...route, post: await this.posts.post(route.slug) };
    const reads = PUBLIC_ROUTES.page.postReads(route.key, search);
    if (reads.length === 0) return route;
    const pages = await this.posts.pages(reads);
    return { ...route, postPages: reads.map((query, index) => ({ query, page: pages[index] })) };
  }

  /** The page for its data: head tags, preloads and the app rendered from that data. */
  private async renderData(page: PageData, url: string): Promise<RenderedPage | null> {
    switch (page.kind) {
      case 'page': {
        // The blog opens with the newest post (of its filter) as its featured card: fetch its cover with the HTML.
        const featured = page.key === 'blog' ? page.postPages?.[0]?.page.items[0] : null;
        const cover = featured?.featuredImage ? responsiveImage(featured.featuredImage, featured.imageSizes, IMAGE_SLOT_SIZES.featured) : null;
        return this.page(200, pageHeadInput(PAGES[page.key]), await this.renderApp(url, page), false, this.preloads(routeChunk(page), cover));
      }
      case 'article': {
        const { post } = page;
        if (!post) return this.page(404, pageHeadInput(ARTICLE_NOT_FOUND_META), await this.renderApp(url, page), true);
        const prerenderedArticle = { slug: post.slug, updatedAt: post.updatedAt, html: renderMarkdown(post.content, post.imageSizes) };
        // The API's excerpt already falls back to the content's start; keywords are cleaned as on every page.
        const head = articleHeadInput({ ...post, keywords: parseKeywords(post.keywords) });
        const cover = post.featuredImage ? responsiveImage(post.featuredImage, post.imageSizes, IMAGE_SLOT_SIZES.articleCover) : null;
        return this.page(200, head, await this.renderApp(url, page, prerenderedArticle), false, this.preloads(routeChunk(page), cover));
      }
      case 'not-found':
        return this.page(404, pageHeadInput(NOT_FOUND_META), await this.renderApp(url, page), true);
    }
  }

  /**
   * The 404 page for a miss: its kind's one render (see missKey) with this path's data block, which
   * the front end's own code writes (the server entry's renderState: JSON with '<' escaped, the slug URI-encoded).
   */
  private async renderMiss(route: MissRoute, pathname: string): Promise<CachedBody | null> {
    const page = missData(route);
    const template = await this.missTemplate(missKey(route, pathname));
    const state = template && this.renderer.state(page);
    if (template && state !== null) return state === template.state ? template.whole : fillSlot(template.body, state);
    // No server bundle (or it failed): the page without the app, as renderPage makes it.
    return toBody(await this.renderData(page, pathname));
  }

  private missTemplate(key: string): Promise<MissTemplate | null> {
    const cached = this.missTemplates.get(key);
    if (cached) return cached;
    const building = this.renderMissTemplate(key);
    this.missTemplates.set(key, building);
    // A render that failed is not kept: the next miss tries again.
    const forget = () => {
      if (this.missTemplates.get(key) === building) this.missTemplates.delete(key);
    };
    void building.then((template) => template ?? forget(), forget);
    return building;
  }

  private async renderMissTemplate(key: string): Promise<MissTemplate | null> {
    const app = await this.renderer.render(missRender(key));
    if (!app) return null;
    const meta = key === 'article' ? ARTICLE_NOT_FOUND_META : NOT_FOUND_META;
    const parts = this.page(404, pageHeadInput(meta), { ...app, state: STATE_SLOT }, true)?.html.split(STATE_SLOT);
    if (parts?.length !== 2) return null;
    const body = toSplicedBody(parts[0], parts[1], HTML_CONTENT_TYPE, HTML_CACHE_CONTROL, 404);
    return { body, state: app.state, whole: fillSlot(body, app.state) };
  }

  private renderApp(url: string, page: PageData, prerenderedArticle: ServerRenderInput['prerenderedArticle'] = null): Promise<ServerRenderResult | null> {
    return this.renderer.render({ url, page, prerenderedArticle });
  }

  /**
   * A sitemap file by its path, as pre-built bytes cached with the posts; null for a path that is
   * none. Up to SITEMAP_MAX_URLS URLs, /sitemap.xml lists them all; above, it is a sitemap index of
   * /sitemap-pages.xml (the static pages) and /sitemap-posts-<n>.xml (the posts, that many a file).
   */
  sitemapFile(pathname: string): Promise<CachedBody | null> | null {
    if (pathname !== SITEMAP_PATH && !SITEMAP_PART.test(pathname)) return null;
    return this.cache.get(
      PUBLIC_CACHE_KEYS.feed(`sitemap:${pathname}`),
      async () => {
        const xml = await this.sitemap(pathname);
        return xml === null ? null : toCachedBodyAsync(xml, FEEDS.sitemap, FEED_CACHE_CONTROL);
      },
      (body) => body !== null,
    );
  }

  /** The text of a sitemap file (see sitemapFile); null when there is no such part. */
  async sitemap(pathname = SITEMAP_PATH): Promise<string | null> {
    const posts = (await this.posts.published()).posts;
    const max = this.config.sitemapMaxUrls;
    const postFiles = Math.ceil(posts.length / max);
    const part = SITEMAP_PART.exec(pathname);
    let xml: string;
    if (PAGE_KEYS.length + posts.length <= max) {
      if (part) return null;
      xml = urlset([...this.pageUrls(), ...(await this.postUrls(posts))]);
    } else if (!part) {
      xml = this.sitemapIndex(posts, postFiles, max);
    } else if (!part[1]) {
      xml = urlset(this.pageUrls());
    } else {
      const file = Number(part[1]);
      if (file < 1 || file > postFiles || part[1].startsWith('0')) return null;
      xml = urlset(await this.postUrls(posts.slice((file - 1) * max, file * max)));
    }
    return stripNonXmlChars(xml);
  }

  private pageUrls(): string[] {
    return PAGE_KEYS.map((key) => `  <url><loc>${escapeHtml(this.url(PAGES[key].path))}</loc></url>`);
  }

  /** A <url> per post, built a chunk at a time (10,000 posts must not hold the event loop). */
  private async postUrls(posts: readonly PublicPostSummary[]): Promise<string[]> {
    const urls: string[] = [];
    for (let start = 0; start < posts.length; start += FEED_CHUNK) {
      await nextTurn();
      for (const post of posts.slice(start, start + FEED_CHUNK)) {
        urls.push(`  <url><loc>${escapeHtml(this.url(`/blog/${post.slug}`))}</loc><lastmod>${post.updatedAt}</lastmod></url>`);
      }
    }
    return urls;
  }

  private sitemapIndex(posts: readonly PublicPostSummary[], postFiles: number, max: number): string {
    const entry = (path: string, lastmod?: string) =>
      `  <sitemap><loc>${escapeHtml(this.url(path))}</loc>${lastmod ? `<lastmod>${lastmod}</lastmod>` : ''}</sitemap>`;
    const files = [entry('/sitemap-pages.xml')];
    for (let file = 1; file <= postFiles; file += 1) {
      const part = posts.slice((file - 1) * max, file * max);
      files.push(entry(`/sitemap-posts-${file}.xml`, part.reduce((latest, post) => (post.updatedAt > latest ? post.updatedAt : latest), '')));
    }
    return `<?xml version="1.0" encoding="UTF-8"?>\n<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${files.join('\n')}\n</sitemapindex>\n`;
  }

  /** /rss.xml: the newest RSS_ITEMS posts, cached with the posts. */
  rssFeed(): Promise<CachedBody> {
    return this.cache.get(PUBLIC_CACHE_KEYS.feed('rss'), async () => toCachedBodyAsync(await this.rss(), FEEDS.rss, FEED_CACHE_CONTROL));
  }

  /** RSS 2.0 of the newest posts with each article's full content (sanitized HTML) in content:encoded; like the sitemap, only characters XML allows. */
  async rss(): Promise<string> {
    const posts = await this.blog.latestPublished(this.config.rssItems);
    const items: string[] = [];
    for (const post of posts) {
      // Each article's markdown is rendered in its own turn of the event loop.
      if (items.length > 0) await nextTurn();
      const link = this.url(`/blog/${post.slug}`);
      items.push(
        [
          '    <item>',
          `      <title>${escapeHtml(post.title)}</title>`,
          `      <link>${escapeHtml(link)}</link>`,
          `      <guid isPermaLink="true">${escapeHtml(link)}</guid>`,
          `      <pubDate>${new Date(post.publishedAt ?? post.createdAt).toUTCString()}</pubDate>`,
          `      <dc:creator>${escapeHtml(post.author)}</dc:creator>`,
          `      <category>${escapeHtml(post.category)}</category>`,
          `      <description>${escapeHtml(excerptOrFallback(post.excerpt, post.content))}</description>`,
          `      <content:encoded>${cdata(renderMarkdown(post.content))}</content:encoded>`,
          '    </item>',
        ].join('\n'),
      );
    }
    const blog = PAGES.blog;
    const feed = [
      '<?xml version="1.0" encoding="UTF-8"?>',
      '<rss version="2.0" xmlns:content="http://purl.org/rss/1.0/modules/content/" xmlns:dc="http://purl.org/dc/elements/1.1/" xmlns:atom="http://www.w3.org/2005/Atom">',
      '  <channel>',
      `    <title>${escapeHtml(`${SITE.brand} - ${blog.title}`)}</title>`,
      `    <link>${escapeHtml(this.url(blog.path))}</link>`,
      `    <description>${escapeHtml(blog.description)}</description>`,
      '    <language>en-gb</language>',
      `    <atom:link href="${escapeHtml(this.url('/rss.xml'))}" rel="self" type="application/rss+xml"/>`,
      ...(posts[0] ? [`    <lastBuildDate>${new Date(posts[0].updatedAt).toUTCString()}</lastBuildDate>`] : []),
      ...items,
      '  </channel>',
      '</rss>',
      '',
    ].join('\n');
    return stripNonXmlChars(feed);
  }

  robots(): string {
    return ['User-agent: *', 'Allow: /', 'Disallow: /admin', 'Disallow: /admin-login', 'Disallow: /api/', '', `Sitemap: ${this.url('/sitemap.xml')}`, ''].join('\n');
  }

  /**
   * What the page will ask for: the cover image it shows first (preloaded with the HTML) and the
   * route's code chunks (loaded after the first paint with the app's code, see IndexHtml.render).
   * The API reads are not announced: their data is in the page.
   */
  private preloads(chunk: string, image?: ResponsiveImage | null): Preloads {
    // A srcset image is preloaded by the same srcset and sizes, so the browser fetches the one candidate the <img> will pick.
    const candidates = image?.srcSet ? ` imagesrcset="${escapeHtml(image.srcSet)}" imagesizes="${escapeHtml(image.sizes!)}"` : '';
    return {
      head: image && safeUrl(image.src) ? `<link rel="preload" as="image" fetchpriority="high" href="${escapeHtml(image.src)}"${candidates}>` : '',
      code: this.indexHtml.modulePreloads(chunk),
    };
  }

  private page(status: number, head: HeadInput, app: ServerRenderResult | null, noindex = false, preloads: Preloads = NO_PRELOADS): RenderedPage | null {
    const headHtml =
      renderHeadHtml(buildHead(head, this.config.publicUrl)) +
      (noindex ? '\n    <meta name="robots" content="noindex">' : '') +
      (preloads.head ? `\n    ${preloads.head}` : '') +
      (app ? `\n    ${app.styles}` : '');
    const html = this.indexHtml.render(headHtml, app && { body: app.html, state: app.state, codePreloads: preloads.code });
    return html === null ? null : { status, html };
  }

  private url(pathname: string): string {
    return `${this.config.publicUrl}${pathname}`;
  }
}

function toBody(page: RenderedPage | null): CachedBody | null {
  return page && toCachedBody(page.html, HTML_CONTENT_TYPE, HTML_CACHE_CONTROL, page.status);
}

function urlset(urls: string[]): string {
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join('\n')}\n</urlset>\n`;
}

/** CDATA cannot contain ']]>': split it across two sections. */
function cdata(text: string): string {
  return `<![CDATA[${text.replace(/]]>/g, ']]]]><![CDATA[>')}]]>`;
}
