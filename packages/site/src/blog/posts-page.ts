/**
 * One page of the published posts, filtered as the blog's search box and category chips filter them
 * (GET /api/blog/page): the browser asks for a page at a time, the gateway answers it from its
 * in-memory list, and the server render of /blog starts with the first one. The filter, the order and
 * the cursor are here once, so the gateway, the browser and the front end's tests agree on them.
 */
export const POSTS_PAGE_PATH = '/api/blog/page';

/** The category filter meaning "every category" (spec §2: the 'all' chip). */
export const ALL_CATEGORIES = 'all';
export const POSTS_PAGE_DEFAULT_LIMIT = 12;
export const POSTS_PAGE_MAX_LIMIT = 50;
/** The longest search text the page read takes (the search box has no limit; nothing longer matches a title or excerpt here). */
export const POSTS_PAGE_MAX_QUERY = 300;

export interface PostsPageQuery {
  /** Search text: matches when it occurs in the title or the excerpt, case-insensitively. */
  q?: string;
  /** A blog category, or 'all'/absent for every category. */
  category?: string;
  /** Where the previous page ended (its `next`); absent for the first page. */
  cursor?: string;
  limit?: number;
}

/** A page of the filtered list, newest first: `items`, how many match in all, and the cursor of the page after (null at the end). */
export interface PostsPage<T> {
  items: T[];
  total: number;
  next: string | null;
}

/** What the filter and the cursor read of a post. */
export interface PageablePost {
  id: number;
  title: string;
  excerpt: string | null;
  category: string;
  createdAt: string;
}

/**
 * Spec §5: a post shows if the search text (case-insensitive) occurs in its title or excerpt, and
 * the category is all or equals the post's category exactly.
 */
export function postMatcher(search: string, category: string): (post: Pick<PageablePost, 'title' | 'excerpt' | 'category'>) => boolean {
  const needle = search.toLowerCase();
  const inCategory = (post: Pick<PageablePost, 'category'>) => category === ALL_CATEGORIES || post.category === category;
  // Every text holds the empty string: no search text is the category alone (and no lowercasing of every post).
  if (needle === '') return inCategory;
  return (post) => inCategory(post) && (post.title.toLowerCase().includes(needle) || (post.excerpt ?? '').toLowerCase().includes(needle));
}

/** The list filtered as the blog filters it (spec §5). */
export function filterPosts<T extends Pick<PageablePost, 'title' | 'excerpt' | 'category'>>(posts: readonly T[], search: string, category: string): T[] {
  return posts.filter(postMatcher(search, category));
}

/** A cursor: the last post's creation time (ms) and id. */
export const POST_CURSOR_PATTERN = /^(\d{1,15})_(\d{1,10})$/;

/** The cursor after a post: its creation time and id (the list's order), so a page stays put when posts come and go. */
export function postCursor(post: Pick<PageablePost, 'id' | 'createdAt'>): string {
  return `${Date.parse(post.createdAt)}_${post.id}`;
}

/**
 * The page of `posts` (newest first, as the public list orders them) that `query` asks for. After a
 * cursor it starts after the cursor's post (or, once that post is gone, at the first one older than it
 * by creation time, then id), so a post published or removed meanwhile neither repeats nor skips one
 * already shown.
 */
export function pagePosts<T extends PageablePost>(posts: readonly T[], query: PostsPageQuery): PostsPage<T> {
  const limit = Math.min(Math.max(query.limit ?? POSTS_PAGE_DEFAULT_LIMIT, 1), POSTS_PAGE_MAX_LIMIT);
  const matches = postMatcher(query.q ?? '', query.category ?? ALL_CATEGORIES);
  const after = query.cursor ? POST_CURSOR_PATTERN.exec(query.cursor) : null;
  const afterTime = after ? Number(after[1]) : Number.POSITIVE_INFINITY;
  const afterId = after ? Number(after[2]) : Number.POSITIVE_INFINITY;
  // The cursor's own post, while it is listed, marks the place exactly (times are compared to the ms only).
  const at = after ? posts.findIndex((post) => post.id === afterId) : -1;
  const items: T[] = [];
  let total = 0;
  let more = false;
  for (const [index, post] of posts.entries()) {
    if (!matches(post)) continue;
    total += 1;
    if (!after || (at >= 0 ? index > at : isOlder(post, afterTime, afterId))) {
      if (items.length < limit) items.push(post);
      else more = true;
    }
  }
  return { items, total, next: more ? postCursor(items[items.length - 1]) : null };
}

function isOlder(post: PageablePost, time: number, id: number): boolean {
  const created = Date.parse(post.createdAt);
  return created < time || (created === time && post.id < id);
}

/**
 * The URL of a page read, its parameters in one order and defaults left out: the browser's query key
 * (the default read fetches it as it is) and the server's seeding of the same read.
 */
export function postsPageUrl(query: PostsPageQuery): string {
  const params = new URLSearchParams();
  if (query.q) params.set('q', query.q);
  if (query.category && query.category !== ALL_CATEGORIES) params.set('category', query.category);
  if (query.cursor) params.set('cursor', query.cursor);
  if (query.limit !== undefined && query.limit !== POSTS_PAGE_DEFAULT_LIMIT) params.set('limit', String(query.limit));
  const search = params.toString();
  return search ? `${POSTS_PAGE_PATH}?${search}` : POSTS_PAGE_PATH;
}

/** Cards per page on /blog, and the first page's: the featured post and a whole number of grid rows. */
export const BLOG_PAGE_SIZE = 12;
export const BLOG_FIRST_PAGE_SIZE = BLOG_PAGE_SIZE + 1;

/** The first read of /blog for a category filter. */
export function blogFirstPageQuery(category: string): PostsPageQuery {
  return { category, limit: BLOG_FIRST_PAGE_SIZE };
}

/** The home teaser's reads: the newest post of each category it may show (spec §2: one each, Audience Building else Content Creating). */
export const TEASER_QUERIES: readonly PostsPageQuery[] = [
  { category: 'Video Editing', limit: 1 },
  { category: 'Video Marketing', limit: 1 },
  { category: 'Audience Building', limit: 1 },
  { category: 'Content Creating', limit: 1 },
];

/** The career page's Academy blog read: up to 3 Video Editing posts. */
export const ACADEMY_QUERY: PostsPageQuery = { category: 'Video Editing', limit: 3 };
