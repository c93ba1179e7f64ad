import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { AnalyticsDimension, AnalyticsPeriod, PageTotals, pageTotalsSql } from '@app/contract';
import { DataSource, EntityManager } from 'typeorm';
import type { BufferedBatch } from './analytics-buffer';

const ARTICLE_PREFIX = '/blog/';

/** How the per-article table can be ordered. */
export type ArticleSort = 'views' | 'visitors' | 'engaged' | 'depth' | 'cta';

const ARTICLE_ORDER: Record<ArticleSort, string> = {
  views: 'sum(page.views)',
  visitors: 'sum(page.visitors)',
  engaged: 'sum(page.engaged_ms)::float8 / greatest(sum(page.views), 1)',
  depth: '(sum(page.depth_25) + sum(page.depth_50) + sum(page.depth_75) + sum(page.depth_100))::float8 / greatest(sum(page.views), 1)',
  cta: 'sum(page.cta_clicks)::float8 / greatest(sum(page.views), 1)',
};

export interface ArticleTotalsRow extends PageTotals {
  postId: number;
  title: string;
  slug: string;
  category: string;
  published: boolean;
}

export interface DayTotalsRow extends PageTotals {
  day: string;
}

export interface SourceRow {
  dimension: AnalyticsDimension;
  value: string;
  views: number;
}

export interface CategoryTotalsRow extends PageTotals {
  category: string;
  articles: number;
}

export interface ReadersChangeRow {
  postId: number;
  title: string;
  slug: string;
  category: string;
  /** Unique visitors (summed per day) of the latest 30 days and of the 30 before. */
  current: number;
  previous: number;
}

/** One row of the export: a page's or a source's figures, or the site's visitors, over a day or a month. */
export interface ExportRow {
  table: 'pages' | 'sources' | 'site';
  period: AnalyticsPeriod;
  start: string;
  path: string | null;
  postId: number | null;
  dimension: string | null;
  value: string | null;
  views: number | null;
  visitors: number | null;
  engagedMs: number | null;
  depth25: number | null;
  depth50: number | null;
  depth75: number | null;
  depth100: number | null;
  ctaClicks: number | null;
  serviceClicks: number | null;
}

/**
 * Every query of reading analytics (issue 31): writing a buffer batch once, rolling old days into months,
 * and the reads the studio's Performance view, the post cards, the refresh ranking and the export make.
 * Windows are given by their first day (UTC, 'YYYY-MM-DD') and end today.
 */
/** The page counters a day's batch or a month's roll-up adds to the row already there (visitors differ: see each). */
const ADD_PAGE_COUNTS = ['engaged_ms', 'depth_25', 'depth_50', 'depth_75', 'depth_100', 'cta_clicks', 'service_clicks']
  .map((column) => `${column} = analytics_pages.${column} + EXCLUDED.${column}`)
  .join(', ');

@Injectable()
export class AnalyticsRepository {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  /**
   * Adds a batch's counts to the daily aggregates in one transaction, exactly once: the batch id is
   * recorded in the same transaction, and a batch already recorded (a flush that died after its commit and
   * is replayed) changes nothing. Unique visitors are absolute counts of the day so far: the larger stays.
   * Answers whether the batch was written now.
   */
  applyBatch(batch: BufferedBatch): Promise<boolean> {
    return this.dataSource.transaction(async (manager) => {
      const inserted: unknown[] = await manager.query(`INSERT INTO analytics_flushes (batch_id) VALUES ($1) ON CONFLICT DO NOTHING RETURNING batch_id`, [batch.id]);
      if (inserted.length === 0) return false;
      const postIds = await this.postIdsBySlug(manager, batch.pages.map((page) => page.path));
      await this.addPages(manager, batch, postIds);
      await this.addSources(manager, batch, postIds);
      if (batch.siteVisitors.length) {
        await manager.query(
          `INSERT INTO analytics_site (period, start, visitors)
           SELECT 'day', day, visitors FROM unnest($1::date[], $2::int[]) AS t(day, visitors)
           ON CONFLICT (period, start) DO UPDATE SET visitors = greatest(analytics_site.visitors, EXCLUDED.visitors)`,
          [batch.siteVisitors.map((site) => site.day), batch.siteVisitors.map((site) => site.visitors)],
        );
      }
      return true;
    });
  }

  /** The post of each article path, by its slug as it is now. */
  private async postIdsBySlug(manager: EntityManager, paths: string[]): Promise<Map<string, number>> {
    const slugs = [...new Set(paths.filter((path) => path.startsWith(ARTICLE_PREFIX)).map((path) => path.slice(ARTICLE_PREFIX.length)))];
    if (!slugs.length) return new Map();
    const rows: Array<{ id: number; slug: string }> = await manager.query(`SELECT id, slug FROM blog_posts WHERE slug = ANY($1::varchar[])`, [slugs]);
    return new Map(rows.map((row) => [`${ARTICLE_PREFIX}${row.slug}`, row.id]));
  }

  private async addPages(manager: EntityManager, batch: BufferedBatch, postIds: Map<string, number>): Promise<void> {
    const pages = batch.pages;
    if (!pages.length) return;
    const column = (read: (page: (typeof pages)[number]) => number | string | null) => pages.map(read);
    const count = (field: keyof (typeof pages)[number]['counters']) => column((page) => page.counters[field] ?? 0);
    await manager.query(
      `INSERT INTO analytics_pages (period, start, path, post_id, views, visitors, engaged_ms, depth_25, depth_50, depth_75, depth_100, cta_clicks, service_clicks)
       SELECT 'day', t.* FROM unnest($1::date[], $2::varchar[], $3::int[], $4::int[], $5::int[], $6::bigint[], $7::int[], $8::int[], $9::int[], $10::int[], $11::int[], $12::int[]) AS t
       ON CONFLICT (period, start, path) DO UPDATE SET
         post_id = coalesce(EXCLUDED.post_id, analytics_pages.post_id),
         views = analytics_pages.views + EXCLUDED.views,
         visitors = greatest(analytics_pages.visitors, EXCLUDED.visitors),
         ${ADD_PAGE_COUNTS}`,
      [
        column((page) => page.day),
        column((page) => page.path),
        column((page) => postIds.get(page.path) ?? null),
        count('v'),
        column((page) => page.visitors),
        count('e'),
        count('d25'),
        count('d50'),
        count('d75'),
        count('d100'),
        count('cta'),
        count('svc'),
      ],
    );
  }

  private async addSources(manager: EntityManager, batch: BufferedBatch, postIds: Map<string, number>): Promise<void> {
    const rows = batch.pages.flatMap((page) => page.sources.map((source) => ({ ...source, day: page.day, path: page.path, postId: postIds.get(page.path) ?? null })));
    if (!rows.length) return;
    await manager.query(
      `INSERT INTO analytics_sources (period, start, path, dimension, value, post_id, views)
       SELECT 'day', t.* FROM unnest($1::date[], $2::varchar[], $3::varchar[], $4::varchar[], $5::int[], $6::int[]) AS t
       ON CONFLICT (period, start, path, dimension, value) DO UPDATE SET
         post_id = coalesce(EXCLUDED.post_id, analytics_sources.post_id),
         views = analytics_sources.views + EXCLUDED.views`,
      [rows.map((row) => row.day), rows.map((row) => row.path), rows.map((row) => row.dimension), rows.map((row) => row.value), rows.map((row) => row.postId), rows.map((row) => row.views)],
    );
  }

  /**
   * Retention: every daily row before `before` is added to its month's row and deleted, in one
   * transaction (each statement moves its rows in one step, so a rerun finds nothing left to move).
   * Answers how many daily rows were rolled up.
   */
  rollUpBefore(before: string): Promise<number> {
    return this.dataSource.transaction(async (manager) => {
      const moved = async (sql: string): Promise<number> => {
        const [{ rows }]: Array<{ rows: number }> = await manager.query(sql, [before]);
        return rows;
      };
      const pages = await moved(`
        WITH moved AS (DELETE FROM analytics_pages WHERE period = 'day' AND start < $1::date RETURNING *),
        added AS (
          INSERT INTO analytics_pages (period, start, path, post_id, views, visitors, engaged_ms, depth_25, depth_50, depth_75, depth_100, cta_clicks, service_clicks)
          SELECT 'month', date_trunc('month', start)::date, path, max(post_id), sum(views), sum(visitors), sum(engaged_ms), sum(depth_25), sum(depth_50), sum(depth_75), sum(depth_100), sum(cta_clicks), sum(service_clicks)
          FROM moved GROUP BY 2, path
          ON CONFLICT (period, start, path) DO UPDATE SET
            post_id = coalesce(EXCLUDED.post_id, analytics_pages.post_id),
            views = analytics_pages.views + EXCLUDED.views,
            visitors = analytics_pages.visitors + EXCLUDED.visitors,
            ${ADD_PAGE_COUNTS}
          RETURNING 1)
        SELECT count(*)::int AS rows FROM moved`);
      const sources = await moved(`
        WITH moved AS (DELETE FROM analytics_sources WHERE period = 'day' AND start < $1::date RETURNING *),
        added AS (
          INSERT INTO analytics_sources (period, start, path, dimension, value, post_id, views)
          SELECT 'month', date_trunc('month', start)::date, path, dimension, value, max(post_id), sum(views)
          FROM moved GROUP BY 2, path, dimension, value
          ON CONFLICT (period, start, path, dimension, value) DO UPDATE SET
            post_id = coalesce(EXCLUDED.post_id, analytics_sources.post_id),
            views = analytics_sources.views + EXCLUDED.views
          RETURNING 1)
        SELECT count(*)::int AS rows FROM moved`);
      const site = await moved(`
        WITH moved AS (DELETE FROM analytics_site WHERE period = 'day' AND start < $1::date RETURNING *),
        added AS (
          INSERT INTO analytics_site (period, start, visitors)
          SELECT 'month', date_trunc('month', start)::date, sum(visitors) FROM moved GROUP BY 2
          ON CONFLICT (period, start) DO UPDATE SET visitors = analytics_site.visitors + EXCLUDED.visitors
          RETURNING 1)
        SELECT count(*)::int AS rows FROM moved`);
      return pages + sources + site;
    });
  }

  /** Forgets written batch ids older than `before` (a batch is replayed within minutes, never weeks). */
  async pruneFlushes(before: Date): Promise<void> {
    await this.dataSource.query(`DELETE FROM analytics_flushes WHERE flushed_at < $1`, [before]);
  }

  /** Every page's totals over the window. */
  async siteTotals(from: string): Promise<PageTotals> {
    const [row]: PageTotals[] = await this.dataSource.query(`SELECT ${pageTotalsSql('page')} FROM analytics_pages page WHERE page.period = 'day' AND page.start >= $1::date`, [from]);
    return row;
  }

  /** The site's unique visitors over the window (the sum of each day's). */
  async siteVisitors(from: string): Promise<number> {
    const [row]: Array<{ visitors: number }> = await this.dataSource.query(
      `SELECT coalesce(sum(visitors), 0)::int AS visitors FROM analytics_site WHERE period = 'day' AND start >= $1::date`,
      [from],
    );
    return row.visitors;
  }

  /**
   * The totals of each day of the window that has any (the caller fills the gaps), of one post or of
   * every page; `visitors` of the whole site is the site's own daily count (a reader of two pages is one).
   */
  async dailyTotals(from: string, postId: number | null = null): Promise<DayTotalsRow[]> {
    const rows: DayTotalsRow[] = await this.dataSource.query(
      `SELECT to_char(page.start, 'YYYY-MM-DD') AS day, ${pageTotalsSql('page')}
       FROM analytics_pages page
       WHERE page.period = 'day' AND page.start >= $1::date AND ($2::int IS NULL OR page.post_id = $2)
       GROUP BY page.start ORDER BY page.start`,
      [from, postId],
    );
    if (postId !== null) return rows;
    const site: Array<{ day: string; visitors: number }> = await this.dataSource.query(
      `SELECT to_char(start, 'YYYY-MM-DD') AS day, visitors FROM analytics_site WHERE period = 'day' AND start >= $1::date`,
      [from],
    );
    const visitors = new Map(site.map((row) => [row.day, row.visitors]));
    return rows.map((row) => ({ ...row, visitors: visitors.get(row.day) ?? row.visitors }));
  }

  /** One page of the articles read in the window, with their totals, and how many there are. */
  async articleTotals(from: string, sort: ArticleSort, limit: number, offset: number, category: string | null): Promise<{ items: ArticleTotalsRow[]; total: number }> {
    const params = [from, category];
    const where = `page.period = 'day' AND page.start >= $1::date AND ($2::varchar IS NULL OR post.category = $2)`;
    const [items, [{ total }]]: [ArticleTotalsRow[], Array<{ total: number }>] = await Promise.all([
      this.dataSource.query(
        `SELECT post.id AS "postId", post.title, post.slug, post.category, post.published, ${pageTotalsSql('page')}
         FROM analytics_pages page JOIN blog_posts post ON post.id = page.post_id
         WHERE ${where}
         GROUP BY post.id
         ORDER BY ${ARTICLE_ORDER[sort]} DESC, sum(page.views) DESC, post.id DESC
         LIMIT $3 OFFSET $4`,
        [...params, limit, offset],
      ),
      this.dataSource.query(
        `SELECT count(DISTINCT post.id)::int AS total FROM analytics_pages page JOIN blog_posts post ON post.id = page.post_id WHERE ${where}`,
        params,
      ),
    ]);
    return { items, total };
  }

  /** One article's totals over the window (zeros when nobody read it); null when there is no such post. */
  async articleOf(postId: number, from: string): Promise<ArticleTotalsRow | null> {
    const [row]: ArticleTotalsRow[] = await this.dataSource.query(
      `SELECT post.id AS "postId", post.title, post.slug, post.category, post.published, ${pageTotalsSql('page')}
       FROM blog_posts post
       LEFT JOIN analytics_pages page ON page.post_id = post.id AND page.period = 'day' AND page.start >= $2::date
       WHERE post.id = $1
       GROUP BY post.id`,
      [postId, from],
    );
    return row ?? null;
  }

  /** The `limit` values of one dimension with the most views in the window, of one post or of every page. */
  async topSources(from: string, dimension: AnalyticsDimension, limit: number, postId: number | null = null): Promise<SourceRow[]> {
    return this.dataSource.query(
      `SELECT dimension, value, sum(views)::int AS views
       FROM analytics_sources
       WHERE period = 'day' AND start >= $1::date AND dimension = $2 AND ($4::int IS NULL OR post_id = $4)
       GROUP BY dimension, value
       ORDER BY sum(views) DESC, value
       LIMIT $3`,
      [from, dimension, limit, postId],
    );
  }

  /** Totals per category of the articles read in the window (CTA click-through per category). */
  async categoryTotals(from: string): Promise<CategoryTotalsRow[]> {
    return this.dataSource.query(
      `SELECT post.category, count(DISTINCT post.id)::int AS articles, ${pageTotalsSql('page')}
       FROM analytics_pages page JOIN blog_posts post ON post.id = page.post_id
       WHERE page.period = 'day' AND page.start >= $1::date
       GROUP BY post.category
       ORDER BY sum(page.views) DESC, post.category`,
      [from],
    );
  }

  /**
   * Month on month: each article's readers in the 30 days from `currentFrom` and in the 30 days before,
   * for the live articles that lost readers, most lost first.
   */
  async readersLost(currentFrom: string, previousFrom: string, limit: number, offset = 0): Promise<{ items: ReadersChangeRow[]; total: number }> {
    const changes = `
      SELECT post.id AS "postId", post.title, post.slug, post.category,
        coalesce(sum(page.visitors) FILTER (WHERE page.start >= $1::date), 0)::int AS current,
        coalesce(sum(page.visitors) FILTER (WHERE page.start < $1::date), 0)::int AS previous
      FROM analytics_pages page JOIN blog_posts post ON post.id = page.post_id AND post.published
      WHERE page.period = 'day' AND page.start >= $2::date
      GROUP BY post.id`;
    const [items, [{ total }]]: [ReadersChangeRow[], Array<{ total: number }>] = await Promise.all([
      this.dataSource.query(
        `SELECT * FROM (${changes}) change WHERE previous > current ORDER BY previous - current DESC, previous DESC, "postId" DESC LIMIT $3 OFFSET $4`,
        [currentFrom, previousFrom, limit, offset],
      ),
      this.dataSource.query(`SELECT count(*)::int AS total FROM (${changes}) change WHERE previous > current`, [currentFrom, previousFrom]),
    ]);
    return { items, total };
  }

  /** Each post's views in the window (posts nobody read are left out): what the post cards join on. */
  async viewsByPost(from: string): Promise<Array<{ postId: number; views: number }>> {
    return this.dataSource.query(
      `SELECT post_id AS "postId", sum(views)::int AS views
       FROM analytics_pages
       WHERE period = 'day' AND start >= $1::date AND post_id IS NOT NULL
       GROUP BY post_id
       ORDER BY post_id`,
      [from],
    );
  }

  /**
   * Every stored row, daily and monthly, pages then sources then the site, in a stable order, `limit`
   * at a time after the keyset `after` (the export streams them).
   */
  async exportRows(after: ExportCursor | null, limit: number): Promise<{ rows: ExportRow[]; next: ExportCursor | null }> {
    const cursor = after ?? { table: 0, key: [] };
    const tables = [
      {
        name: 'pages' as const,
        key: ['period', 'start', 'path'],
        select: `period, to_char(start, 'YYYY-MM-DD') AS start, path, post_id AS "postId", NULL AS dimension, NULL AS value, views, visitors,
          engaged_ms::float8 AS "engagedMs", depth_25 AS "depth25", depth_50 AS "depth50", depth_75 AS "depth75", depth_100 AS "depth100",
          cta_clicks AS "ctaClicks", service_clicks AS "serviceClicks"`,
        from: 'analytics_pages',
      },
      {
        name: 'sources' as const,
        key: ['period', 'start', 'path', 'dimension', 'value'],
        select: `period, to_char(start, 'YYYY-MM-DD') AS start, path, post_id AS "postId", dimension, value, views, NULL::int AS visitors,
          NULL::float8 AS "engagedMs", NULL::int AS "depth25", NULL::int AS "depth50", NULL::int AS "depth75", NULL::int AS "depth100",
          NULL::int AS "ctaClicks", NULL::int AS "serviceClicks"`,
        from: 'analytics_sources',
      },
      {
        name: 'site' as const,
        key: ['period', 'start'],
        select: `period, to_char(start, 'YYYY-MM-DD') AS start, NULL AS path, NULL::int AS "postId", NULL AS dimension, NULL AS value, NULL::int AS views, visitors,
          NULL::float8 AS "engagedMs", NULL::int AS "depth25", NULL::int AS "depth50", NULL::int AS "depth75", NULL::int AS "depth100",
          NULL::int AS "ctaClicks", NULL::int AS "serviceClicks"`,
        from: 'analytics_site',
      },
    ];
    for (let index = cursor.table; index < tables.length; index += 1) {
      const table = tables[index];
      const keyValues = index === cursor.table ? cursor.key : [];
      const columns = table.key.map((column) => (column === 'start' ? `to_char(start, 'YYYY-MM-DD')` : column));
      const where = keyValues.length ? `WHERE (${columns.join(', ')}) > (${keyValues.map((_value, at) => `$${at + 2}`).join(', ')})` : '';
      const rows: Array<Omit<ExportRow, 'table'>> = await this.dataSource.query(
        `SELECT ${table.select} FROM ${table.from} ${where} ORDER BY ${columns.join(', ')} LIMIT $1`,
        [limit, ...keyValues],
      );
      if (rows.length) {
        const last = rows[rows.length - 1] as unknown as Record<string, string>;
        const lastKey = table.key.map((column) => String(last[column]));
        return { rows: rows.map((row) => ({ table: table.name, ...row })), next: rows.length < limit ? { table: index + 1, key: [] } : { table: index, key: lastKey } };
      }
    }
    return { rows: [], next: null };
  }
}

export interface ExportCursor {
  table: number;
  key: string[];
}
