import { Injectable } from '@nestjs/common';
import { legacyPathKey } from '@app/contract';
import type { PublicRoute } from '@app/site';
import { PublicCache } from '../cache/public-cache.service';
import { LegacyUrlsRepository } from './legacy-urls.repository';

/**
 * Issue 32: the old blog's addresses of imported posts (`/2019/05/my-post/`, `/?p=123`, Ghost's `/my-post/`)
 * answer 301 to `/blog/<slug>` while the post is published. Asked only for a path no public route answers
 * (or the home page with WordPress's `?p=`), before the 404; the table is read once per emptying of the
 * public cache (every post write empties it), so a miss costs a lookup in memory. It is kept beside the
 * cache's entries, not among them: it takes no page's place.
 */
@Injectable()
export class LegacyRedirectsService {
  private table: { generation: number; paths: Promise<Map<string, string>>; loaded?: Map<string, string> } | null = null;

  constructor(
    private readonly urls: LegacyUrlsRepository,
    private readonly cache: PublicCache,
  ) {}

  /** Where an old address moved, for the route the page loader already matched (`pathname` is matched once). */
  async redirectFor(route: PublicRoute, pathname: string, search = ''): Promise<string | null> {
    const homeQuery = route.kind === 'page' && pathname === '/' && /[?&](p|page_id)=/.test(search);
    if (route.kind !== 'not-found' && !homeQuery) return null;
    const key = legacyPathKey(pathname, search);
    if (!key) return null;
    const slug = (await this.paths()).get(key);
    return slug ? `/blog/${slug}` : null;
  }

  /**
   * Whether `pathname` may be an old address, answered at once for the fast path (which serves cached 404
   * pages before this service is asked): true unless this generation's table is loaded and lacks it.
   */
  mayRedirect(pathname: string): boolean {
    const table = this.table;
    if (!this.cache.isLive || table?.generation !== this.cache.invalidations || !table.loaded) return true;
    const key = legacyPathKey(pathname, '');
    return key !== null && table.loaded.has(key);
  }

  /** The old path → slug table, as of the public cache's current generation (read fresh while it is not live). */
  private paths(): Promise<Map<string, string>> {
    const load = async () => new Map((await this.urls.redirects()).map(({ path, slug }) => [path, slug]));
    if (!this.cache.isLive) return load();
    const generation = this.cache.invalidations;
    if (this.table?.generation !== generation) {
      const paths = load();
      const table: { generation: number; paths: Promise<Map<string, string>>; loaded?: Map<string, string> } = { generation, paths };
      this.table = table;
      paths.then((loaded) => (table.loaded = loaded)).catch(() => {
        if (this.table?.paths === paths) this.table = null;
      });
    }
    return this.table.paths;
  }
}
