import { Injectable } from '@nestjs/common';
import { CachedJson, toCachedJson } from '../cache/cached-json';
import { PublicCache } from '../cache/public-cache.service';
import { BlogService } from './blog.service';
import { toPost, toPostSummary } from './dto/post-response.dto';

/**
 * The public read API's bodies, serialized once into the public cache: the API answers them and the
 * server renderer reads them, so a server-rendered page holds exactly what the API would answer.
 */
@Injectable()
export class PublicPosts {
  constructor(
    private readonly blog: BlogService,
    private readonly cache: PublicCache,
  ) {}

  /** GET /api/blog/posts */
  list(): Promise<CachedJson> {
    return this.cache.get('posts', async () => toCachedJson((await this.blog.listPublished()).map(toPostSummary)));
  }

  /** GET /api/blog/posts/:slug; null when there is no such published post. */
  one(slug: string): Promise<CachedJson | null> {
    return this.cache.get(`post:${slug}`, async (): Promise<CachedJson | null> => {
      const post = await this.blog.findPublishedBySlug(slug);
      return post ? toCachedJson(toPost(post)) : null;
    });
  }

  /** The JSON an API path answers (null for a 404), for the server renderer. */
  async json(apiPath: string): Promise<unknown> {
    const prefix = '/api/blog/posts/';
    let cached: CachedJson | null = null;
    if (apiPath === '/api/blog/posts') cached = await this.list();
    else if (apiPath.startsWith(prefix)) cached = await this.one(safeDecode(apiPath.slice(prefix.length)));
    return cached ? JSON.parse(cached.body.toString('utf8')) : null;
  }
}

function safeDecode(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}
