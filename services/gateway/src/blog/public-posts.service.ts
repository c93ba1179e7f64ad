import { Injectable } from '@nestjs/common';
import { CachedJson, toCachedJson } from '../cache/cached-json';
import { PublicCache } from '../cache/public-cache.service';
import { BlogService } from './blog.service';
import { PUBLIC_CACHE_KEYS, type PublicPost, type PublicPostSummary } from '@app/site';
import { toPost, toPostSummary } from './dto/post-response.dto';

/**
 * The public read API's bodies, serialized once into the public cache: the API answers them and the
 * server renderer reads them, so a server-rendered page holds exactly what the API would answer.
 */
@Injectable()
export class PublicPosts {
  /** Each cached body parsed once (a page render reads the list for its data and for its cover). */
  private readonly parsed = new WeakMap<CachedJson, unknown>();
  /** The slugs in each cached list, so a miss is known without a query. */
  private readonly slugs = new WeakMap<CachedJson, ReadonlySet<string>>();

  constructor(
    private readonly blog: BlogService,
    private readonly cache: PublicCache,
  ) {}

  /** GET /api/blog/posts */
  list(): Promise<CachedJson> {
    return this.cache.get(PUBLIC_CACHE_KEYS.posts, async () => toCachedJson((await this.blog.listPublished()).map(toPostSummary)));
  }

  /** GET /api/blog/posts/:slug; null when there is no such published post (a miss is never cached). */
  async one(slug: string): Promise<CachedJson | null> {
    if (!(await this.mayExist(slug))) return null;
    return this.cache.get(
      PUBLIC_CACHE_KEYS.post(slug),
      async (): Promise<CachedJson | null> => {
        const post = await this.blog.findPublishedBySlug(slug);
        return post ? toCachedJson(toPost(post)) : null;
      },
      (body) => body !== null,
    );
  }

  /**
   * False when no published post has this slug, told by the cached list: an invented slug costs
   * neither a query nor a cache entry. True when it is listed, or when the cache is bypassed (Redis
   * down) and only a read of that one post can tell.
   */
  async mayExist(slug: string): Promise<boolean> {
    if (!this.cache.isLive) return true;
    const list = await this.list();
    let slugs = this.slugs.get(list);
    if (!slugs) {
      slugs = new Set((this.parse(list) as PublicPostSummary[]).map((post) => post.slug));
      this.slugs.set(list, slugs);
    }
    return slugs.has(slug);
  }

  /** The published posts as GET /api/blog/posts answers them. */
  async summaries(): Promise<PublicPostSummary[]> {
    return this.parse(await this.list()) as PublicPostSummary[];
  }

  /** The published post as GET /api/blog/posts/:slug answers it; null when there is none. */
  async post(slug: string): Promise<PublicPost | null> {
    const cached = await this.one(slug);
    return cached && (this.parse(cached) as PublicPost);
  }

  private parse(cached: CachedJson): unknown {
    if (!this.parsed.has(cached)) this.parsed.set(cached, JSON.parse(cached.body.toString('utf8')));
    return this.parsed.get(cached);
  }
}
