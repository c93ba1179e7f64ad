import { Inject, Injectable } from '@nestjs/common';
import { setImmediate as nextTurn } from 'node:timers/promises';
import { escapeHtml, excerptOrFallback, PAGE_KEYS, PAGES, PUBLIC_CACHE_KEYS, SITE } from '@app/site';
import { PublishedPostsRepository, type SitemapEntry } from '../blog/published-posts.repository';
import { CachedBody, toCachedBodyAsync, toCachedPieces } from '../cache/cached-json';
import { PublicCache } from '../cache/public-cache.service';
import { APP_CONFIG, AppConfig } from '../config/app-config';
import { MarkdownRenderer } from '../markdown/markdown-renderer.service';
import { stripNonXmlChars, textSlices } from './xml-text';

const FEED_CACHE_CONTROL = 'public, max-age=300';
const ROBOTS_CACHE_CONTROL = 'public, max-age=3600';
const FEEDS = {
  rss: 'application/rss+xml; charset=utf-8',
  sitemap: 'application/xml; charset=utf-8',
  robots: 'text/plain; charset=utf-8',
} as const;
/** Posts turned into sitemap lines between two turns of the event loop. */
const FEED_CHUNK = 2000;
/** Characters of an RSS item cleaned, encoded and hashed in one turn of the event loop (an item can be a megabyte). */
const RSS_SLICE = 64 * 1024;
export const RSS_PATH = '/rss.xml';
export const ROBOTS_PATH = '/robots.txt';
export const SITEMAP_PATH = '/sitemap.xml';
/** The parts of a sitemap index: the static pages, and the posts' files numbered from 1. */
export const SITEMAP_PART = /^\/sitemap-(?:pages|posts-(\d{1,6}))\.xml$/;

/**
 * The site's feeds: the sitemap (or a sitemap index and its parts), the RSS feed and robots.txt, each
 * built once per write into the public cache under its path (the fast path answers them from there).
 */
@Injectable()
export class FeedsService {
  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly postReads: PublishedPostsRepository,
    private readonly cache: PublicCache,
    private readonly markdown: MarkdownRenderer,
  ) {}

  /** The feed at `pathname` as pre-built bytes; null for a path that is none (a sitemap part past the last, too). */
  file(pathname: string): Promise<CachedBody | null> | null {
    if (pathname === RSS_PATH) return this.cache.get(PUBLIC_CACHE_KEYS.feed(RSS_PATH), async () => toCachedPieces(this.rssPieces(), FEEDS.rss, FEED_CACHE_CONTROL));
    if (pathname === ROBOTS_PATH) return this.cache.get(PUBLIC_CACHE_KEYS.feed(ROBOTS_PATH), async () => toCachedBodyAsync(this.robots(), FEEDS.robots, ROBOTS_CACHE_CONTROL));
    if (pathname !== SITEMAP_PATH && !SITEMAP_PART.test(pathname)) return null;
    return this.cache.get(
      PUBLIC_CACHE_KEYS.feed(pathname),
      async () => {
        const xml = await this.sitemap(pathname);
        return xml === null ? null : toCachedBodyAsync(xml, FEEDS.sitemap, FEED_CACHE_CONTROL);
      },
      (body) => body !== null,
    );
  }

  /**
   * The text of a sitemap file; null when there is no such part. Up to SITEMAP_MAX_URLS URLs,
   * /sitemap.xml lists them all; above, it is a sitemap index of /sitemap-pages.xml (the static pages)
   * and /sitemap-posts-<n>.xml (the posts, that many a file). Read from Postgres by file (issue 30: the
   * index is one pass over the published posts, a file its own posts), not from the list in memory.
   */
  async sitemap(pathname = SITEMAP_PATH): Promise<string | null> {
    const max = this.config.sitemapMaxUrls;
    const published = await this.postReads.publishedCount();
    const part = SITEMAP_PART.exec(pathname);
    let xml: string;
    if (PAGE_KEYS.length + published <= max) {
      if (part) return null;
      xml = urlset([...this.pageUrls(), ...(await this.postUrls(await this.postReads.sitemapFile(1, max)))]);
    } else if (!part) {
      xml = this.sitemapIndex(await this.postReads.sitemapFiles(max));
    } else if (!part[1]) {
      xml = urlset(this.pageUrls());
    } else {
      const file = Number(part[1]);
      if (file < 1 || file > Math.ceil(published / max) || part[1].startsWith('0')) return null;
      xml = urlset(await this.postUrls(await this.postReads.sitemapFile(file, max)));
    }
    return stripNonXmlChars(xml);
  }

  private pageUrls(): string[] {
    return PAGE_KEYS.map((key) => `  <url><loc>${escapeHtml(this.url(PAGES[key].path))}</loc></url>`);
  }

  /** A <url> per post, built a chunk at a time (50,000 posts must not hold the event loop). */
  private async postUrls(posts: readonly SitemapEntry[]): Promise<string[]> {
    const urls: string[] = [];
    for (let start = 0; start < posts.length; start += FEED_CHUNK) {
      await nextTurn();
      for (const post of posts.slice(start, start + FEED_CHUNK)) {
        urls.push(`  <url><loc>${escapeHtml(this.url(`/blog/${post.slug}`))}</loc><lastmod>${post.updatedAt.toISOString()}</lastmod></url>`);
      }
    }
    return urls;
  }

  /** The index: the static pages' file, then each posts file with the newest change among its posts. */
  private sitemapIndex(postFiles: readonly Date[]): string {
    const entry = (path: string, lastmod?: string) =>
      `  <sitemap><loc>${escapeHtml(this.url(path))}</loc>${lastmod ? `<lastmod>${lastmod}</lastmod>` : ''}</sitemap>`;
    const files = [entry('/sitemap-pages.xml'), ...postFiles.map((lastmod, index) => entry(`/sitemap-posts-${index + 1}.xml`, lastmod.toISOString()))];
    return `<?xml version="1.0" encoding="UTF-8"?>\n<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${files.join('\n')}\n</sitemapindex>\n`;
  }

  /** RSS 2.0 of the newest RSS_ITEMS posts (see rssPieces), as one text. */
  async rss(): Promise<string> {
    let feed = '';
    for await (const piece of this.rssPieces()) feed += piece;
    return feed;
  }

  /**
   * RSS 2.0 of the newest posts with each article's full content (sanitized HTML, rendered on the
   * markdown thread) in content:encoded; like the sitemap, only characters XML allows. In pieces (the
   * head, each item, the end), so no step holds the event loop for a whole feed of large articles.
   * A reader takes <description> as HTML: its text is escaped for HTML, then for XML.
   */
  async *rssPieces(): AsyncGenerator<string> {
    const posts = await this.postReads.latestPublished(this.config.rssItems);
    const blog = PAGES.blog;
    yield stripNonXmlChars(
      [
        '<?xml version="1.0" encoding="UTF-8"?>',
        '<rss version="2.0" xmlns:content="http://purl.org/rss/1.0/modules/content/" xmlns:dc="http://purl.org/dc/elements/1.1/" xmlns:atom="http://www.w3.org/2005/Atom">',
        '  <channel>',
        `    <title>${escapeHtml(`${SITE.brand} - ${blog.title}`)}</title>`,
        `    <link>${escapeHtml(this.url(blog.path))}</link>`,
        `    <description>${escapeHtml(blog.description)}</description>`,
        '    <language>en-gb</language>',
        `    <atom:link href="${escapeHtml(this.url(RSS_PATH))}" rel="self" type="application/rss+xml"/>`,
        ...(posts[0] ? [`    <lastBuildDate>${new Date(posts[0].updatedAt).toUTCString()}</lastBuildDate>`] : []),
        '',
      ].join('\n'),
    );
    for (const post of posts) {
      const html = await this.markdown.articleHtml(post.content);
      const link = this.url(`/blog/${post.slug}`);
      const item = [
        '    <item>',
        `      <title>${escapeHtml(post.title)}</title>`,
        `      <link>${escapeHtml(link)}</link>`,
        `      <guid isPermaLink="true">${escapeHtml(link)}</guid>`,
        `      <pubDate>${new Date(post.publishedAt ?? post.createdAt).toUTCString()}</pubDate>`,
        `      <dc:creator>${escapeHtml(post.author)}</dc:creator>`,
        `      <category>${escapeHtml(post.category)}</category>`,
        `      <description>${escapeHtml(escapeHtml(excerptOrFallback(post.excerpt, post.content)))}</description>`,
        `      <content:encoded>${cdata(html)}</content:encoded>`,
        '    </item>',
        '',
      ].join('\n');
      for (const slice of textSlices(item, RSS_SLICE)) yield stripNonXmlChars(slice);
    }
    yield '  </channel>\n</rss>\n';
  }

  robots(): string {
    return ['User-agent: *', 'Allow: /', 'Disallow: /admin', 'Disallow: /admin-login', 'Disallow: /api/', '', `Sitemap: ${this.url(SITEMAP_PATH)}`, ''].join('\n');
  }

  private url(pathname: string): string {
    return `${this.config.publicUrl}${pathname}`;
  }
}

function urlset(urls: string[]): string {
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join('\n')}\n</urlset>\n`;
}

/** CDATA cannot contain ']]>': split it across two sections. */
function cdata(text: string): string {
  return `<![CDATA[${text.replace(/]]>/g, ']]]]><![CDATA[>')}]]>`;
}
