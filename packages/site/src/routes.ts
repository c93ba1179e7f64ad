import { isBlogCategory } from './blog/categories';
import { ACADEMY_QUERY, ALL_CATEGORIES, blogFirstPageQuery, postsPageUrl, TEASER_QUERIES, type PostsPage, type PostsPageQuery } from './blog/posts-page';
import type { PublicPost, PublicPostSummary } from './blog/public-post';
import { PAGES, PAGE_KEYS, type PageKey } from './pages';

/** What a path shows: matched once (matchPublicRoute), then handed on; nothing downstream matches again. */
export type PublicRoute =
  | { kind: 'page'; key: PageKey }
  | { kind: 'article'; slug: string }
  | { kind: 'admin' }
  | { kind: 'not-found' };

/** The routes whose page is rendered on the server and cached. */
export type FoundRoute = Extract<PublicRoute, { kind: 'page' | 'article' }>;

/**
 * What a page's first render shows: its route with the reads it starts with, as the public API
 * answers them. The gateway loads it once per render and hands it to the server renderer, which
 * seeds the browser's query cache from it (post: null is a missing article, answered 404). The
 * studio (admin) is never rendered on the server, so it has none.
 */
export type PageData =
  | { kind: 'page'; key: PageKey; postPages?: PostsPageRead[] }
  | { kind: 'article'; slug: string; post: PublicPost | null }
  | { kind: 'not-found' };

/** A page read a page starts with (GET /api/blog/page), with its answer. */
export interface PostsPageRead {
  query: PostsPageQuery;
  page: PostsPage<PublicPostSummary>;
}

/** The public read API; the browser's query key of a read is its URL in segments (joined with '/'). */
export const POSTS_API_PATH = '/api/blog/posts';

/** The query key of GET /api/blog/posts, for the browser's reads and the server's seeding alike. */
export function postsQueryKey(): [string] {
  return [POSTS_API_PATH];
}

/** The query key of a page read: its URL (GET /api/blog/page?...). */
export function postsPageQueryKey(query: PostsPageQuery): [string] {
  return [postsPageUrl(query)];
}

/** The query key of GET /api/blog/posts/:slug. */
export function postQueryKey(slug: string): [string, string] {
  return [POSTS_API_PATH, encodeURIComponent(slug)];
}

/** The longest slug the schema stores (blog_posts.slug is varchar(200)). */
export const SLUG_MAX_LENGTH = 200;
const SLUG = /* @__PURE__ */ new RegExp(`^[a-z0-9-]{1,${SLUG_MAX_LENGTH}}$`);

/**
 * Every stored slug comes out of slugify() (lowercase letters, digits, hyphens) and fits the schema:
 * anything else cannot exist, so it is never looked up (a NUL byte would even fail the query).
 */
export function isValidSlug(slug: string): boolean {
  return SLUG.test(slug);
}

/**
 * The gateway's public cache keys (one replica's cache of pre-built bytes, see its PublicCache): the
 * API's JSON bodies, the feeds, and each rendered page under the URL it renders (see pageUrl), which
 * is also the raw path the fast path looks up.
 */
export const PUBLIC_CACHE_KEYS = {
  posts: 'posts',
  /**
   * A post's body, under its API URL itself (what postQueryKey joins to): the fast path looks a
   * request's path up as it arrives, with no slicing, slug check or key building per request. Only a
   * published post's slug (slugify's letters, which need no escaping) ever gets an entry, so any
   * other path (another case, a trailing slash, an escape) finds nothing and goes on.
   */
  post: (slug: string) => `${POSTS_API_PATH}/${encodeURIComponent(slug)}`,
  /** The published posts as a list in memory (GET /api/blog/posts and searches read it). */
  postIndex: 'posts:index',
  /** The published posts' slugs (an article's path is looked up in them before the database). */
  postSlugs: 'posts:slugs',
  /** A first page of a filter (no search, no cursor), under its URL (postsPageUrl), as the fast path looks it up. */
  postsPage: (url: string) => `page:${url}`,
  /**
   * A rendered page, under its URL itself (pageUrl), like a post under its API URL: the fast path looks
   * the request's path up with no key built per request. A public page's URL never starts with the
   * API's path, and every other key starts with a name, not a slash.
   */
  page: (url: string) => url,
  feed: (name: string) => `feed:${name}`,
} as const;

/** Spec §2: path matching is case-insensitive and tolerates one trailing slash. */
export function normalizePath(pathname: string): string {
  const lower = pathname.toLowerCase();
  return lower.length > 1 && lower.endsWith('/') ? lower.slice(0, -1) : lower;
}

// Marked pure, so a browser chunk that does not match routes drops them (see the front end's bundle budget).
const PAGE_BY_PATH = /* @__PURE__ */ new Map(PAGE_KEYS.map((key) => [PAGES[key].path, key]));
const ARTICLE_PATH = /^\/blog\/([^/]+)$/;

/**
 * The public site's routes, in matching order: each with its path pattern, its matcher (over a
 * normalized path), the URL its page renders and is cached under, and what its page starts with.
 */
export const PUBLIC_ROUTES = {
  page: {
    patterns: /* @__PURE__ */ PAGE_KEYS.map((key) => PAGES[key].path),
    match: (path: string): Extract<PublicRoute, { kind: 'page' }> | null => {
      const key = PAGE_BY_PATH.get(path);
      return key ? { kind: 'page', key } : null;
    },
    /**
     * The page reads a page opens with (bounded, whatever the number of posts): the blog's first page
     * for its ?category=, the home teaser's newest post per category, the career page's academy posts.
     */
    postReads: (key: PageKey, search = ''): PostsPageQuery[] => {
      if (key === 'home') return [...TEASER_QUERIES];
      if (key === 'career') return [ACADEMY_QUERY];
      if (key !== 'blog') return [];
      const category = new URLSearchParams(search).get('category');
      return [blogFirstPageQuery(isBlogCategory(category) ? category : ALL_CATEGORIES)];
    },
  },
  admin: {
    patterns: ['/admin', '/admin-login'],
    match: (path: string): Extract<PublicRoute, { kind: 'admin' }> | null => (path === '/admin' || path === '/admin-login' ? { kind: 'admin' } : null),
  },
  article: {
    pattern: '/blog/:slug',
    /** Any one segment under /blog is an article (a slug no post can have is its 404, see isValidSlug). */
    match: (path: string): Extract<PublicRoute, { kind: 'article' }> | null => {
      const article = ARTICLE_PATH.exec(path);
      return article ? { kind: 'article', slug: safeDecode(article[1]) } : null;
    },
    isValidSlug,
  },
};

/** Which screen a path shows: the one match a request gets. */
export function matchPublicRoute(pathname: string): PublicRoute {
  const path = normalizePath(pathname);
  return PUBLIC_ROUTES.page.match(path) ?? PUBLIC_ROUTES.admin.match(path) ?? PUBLIC_ROUTES.article.match(path) ?? { kind: 'not-found' };
}

/**
 * The one URL a page is rendered and cached under, however it was asked for (any case, a trailing
 * slash, a slug's escaped letters), with only the part of the query its first render depends on:
 * the blog's known ?category= (an unknown one shows all posts, like none; utm_* and the like change
 * nothing). Variants share one render and one cache entry.
 */
export function pageUrl(route: FoundRoute, search = ''): string {
  if (route.kind === 'article') return `/blog/${encodeURIComponent(route.slug)}`;
  const path = PAGES[route.key].path;
  if (route.key !== 'blog') return path;
  const category = new URLSearchParams(search).get('category');
  return isBlogCategory(category) ? `${path}?${new URLSearchParams({ category }).toString()}` : path;
}

/**
 * The front end's code chunk of a route (its module frontend/src/app/routes/<chunk>.tsx, so named in
 * the build's manifest): the gateway preloads it with the page.
 */
export function routeChunk(route: FoundRoute): string {
  return route.kind === 'page' ? route.key : 'article';
}

function safeDecode(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}
