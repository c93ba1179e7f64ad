import { Injectable } from '@nestjs/common';
import { legacyPathKey } from '@app/contract';
import { matchPublicRoute } from '@app/site';
import { PublicCache } from '../cache/public-cache.service';
import { LegacyUrlsRepository } from './legacy-urls.repository';

/** The public-cache key of the old-address table (emptied with every other entry on each post write). */
export const LEGACY_REDIRECTS_CACHE_KEY = 'legacy-redirects';

/**
 * Issue 32: the old blog's addresses of imported posts (`/2019/05/my-post/`, `/?p=123`, Ghost's `/my-post/`)
 * answer 301 to `/blog/<slug>` while the post is published. Asked only for a path no public route answers
 * (or the home page with WordPress's `?p=`), before the 404; the table is read once per write into the
 * public cache, so a miss costs a lookup in memory.
 */
@Injectable()
export class LegacyRedirectsService {
  constructor(
    private readonly urls: LegacyUrlsRepository,
    private readonly cache: PublicCache,
  ) {}

  async redirectFor(pathname: string, search = ''): Promise<string | null> {
    const route = matchPublicRoute(pathname);
    const homeQuery = route.kind === 'page' && pathname === '/' && /[?&](p|page_id)=/.test(search);
    if (route.kind !== 'not-found' && !homeQuery) return null;
    const key = legacyPathKey(pathname, search);
    if (!key) return null;
    const table = await this.cache.get(LEGACY_REDIRECTS_CACHE_KEY, async () => new Map((await this.urls.redirects()).map(({ path, slug }) => [path, slug])));
    const slug = table.get(key);
    return slug ? `/blog/${slug}` : null;
  }
}
