import { Injectable } from '@nestjs/common';
import { setImmediate as nextTurn } from 'node:timers/promises';
import { CachedJson, toCachedJson, toCachedJsonPieces } from '../cache/cached-json';
import { PublicCache } from '../cache/public-cache.service';
import { isValidSlug, mediaImagesIn, pagePosts, postsPageUrl, PUBLIC_CACHE_KEYS, type PostsPage, type PostsPageQuery, type PublicPost, type PublicPostSummary } from '@app/site';
import { featuredImageSizes, toPost, toPostSummary } from './dto/post-response.dto';
import { MediaRepository } from '../media/media.repository';
import { PostSlugsRepository } from '../redirects/post-slugs.repository';
import { PublishedPostsRepository } from './published-posts.repository';

/** Posts mapped and serialized between two turns of the event loop while the list is built. */
const BUILD_CHUNK = 250;

/** The published posts in memory, newest first, as GET /api/blog/posts lists them. */
export interface PublishedPosts {
  readonly posts: readonly PublicPostSummary[];
  /** Each post's JSON, in the same order: the list's bytes are these joined. */
  readonly json: readonly string[];
  readonly slugs: ReadonlySet<string>;
  /** Old slugs of renamed published posts -> their current ones (the 301s, issue 28). */
  readonly redirects: ReadonlyMap<string, string>;
}

/** The paths that lead to a published post: its slug, and the old slugs of renamed posts. */
export type PublishedPaths = Pick<PublishedPosts, 'slugs' | 'redirects'>;

/**
 * The public read API's bodies, built once per write into the public cache: the API answers them and
 * the server renderer reads them, so a server-rendered page holds exactly what the API would answer.
 *
 * The whole-list body and searches read the published posts (without their content) into a list in
 * memory, once per write; building it yields to the event loop every BUILD_CHUNK posts and compresses
 * off the loop. A page read without search text (/blog's, the home teaser's, a category's) reads its page
 * from Postgres instead (PublishedPostsRepository: pagePosts' rule in SQL), and an article's path is
 * checked against the published slugs and old slugs alone, so neither costs the number of posts (issue
 * 30: the list takes seconds to build at 100,000).
 */
@Injectable()
export class PublicPosts {
  /** The last paths read, kept while the next ones are read (see mayExist). */
  private previous: PublishedPaths | null = null;

  constructor(
    private readonly cache: PublicCache,
    private readonly media: MediaRepository,
    private readonly oldSlugs: PostSlugsRepository,
    private readonly postReads: PublishedPostsRepository,
  ) {}

  /** Every published post, in memory (cached with the posts). */
  published(): Promise<PublishedPosts> {
    return this.cache.get(PUBLIC_CACHE_KEYS.postIndex, async () => {
      const list = await this.readPublished();
      this.previous = list;
      return list;
    });
  }

  /** GET /api/blog/posts */
  list(): Promise<CachedJson> {
    return this.cache.get(PUBLIC_CACHE_KEYS.posts, async () => {
      const { json } = await this.published();
      return toCachedJsonPieces(jsonArrayPieces(json));
    });
  }

  /** GET /api/blog/page: a page of the filtered list. */
  async page(query: PostsPageQuery): Promise<PostsPage<PublicPostSummary>> {
    return (await this.pages([query]))[0];
  }

  /** Several page reads (a page's first render): without search text a page from Postgres each, searches from the list. */
  async pages(queries: readonly PostsPageQuery[]): Promise<PostsPage<PublicPostSummary>[]> {
    const list = queries.some((query) => query.q) ? (await this.published()).posts : [];
    return Promise.all(
      queries.map(async (query) => {
        if (query.q) return pagePosts(list, query);
        const { items, ...page } = await this.postReads.page(query);
        return { items: items.map((row) => toPostSummary(row, featuredImageSizes(row))), ...page };
      }),
    );
  }

  /** The page read's body; a filter's first page (no search, no cursor) is kept, under its URL, for the fast path. */
  pageBody(query: PostsPageQuery): Promise<CachedJson> {
    const build = async () => toCachedJson(await this.page(query));
    return query.q || query.cursor ? build() : this.cache.get(PUBLIC_CACHE_KEYS.postsPage(postsPageUrl(query)), build);
  }

  /** GET /api/blog/posts/:slug; null when there is no such published post (a miss is never cached). */
  async one(slug: string): Promise<CachedJson | null> {
    if (!(await this.mayExist(slug))) return null;
    return this.cache.get(
      PUBLIC_CACHE_KEYS.post(slug),
      async (): Promise<CachedJson | null> => {
        const post = await this.postReads.findPublishedBySlug(slug);
        if (!post) return null;
        // The sizes of the stored images it shows: srcset and width/height for both renderers.
        const images = post.featuredImage ? [post.featuredImage, ...mediaImagesIn(post.content)] : mediaImagesIn(post.content);
        return toCachedJson(toPost(post, await this.media.sizesOf(images)));
      },
      (body) => body !== null,
    );
  }

  /**
   * False when no published post has this slug, told by the published slugs in memory: an invented slug
   * costs neither a query nor a cache entry. True when it is published, or when the cache is bypassed
   * (Redis down) and only a read of that one post can tell.
   */
  async mayExist(slug: string): Promise<boolean> {
    if (!this.cache.isLive) return true;
    const current = this.heldPaths();
    if (current) return current.slugs.has(slug);
    // Being read again after a write: a post the last slugs had is read at once (that read tells whether
    // it is still published), so an article never waits for them; any other slug waits.
    if (this.previous?.slugs.has(slug)) return true;
    return (await this.paths()).slugs.has(slug);
  }

  /**
   * The published slugs held in memory, without I/O: the current ones, else the last ones read (a read of
   * the current ones is then started); null before the first read. The beacon thread's path check.
   */
  publishedSlugs(): ReadonlySet<string> | null {
    const current = this.heldPaths();
    if (current) return current.slugs;
    if (this.cache.isLive) this.paths().catch(() => undefined);
    return this.previous?.slugs ?? null;
  }

  /** The published slugs, read if none are held. */
  async readSlugs(): Promise<ReadonlySet<string>> {
    return (await this.paths()).slugs;
  }

  /** The current published paths the cache holds (its slugs, or the whole index's); undefined when neither is built. */
  private heldPaths(): PublishedPaths | PublishedPosts | undefined {
    return this.cache.peek<PublishedPaths>(PUBLIC_CACHE_KEYS.postSlugs) ?? this.cache.peek<PublishedPosts>(PUBLIC_CACHE_KEYS.postIndex);
  }

  /** The published slugs and the old slugs of renamed posts (cached with the posts): a few bytes a post. */
  private paths(): Promise<PublishedPaths> {
    return this.cache.get(PUBLIC_CACHE_KEYS.postSlugs, async () => {
      const [slugs, redirects] = await Promise.all([this.postReads.slugs(), this.oldSlugs.listRedirects()]);
      this.previous = { slugs, redirects: new Map(redirects.map(({ from, to }) => [from, to])) };
      return this.previous;
    });
  }

  /**
   * Where an old slug of a renamed published post moved (its current slug); null when it redirects nowhere.
   * Asked on a miss only: read from the paths in memory (read with the posts once per write), or, with the
   * cache bypassed (Redis down), by one small query.
   */
  async redirectOf(slug: string): Promise<string | null> {
    if (!isValidSlug(slug)) return null;
    if (!this.cache.isLive) return this.oldSlugs.findRedirect(slug);
    return (await this.paths()).redirects.get(slug) ?? null;
  }

  /** The published post as GET /api/blog/posts/:slug answers it; null when there is none. */
  async post(slug: string): Promise<PublicPost | null> {
    const cached = await this.one(slug);
    return cached && (JSON.parse(cached.body.toString('utf8')) as PublicPost);
  }

  private async readPublished(): Promise<PublishedPosts> {
    const [rows, redirects] = await Promise.all([this.postReads.listPublishedSummaries(), this.oldSlugs.listRedirects()]);
    const posts: PublicPostSummary[] = [];
    const json: string[] = [];
    for (let start = 0; start < rows.length; start += BUILD_CHUNK) {
      if (start > 0) await nextTurn();
      for (const row of rows.slice(start, start + BUILD_CHUNK)) {
        const post = toPostSummary(row, featuredImageSizes(row));
        posts.push(post);
        json.push(JSON.stringify(post));
      }
    }
    return { posts, json, slugs: new Set(posts.map((post) => post.slug)), redirects: new Map(redirects.map(({ from, to }) => [from, to])) };
  }
}

/** `[a,b,...]` in pieces of BUILD_CHUNK elements: the same bytes as JSON.stringify of the array. */
function* jsonArrayPieces(elements: readonly string[]): Generator<string> {
  if (elements.length === 0) yield '[]';
  for (let start = 0; start < elements.length; start += BUILD_CHUNK) {
    const end = start + BUILD_CHUNK;
    yield `${start === 0 ? '[' : ','}${elements.slice(start, end).join(',')}${end >= elements.length ? ']' : ''}`;
  }
}
