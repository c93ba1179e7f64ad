import { Column, CreateDateColumn, Entity, Index, PrimaryColumn } from 'typeorm';
import { decimalNumber } from './decimal-number';

/**
 * Reading analytics (issue 31). Aggregates only: a row per period, page and dimension, never a row per
 * visit, so the tables grow with pages × days and not with traffic. `period` is 'day' for the raw daily
 * aggregates (kept ANALYTICS_RETENTION_DAYS) and 'month' for the totals older days are rolled into
 * (`start` is then the month's first day). Days are UTC days.
 */
export type AnalyticsPeriod = 'day' | 'month';

/** Where a page's readers came from: the referrer's domain, or a UTM field. */
export type AnalyticsDimension = 'referrer' | 'utm_source' | 'utm_medium' | 'utm_campaign';

export const ANALYTICS_DIMENSIONS: readonly AnalyticsDimension[] = ['referrer', 'utm_source', 'utm_medium', 'utm_campaign'];

/** The value every referrer or UTM value past the day's top ANALYTICS_TOP_VALUES is counted under. */
export const ANALYTICS_OTHER = '(other)';

/** bigint comes back from pg as a string; the sums here stay far below 2^53. */
const bigintNumber = decimalNumber as { to: (value: number) => number; from: (value: string) => number };

/** One public page (a static page or an article) over one day or month. */
@Entity('analytics_pages')
@Index('IDX_analytics_pages_post', ['postId', 'period', 'start'])
export class AnalyticsPage {
  @PrimaryColumn({ type: 'varchar', length: 5 })
  period!: AnalyticsPeriod;

  @PrimaryColumn({ type: 'date' })
  start!: string;

  /** The canonical path (`/blog/<slug>`, `/services`). */
  @PrimaryColumn({ type: 'varchar', length: 220 })
  path!: string;

  /** The article's post when the path was one (no foreign key: a deleted post keeps its figures). */
  @Column({ name: 'post_id', type: 'integer', nullable: true })
  postId!: number | null;

  @Column({ type: 'integer', default: 0 })
  views!: number;

  /** Unique visitors of the day (a daily salted hash); a month holds the sum of its days. */
  @Column({ type: 'integer', default: 0 })
  visitors!: number;

  /** Time with the page visible, summed over its views. */
  @Column({ name: 'engaged_ms', type: 'bigint', default: 0, transformer: bigintNumber })
  engagedMs!: number;

  /** Views that scrolled to at least 25, 50, 75 and 100% of the page. */
  @Column({ name: 'depth_25', type: 'integer', default: 0 })
  depth25!: number;

  @Column({ name: 'depth_50', type: 'integer', default: 0 })
  depth50!: number;

  @Column({ name: 'depth_75', type: 'integer', default: 0 })
  depth75!: number;

  @Column({ name: 'depth_100', type: 'integer', default: 0 })
  depth100!: number;

  /** Clicks on the article's closing call to action. */
  @Column({ name: 'cta_clicks', type: 'integer', default: 0 })
  ctaClicks!: number;

  /** Clicks on links to the agency's services. */
  @Column({ name: 'service_clicks', type: 'integer', default: 0 })
  serviceClicks!: number;
}

/** Views of one page by one referrer domain or UTM value over one day or month. */
@Entity('analytics_sources')
export class AnalyticsSource {
  @PrimaryColumn({ type: 'varchar', length: 5 })
  period!: AnalyticsPeriod;

  @PrimaryColumn({ type: 'date' })
  start!: string;

  @PrimaryColumn({ type: 'varchar', length: 220 })
  path!: string;

  @PrimaryColumn({ type: 'varchar', length: 16 })
  dimension!: AnalyticsDimension;

  @PrimaryColumn({ type: 'varchar', length: 100 })
  value!: string;

  @Column({ name: 'post_id', type: 'integer', nullable: true })
  postId!: number | null;

  @Column({ type: 'integer', default: 0 })
  views!: number;
}

/** The whole site over one day (unique visitors across pages) or month (the sum of its days). */
@Entity('analytics_site')
export class AnalyticsSite {
  @PrimaryColumn({ type: 'varchar', length: 5 })
  period!: AnalyticsPeriod;

  @PrimaryColumn({ type: 'date' })
  start!: string;

  @Column({ type: 'integer', default: 0 })
  visitors!: number;
}

/** A buffer batch written to the aggregates: a batch replayed after a crash is recognised and skipped. */
@Entity('analytics_flushes')
export class AnalyticsFlush {
  @PrimaryColumn({ name: 'batch_id', type: 'varchar', length: 64 })
  batchId!: string;

  @CreateDateColumn({ name: 'flushed_at', type: 'timestamptz' })
  flushedAt!: Date;
}
