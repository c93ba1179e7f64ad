import type { EntityManager } from 'typeorm';
import { PageTotals, pageFigures, pageTotalsSql, PostPerformance, windowStart } from './page-figures';

/** How posts were read (analytics_pages by post), for the idea and article prompts and the studio's suggestions. */
export class PostPerformanceRepository {
  constructor(private readonly manager: EntityManager) {}

  /**
   * The figures of these posts over the last `days` days, in the order asked; posts that no longer exist
   * are left out, posts nobody read have zeros. One query, on the post index of analytics_pages.
   */
  async readPostPerformance(postIds: readonly number[], days: number, now = new Date()): Promise<PostPerformance[]> {
    if (!postIds.length) return [];
    const rows: Array<PageTotals & { postId: number; title: string; slug: string; category: string; keywords: string[] }> = await this.manager.query(
      `SELECT post.id AS "postId", post.title, post.slug, post.category, post.keywords, ${pageTotalsSql('page')}
       FROM blog_posts post
       LEFT JOIN analytics_pages page ON page.post_id = post.id AND page.period = 'day' AND page.start >= $2::date
       WHERE post.id = ANY($1::int[])
       GROUP BY post.id`,
      [[...postIds], windowStart(days, now)],
    );
    const byId = new Map(rows.map((row) => [row.postId, row]));
    return postIds.flatMap((id) => {
      const row = byId.get(id);
      if (!row) return [];
      const { postId, title, slug, category, keywords, ...totals } = row;
      return [{ postId, title, slug, category, keywords: keywords ?? [], days, ...pageFigures(totals) }];
    });
  }

  /**
   * The published posts with the most unique visitors over the last `days` days (then views, then the
   * newest), optionally of one category; posts nobody read are not listed.
   */
  async topPostIds(days: number, limit: number, options: { category?: string; now?: Date } = {}): Promise<number[]> {
    const rows: Array<{ postId: number }> = await this.manager.query(
      `SELECT post.id AS "postId"
       FROM analytics_pages page
       JOIN blog_posts post ON post.id = page.post_id AND post.published
       WHERE page.period = 'day' AND page.start >= $1::date AND ($2::varchar IS NULL OR post.category = $2)
       GROUP BY post.id
       HAVING sum(page.views) > 0
       ORDER BY sum(page.visitors) DESC, sum(page.views) DESC, post.id DESC
       LIMIT $3`,
      [windowStart(days, options.now), options.category ?? null, limit],
    );
    return rows.map((row) => row.postId);
  }
}
