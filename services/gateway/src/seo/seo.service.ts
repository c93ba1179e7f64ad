import { Inject, Injectable, OnModuleDestroy } from '@nestjs/common';
import { statSync } from 'node:fs';
import path from 'node:path';
import { PublicPosts, type PublishedPosts } from '../blog/public-posts.service';
import { CachedBody, toCachedBody, toCachedBodyAsync } from '../cache/cached-json';
import { PublicCache } from '../cache/public-cache.service';
import { fillSlot, SplicedBody, toSplicedBody } from '../cache/spliced-body';
import { APP_CONFIG, AppConfig } from '../config/app-config';
import { MarkdownRenderer } from '../markdown/markdown-renderer.service';
import { beaconScriptTag } from '../analytics/beacon-script';
import { LegacyRedirectsService } from '../legacy-urls/legacy-redirects.service';
import { IndexHtml } from './index-html';
import { isPagePath } from './page-paths';
import { ServerRenderer, type ServerRenderInput, type ServerRenderResult } from './server-renderer';
import {
  ARTICLE_NOT_FOUND_META,
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

/**
 * Every public page as the server sends it: the route matched once, its data loaded once, head tags,
 * the app rendered on the render thread (the article's body on the markdown thread), cached as bytes;
 * misses from one cached render per kind. The feeds are FeedsService's.
 */
@Injectable()
export class SeoService implements OnModuleDestroy {
  private readonly indexHtml: IndexHtml;
  private readonly renderer: ServerRenderer;
  private templateVersion: string | null = null;
  private readonly templateTimer: NodeJS.Timeout;
  /** Renders of misses by missKey: a few, never in the public cache, so misses never evict pages. */
  private readonly missTemplates = new Map<string, Promise<MissTemplate | null>>();
  /** The same once rendered: what the fast path answers misses from (see cachedMiss). */
  private readonly readyMisses = new Map<string, MissTemplate>();
  private lastMatch: { pathname: string; route: PublicRoute } | null = null;

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly posts: PublicPosts,
    private readonly cache: PublicCache,
    private readonly markdown: MarkdownRenderer,
    private readonly legacy: LegacyRedirectsService,
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
    const route = this.match(pathname);
    // Not cached: two fixed paths, rarely asked for, and nothing rendered (the studio draws itself).
    if (route.kind === 'admin') return toBody(this.page(200, ADMIN_HEAD, null, true));
    // An imported post's address on the old blog (issue 32; a lookup in memory): a path no route answers,
    // or WordPress's `/?p=` on the home page.
    const imported = await this.legacy.redirectFor(route, pathname, search);
    if (imported) return { redirect: imported };
    if (route.kind === 'not-found') return this.renderMiss(route, pathname);
    // A slug no post can have costs nothing; the published ones are known from the cached list, so
    // an invented one costs no query either.
    if (route.kind === 'article' && !(PUBLIC_ROUTES.article.isValidSlug(route.slug) && (await this.posts.mayExist(route.slug)))) {
      return this.articleMiss(route, pathname, search);
    }
    const url = pageUrl(route, search);
    const found = await this.cache.get(PUBLIC_CACHE_KEYS.page(url), async () => toBodyAsync(await this.renderFound(route, url)), (page) => page !== null);
    // null: the post went away since the list was read (or Redis is down and it never existed).
    return found ?? (route.kind === 'article' ? this.articleMiss(route, pathname, search) : null);
  }

  /** No published post at this slug: a renamed post's old slug moves to its current one (issue 28, a lookup in memory), else the 404. */
  private async articleMiss(route: Extract<PublicRoute, { kind: 'article' }>, pathname: string, search: string): Promise<CachedBody | PageRedirect | null> {
    const moved = await this.posts.redirectOf(route.slug);
    return moved ? { redirect: `/blog/${moved}${search}` } : this.renderMiss(route, pathname);
  }

  /**
   * The path's route. The fast path asks about a miss (cachedMiss) just before the normal path renders
   * the same request: the last match is kept, so a request's path is matched once.
   */
  private match(pathname: string): PublicRoute {
    if (this.lastMatch?.pathname !== pathname) this.lastMatch = { pathname, route: matchPublicRoute(pathname) };
    return this.lastMatch.route;
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
      this.readyMisses.clear();
    }
    this.templateVersion = version;
  }

  /**
   * index.html for a path with that route's head tags and, for public pages, the app rendered on
   * the server (markup and data) for the browser to hydrate; null when the front end is not
   * built. Uncached, misses included: renderCached's answers are what this gives.
   */
  async renderPage(pathname: string, search = ''): Promise<RenderedPage | null> {
    const route = this.match(pathname);
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
        const prerenderedArticle = { slug: post.slug, updatedAt: post.updatedAt, html: await this.markdown.articleHtml(post.content, post.imageSizes) };
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

  /**
   * The 404 page of a page path that is a miss, at once, when its kind's render is ready: an unknown
   * path, or an article whose slug no published post has (told by the list in memory); null for
   * anything else or when unsure (the normal path answers then). The fast path answers a flood of
   * unknown URLs from this without express: the same bytes renderCached gives.
   */
  cachedMiss(pathname: string): CachedBody | null {
    if (!isPagePath(pathname)) return null;
    const route = this.match(pathname);
    if (route.kind === 'article') {
      const index = this.cache.isLive ? this.cache.peek<PublishedPosts>(PUBLIC_CACHE_KEYS.postIndex) : undefined;
      // A published slug, or a renamed post's old one (its 301 is the normal path's), is no miss.
      if (PUBLIC_ROUTES.article.isValidSlug(route.slug) && (!index || index.slugs.has(route.slug) || index.redirects.has(route.slug))) return null;
    } else if (route.kind !== 'not-found') return null;
    const template = this.readyMisses.get(missKey(route, pathname));
    const state = template && this.renderer.state(missData(route));
    if (!template || state === null || state === undefined) return null;
    return state === template.state ? template.whole : fillSlot(template.body, state);
  }

  private missTemplate(key: string): Promise<MissTemplate | null> {
    const cached = this.missTemplates.get(key);
    if (cached) return cached;
    const building = this.renderMissTemplate(key);
    this.missTemplates.set(key, building);
    void building.then((template) => {
      if (template && this.missTemplates.get(key) === building) this.readyMisses.set(key, template);
    });
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
   * What the page will ask for: the cover image it shows first (preloaded with the HTML) and the
   * route's code chunks (loaded after the first paint with the app's code, see IndexHtml.render).
   * The API reads are not announced: their data is in the page.
   */
  private preloads(chunk: string, image?: ResponsiveImage | null): Preloads {
    // A srcset image is preloaded by the same srcset and sizes, so the browser fetches the one candidate the <img> will pick.
    const candidates = image?.srcSet ? ` imagesrcset="${escapeHtml(image.srcSet)}" imagesizes="${escapeHtml(image.sizes!)}"` : '';
    return {
      head: image && safeUrl(image.src) ? `<link rel="preload" as="image" fetchpriority="high" href="${escapeHtml(image.src)}"${candidates}>` : '',
      // Reading analytics (issue 31): its script goes last in the deferred code of every public page.
      code: this.indexHtml.modulePreloads(chunk) + beaconScriptTag(this.config.analytics.enabled),
    };
  }

  private page(status: number, head: HeadInput, app: ServerRenderResult | null, noindex = false, preloads: Preloads = NO_PRELOADS): RenderedPage | null {
    const headHtml =
      renderHeadHtml(buildHead(head, this.config.publicUrl)) +
      (noindex ? '\n    <meta name="robots" content="noindex">' : '') +
      (preloads.head ? `\n    ${preloads.head}` : '');
    const html = this.indexHtml.render(headHtml, app && { body: app.html, state: app.state, codePreloads: preloads.code });
    return html === null ? null : { status, html };
  }
}

function toBody(page: RenderedPage | null): CachedBody | null {
  return page && toCachedBody(page.html, HTML_CONTENT_TYPE, HTML_CACHE_CONTROL, page.status);
}

/** The same, compressed off the event loop: an article page can be megabytes (its body and its data block). */
async function toBodyAsync(page: RenderedPage | null): Promise<CachedBody | null> {
  return page && toCachedBodyAsync(page.html, HTML_CONTENT_TYPE, HTML_CACHE_CONTROL, page.status);
}
