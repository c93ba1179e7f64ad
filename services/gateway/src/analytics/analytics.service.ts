import { Inject, Injectable, NotFoundException } from '@nestjs/common';
import { stringify } from 'csv-stringify';
import { stringify as stringifySync } from 'csv-stringify/sync';
import { once } from 'node:events';
import type { Writable } from 'node:stream';
import { analyticsDay, NO_TOTALS, pageFigures, PageTotals, windowDays, windowStart } from '@app/contract';
import { APP_CONFIG, AppConfig } from '../config/app-config';
import { PageRequest, toPagedList } from '../common/dto/page-query.dto';
import { AnalyticsRepository, ArticleSort, ArticleTotalsRow, DayTotalsRow, ExportCursor, ExportRow } from './analytics.repository';
import {
  AnalyticsOverviewDto,
  AnalyticsWindow,
  ArticleDetailDto,
  ArticleFiguresDto,
  ArticleFiguresPageDto,
  CategoryFiguresListDto,
  DayFiguresDto,
  PostViewsListDto,
  ReadersLostPageDto,
  SOURCE_LISTS,
  TopSourcesDto,
} from './dto/analytics.dto';

const TOP_SOURCES = 10;
/** Month on month: the latest 30 days against the 30 before. */
const MONTH_DAYS = 30;
const EXPORT_BATCH = 2000;

const EXPORT_COLUMNS: Array<keyof ExportRow> = [
  'table',
  'period',
  'start',
  'path',
  'postId',
  'dimension',
  'value',
  'views',
  'visitors',
  'engagedMs',
  'depth25',
  'depth50',
  'depth75',
  'depth100',
  'ctaClicks',
  'serviceClicks',
];

const ARTICLE_CSV_COLUMNS: Array<keyof ArticleFiguresDto> = [
  'postId',
  'title',
  'slug',
  'category',
  'published',
  'views',
  'visitors',
  'avgEngagedSeconds',
  'avgReadDepth',
  'completionRate',
  'ctaClicks',
  'ctaRate',
  'serviceClicks',
];

function toArticleFigures(row: ArticleTotalsRow): ArticleFiguresDto {
  const { postId, title, slug, category, published, ...totals } = row;
  return { postId, title, slug, category, published, ...pageFigures(totals) };
}

/**
 * The studio's reading figures (issue 31) from the daily aggregates: the Performance view's overview,
 * per-article and per-category figures, the articles losing readers, each post's views for the post
 * cards, and the exports. Figures lag the beacons by at most one flush (ANALYTICS_FLUSH_INTERVAL_MS).
 */
@Injectable()
export class AnalyticsService {
  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly repository: AnalyticsRepository,
  ) {}

  async overview(days: AnalyticsWindow, now = new Date()): Promise<AnalyticsOverviewDto> {
    const from = windowStart(days, now);
    const [totals, visitors, daily, sources] = await Promise.all([
      this.repository.siteTotals(from),
      this.repository.siteVisitors(from),
      this.repository.dailyTotals(from),
      this.topSources(from, null),
    ]);
    return {
      enabled: this.config.analytics.enabled,
      days,
      from,
      to: analyticsDay(now),
      totals: pageFigures({ ...totals, visitors }),
      series: series(days, now, daily),
      sources,
    };
  }

  async articles(days: AnalyticsWindow, sort: ArticleSort, category: string | null, page: PageRequest, now = new Date()): Promise<ArticleFiguresPageDto> {
    const from = windowStart(days, now);
    const { items, total } = await this.repository.articleTotals(from, sort, page.pageSize, page.skip, category);
    return { days, from, ...toPagedList(page, items.map(toArticleFigures), total) };
  }

  async article(postId: number, days: AnalyticsWindow, now = new Date()): Promise<ArticleDetailDto> {
    const from = windowStart(days, now);
    const [row, daily, sources] = await Promise.all([this.repository.articleOf(postId, from), this.repository.dailyTotals(from, postId), this.topSources(from, postId)]);
    if (!row) throw new NotFoundException('Post not found');
    return { days, from, to: analyticsDay(now), article: toArticleFigures(row), series: series(days, now, daily), sources };
  }

  async categories(days: AnalyticsWindow, now = new Date()): Promise<CategoryFiguresListDto> {
    const from = windowStart(days, now);
    const rows = await this.repository.categoryTotals(from);
    return { days, from, items: rows.map(({ category, articles, ...totals }) => ({ category, articles, ...pageFigures(totals) })) };
  }

  /** The live articles that lost the most readers, the latest 30 days against the 30 before. */
  async readersLost(page: PageRequest, now = new Date()): Promise<ReadersLostPageDto> {
    const from = windowStart(MONTH_DAYS, now);
    const previousFrom = windowStart(2 * MONTH_DAYS, now);
    const { items, total } = await this.repository.readersLost(from, previousFrom, page.pageSize, page.skip);
    const rows = items.map((row) => ({
      postId: row.postId,
      title: row.title,
      slug: row.slug,
      category: row.category,
      readers: row.current,
      previousReaders: row.previous,
      lostReaders: row.previous - row.current,
      change: Math.round(((row.current - row.previous) / row.previous) * 1000) / 1000,
    }));
    return { from, previousFrom, ...toPagedList(page, rows, total) };
  }

  async postViews(days: AnalyticsWindow, now = new Date()): Promise<PostViewsListDto> {
    const from = windowStart(days, now);
    return { days, from, items: await this.repository.viewsByPost(from) };
  }

  /** The per-article table of the window as CSV (every article read, in the order asked). */
  async articlesCsv(days: AnalyticsWindow, sort: ArticleSort, category: string | null, now = new Date()): Promise<string> {
    const from = windowStart(days, now);
    const rows: ArticleFiguresDto[] = [];
    for (let offset = 0; ; offset += EXPORT_BATCH) {
      const { items } = await this.repository.articleTotals(from, sort, EXPORT_BATCH, offset, category);
      rows.push(...items.map(toArticleFigures));
      if (items.length < EXPORT_BATCH) break;
    }
    return stringifySync(rows, { header: true, columns: ARTICLE_CSV_COLUMNS as string[], cast: { boolean: (value) => String(value) } });
  }

  /**
   * Everything stored (daily rows within the retention, monthly totals before), written to `out` a batch
   * at a time as CSV (one flat table, a `table` column telling pages, sources and site apart) or JSON.
   */
  async exportAll(format: 'csv' | 'json', out: Writable): Promise<void> {
    const write = async (chunk: string) => {
      if (!out.write(chunk)) await once(out, 'drain');
    };
    const csv = format === 'csv' ? stringify({ header: true, columns: EXPORT_COLUMNS as string[] }) : null;
    if (csv) csv.pipe(out);
    else await write(`{"retentionDays":${this.config.analytics.retentionDays},"columns":${JSON.stringify(EXPORT_COLUMNS)},"rows":[`);
    let cursor: ExportCursor | null = null;
    let first = true;
    do {
      const batch: { rows: ExportRow[]; next: ExportCursor | null } = await this.repository.exportRows(cursor, EXPORT_BATCH);
      for (const row of batch.rows) {
        if (csv) {
          if (!csv.write(EXPORT_COLUMNS.map((column) => row[column]))) await once(csv, 'drain');
        } else {
          await write(`${first ? '' : ','}${JSON.stringify(row)}`);
          first = false;
        }
      }
      cursor = batch.next;
    } while (cursor);
    if (csv) {
      csv.end();
      await once(csv, 'end');
    } else {
      await write(']}');
    }
  }

  private async topSources(from: string, postId: number | null): Promise<TopSourcesDto> {
    const entries = await Promise.all(
      Object.entries(SOURCE_LISTS).map(async ([list, dimension]) => {
        const rows = await this.repository.topSources(from, dimension, TOP_SOURCES, postId);
        return [list, rows.map((row) => ({ value: row.value, views: row.views }))] as const;
      }),
    );
    return Object.fromEntries(entries) as unknown as TopSourcesDto;
  }
}

/** One entry per day of the window, oldest first; days without rows are zeros. */
function series(days: number, now: Date, rows: DayTotalsRow[]): DayFiguresDto[] {
  const byDay = new Map(rows.map((row) => [row.day, row]));
  return windowDays(days, now).map((day) => {
    const { day: _day, ...totals }: DayTotalsRow = byDay.get(day) ?? { day, ...NO_TOTALS };
    return { day, ...pageFigures(totals as PageTotals) };
  });
}
