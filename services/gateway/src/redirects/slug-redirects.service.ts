import { Injectable } from '@nestjs/common';
import { isValidSlug, matchPublicRoute, PUBLIC_CACHE_KEYS } from '@app/site';
import { PublicCache } from '../cache/public-cache.service';
import { PostSlugsRepository } from './post-slugs.repository';

/**
 * Where an old address of a renamed post goes now (issue 28): `/blog/<old>` and `GET /api/blog/posts/<old>`
 * answer 301 to the current slug, in one hop however many renames came after. Asked only on a miss (no
 * published post has the slug); the old -> current table is read once per write into the public cache,
 * so a miss costs a lookup in memory.
 */
@Injectable()
export class SlugRedirectsService {
  constructor(
    private readonly slugs: PostSlugsRepository,
    private readonly cache: PublicCache,
  ) {}

  /** The current slug of the published post `slug` was an address of; null when it redirects nowhere. */
  async currentSlug(slug: string): Promise<string | null> {
    if (!isValidSlug(slug)) return null;
    const table = await this.cache.get(PUBLIC_CACHE_KEYS.slugRedirects, async () => new Map((await this.slugs.listRedirects()).map(({ from, to }) => [from, to])));
    return table.get(slug) ?? null;
  }

  /** Where a public page path moved (an article under an old slug, its query kept); null for any other path. */
  async pageRedirect(pathname: string, search = ''): Promise<string | null> {
    const route = matchPublicRoute(pathname);
    if (route.kind !== 'article') return null;
    const slug = await this.currentSlug(route.slug);
    return slug ? `/blog/${slug}${search}` : null;
  }
}
