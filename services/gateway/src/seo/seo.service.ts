import { Inject, Injectable, OnModuleDestroy } from '@nestjs/common';
import { statSync } from 'node:fs';
import { BlogService } from '../blog/blog.service';
import { CachedBody, toCachedBody } from '../cache/cached-json';
import { PublicCache } from '../cache/public-cache.service';
import { APP_CONFIG, AppConfig } from '../config/app-config';
import { renderMarkdown } from './article-html';
import { IndexHtml } from './index-html';
import {
  ARTICLE_NOT_FOUND_META,
  BlogPost,
  excerptOrFallback,
  parseKeywords,
  articleHeadInput,
  buildHead,
  escapeHtml,
  matchPublicRoute,
  NOT_FOUND_META,
  PAGE_KEYS,
  PAGES,
  pageHeadInput,
  renderHeadHtml,
  safeUrl,
  SITE,
  type HeadInput,
} from '@app/shared';

export interface RenderedPage {
  status: number;
  html: string;
}

/** Server-rendered HTML revalidates on every use (the app shell changes with each deploy). */
export const HTML_CACHE_CONTROL = 'no-cache';
const HTML_CONTENT_TYPE = 'text/html; charset=utf-8';
/** How often index.html is checked for a new build (cached pages embed it). */
const TEMPLATE_CHECK_MS = 2000;

/** The public cache key of a server-rendered page: its raw path, as the fast path sees it. */
export function pageCacheKey(pathname: string): string {
  return `html:${pathname}`;
}

/** Pages whose first render reads the post list. */
const POSTS_API: Partial<Record<string, string>> = { home: '/api/blog/posts', blog: '/api/blog/posts', career: '/api/blog/posts' };

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
  private templateMtime: number | null = null;
  private readonly templateTimer: NodeJS.Timeout;

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly blog: BlogService,
    private readonly cache: PublicCache,
  ) {
    this.indexHtml = new IndexHtml(config.frontendDist);
    this.templateTimer = setInterval(() => this.checkTemplate(), TEMPLATE_CHECK_MS);
    this.templateTimer.unref();
  }

  onModuleDestroy(): void {
    clearInterval(this.templateTimer);
  }

  /**
   * The page for a public path as pre-built bytes (identity + gzip, strong ETag), from the public
   * cache for pages and articles (invalidated with the posts); null when the front end is not built.
   */
  async renderCached(pathname: string): Promise<CachedBody | null> {
    if (this.indexHtml.read() === null) return null;
    const kind = matchPublicRoute(pathname).kind;
    const build = async () => {
      const page = await this.renderPage(pathname);
      return page ? toCachedBody(page.html, HTML_CONTENT_TYPE, HTML_CACHE_CONTROL, page.status) : null;
    };
    // Unknown paths and the admin shell are not cached (anyone can invent paths; the admin is rare).
    if (kind !== 'page' && kind !== 'article') return build();
    const cached = await this.cache.get(pageCacheKey(pathname), build);
    return cached;
  }

  /** A new build of the front end replaces index.html: cached pages embed the old one. */
  private checkTemplate(): void {
    let mtime: number | null = null;
    try {
      mtime = statSync(this.indexHtml.file).mtimeMs;
    } catch {
      // not built (yet)
    }
    if (this.templateMtime !== null && mtime !== this.templateMtime) this.cache.invalidate();
    this.templateMtime = mtime;
  }

  /** index.html for a path with that route's head; null when the front end is not built. */
  async renderPage(pathname: string): Promise<RenderedPage | null> {
    const route = matchPublicRoute(pathname);
    switch (route.kind) {
      case 'page': {
        // The blog opens with the newest post as its featured card: fetch its cover with the HTML.
        const cover = route.key === 'blog' ? (await this.blog.listPublished())[0]?.featuredImage : null;
        return this.page(200, pageHeadInput(PAGES[route.key]), '', false, this.preloads(route.key, POSTS_API[route.key], cover));
      }
      case 'admin':
        return this.page(200, ADMIN_HEAD, '', true);
      case 'article': {
        const post = await this.blog.findPublishedBySlug(route.slug);
        if (!post) {
          return this.page(404, pageHeadInput(ARTICLE_NOT_FOUND_META), notFoundBody('Article Not Found', "The article you're looking for doesn't exist or has been removed."), true);
        }
        const preloads = this.preloads('article', `/api/blog/posts/${encodeURIComponent(post.slug)}`, post.featuredImage);
        return this.page(200, articleHeadInput(this.headSource(post)), this.articleBody(post), false, preloads);
      }
      case 'not-found':
        return this.page(
          404,
          pageHeadInput(NOT_FOUND_META),
          notFoundBody('Page Not Found', "Sorry, we couldn't find the page you're looking for. It might have been moved, deleted, or you entered the wrong URL."),
          true,
        );
    }
  }

  async sitemap(): Promise<string> {
    const posts = await this.blog.listPublished();
    const urls = [
      ...PAGE_KEYS.map((key) => `  <url><loc>${escapeHtml(this.url(PAGES[key].path))}</loc></url>`),
      ...posts.map(
        (post) =>
          `  <url><loc>${escapeHtml(this.url(`/blog/${post.slug}`))}</loc><lastmod>${new Date(post.updatedAt).toISOString()}</lastmod></url>`,
      ),
    ];
    return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join('\n')}\n</urlset>\n`;
  }

  /** RSS 2.0 with each article's full content (sanitized HTML) in content:encoded. */
  async rss(): Promise<string> {
    const posts = await this.blog.listPublished();
    const items = posts.map((post) => {
      const link = this.url(`/blog/${post.slug}`);
      return [
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
      ].join('\n');
    });
    const blog = PAGES.blog;
    return [
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
  }

  robots(): string {
    return ['User-agent: *', 'Allow: /', 'Disallow: /admin', 'Disallow: /admin-login', 'Disallow: /api/', '', `Sitemap: ${this.url('/sitemap.xml')}`, ''].join('\n');
  }

  /**
   * What the page will ask for right after the entry script, announced with the HTML so nothing waits
   * in a chain: the route's code chunks, the API read it starts with (same credentials mode as the
   * app's fetch, so the browser reuses it), and the article's cover image.
   */
  private preloads(routeFile: string, api?: string, image?: string | null): string {
    const links = [this.indexHtml.modulePreloads(`src/app/routes/${routeFile}.tsx`)];
    if (api) links.push(`<link rel="preload" as="fetch" crossorigin="use-credentials" href="${escapeHtml(api)}">`);
    if (image && safeUrl(image)) links.push(`<link rel="preload" as="image" fetchpriority="high" href="${escapeHtml(image)}">`);
    return links.filter(Boolean).join('\n    ');
  }

  private page(status: number, head: HeadInput, body = '', noindex = false, preloads = ''): RenderedPage | null {
    const headHtml =
      renderHeadHtml(buildHead(head, this.config.publicUrl)) +
      (noindex ? '\n    <meta name="robots" content="noindex">' : '') +
      (preloads ? `\n    ${preloads}` : '');
    const html = this.indexHtml.render(headHtml, body);
    return html === null ? null : { status, html };
  }

  private headSource(post: BlogPost) {
    return { ...post, excerpt: excerptOrFallback(post.excerpt, post.content), keywords: parseKeywords(post.keywords) };
  }

  /** The article as plain semantic HTML; the app replaces it when JavaScript runs. */
  private articleBody(post: BlogPost): string {
    const date = new Date(post.createdAt);
    const longDate = date.toLocaleDateString('en-US', { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' });
    return [
      '<article class="ssr-article">',
      '<p><a href="/blog">Back to Blog</a></p>',
      `<p>${escapeHtml(post.category)}</p>`,
      `<h1>${escapeHtml(post.title)}</h1>`,
      `<p><time datetime="${date.toISOString()}">${escapeHtml(longDate)}</time> · ${escapeHtml(post.author)}</p>`,
      `<p>${escapeHtml(excerptOrFallback(post.excerpt, post.content))}</p>`,
      // The app reuses this body on a direct visit when the version matches (data-updated).
      `<div class="ssr-article-body" data-slug="${escapeHtml(post.slug)}" data-updated="${new Date(post.updatedAt).toISOString()}">${renderMarkdown(post.content)}</div>`,
      '</article>',
    ].join('\n');
  }

  private url(pathname: string): string {
    return `${this.config.publicUrl}${pathname}`;
  }
}

function notFoundBody(title: string, text: string): string {
  return `<section class="ssr-article"><h1>${escapeHtml(title)}</h1><p>${escapeHtml(text)}</p><p><a href="/">Go Home</a> · <a href="/blog">Back to Blog</a></p></section>`;
}

/** CDATA cannot contain ']]>': split it across two sections. */
function cdata(text: string): string {
  return `<![CDATA[${text.replace(/]]>/g, ']]]]><![CDATA[>')}]]>`;
}
