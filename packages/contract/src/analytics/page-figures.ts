
/**
 * Reading analytics (issue 31): the figures every reader of the aggregates shows (the studio's API, the
 * refresh ranking, the brief's related articles, "more like these" ideas) and how they are computed, once.
 * Days are UTC days ('YYYY-MM-DD'); a window of N days ends today and holds N days, today included.
 */

const DAY_MS = 24 * 3600 * 1000;

/** The UTC day of a time, as the aggregates store it. */
export function analyticsDay(at: Date = new Date()): string {
  return at.toISOString().slice(0, 10);
}

/** The first day of the window of `days` days that ends on the day of `now`. */
export function windowStart(days: number, now: Date = new Date()): string {
  return analyticsDay(new Date(now.getTime() - (days - 1) * DAY_MS));
}

/** The window's days in order, oldest first (for daily series with no gaps). */
export function windowDays(days: number, now: Date = new Date()): string[] {
  return Array.from({ length: days }, (_unused, index) => analyticsDay(new Date(now.getTime() - (days - 1 - index) * DAY_MS)));
}

/** The counts summed over a window (or a group of pages). */
export interface PageTotals {
  views: number;
  /** The sum of daily unique visitors: the hash changes every day, so a reader who comes back another day counts again. */
  visitors: number;
  engagedMs: number;
  depth25: number;
  depth50: number;
  depth75: number;
  depth100: number;
  ctaClicks: number;
  serviceClicks: number;
}

/** What the studio reads off the totals. */
export interface PageFigures {
  views: number;
  visitors: number;
  /** Seconds the page was visible, per view (one decimal). */
  avgEngagedSeconds: number;
  /** How far down the page a view got on average, in percent (0, 25, 50, 75 or 100 per view; one decimal). */
  avgReadDepth: number;
  /** Share of views that reached the end of the page (0-1, three decimals). */
  completionRate: number;
  ctaClicks: number;
  /** CTA clicks per view (0-1, three decimals). */
  ctaRate: number;
  serviceClicks: number;
}

/** The SUMs of PageTotals over rows of analytics_pages aliased `alias`, as integers named like its fields. */
export function pageTotalsSql(alias: string): string {
  const sum = (column: string, name: string, type = 'int') => `COALESCE(sum(${alias}.${column}), 0)::${type} AS "${name}"`;
  return [
    sum('views', 'views'),
    sum('visitors', 'visitors'),
    // float8: engaged time summed over months of a busy page can pass 2^31 ms.
    sum('engaged_ms', 'engagedMs', 'float8'),
    sum('depth_25', 'depth25'),
    sum('depth_50', 'depth50'),
    sum('depth_75', 'depth75'),
    sum('depth_100', 'depth100'),
    sum('cta_clicks', 'ctaClicks'),
    sum('service_clicks', 'serviceClicks'),
  ].join(', ');
}

const round = (value: number, places: number) => Math.round(value * 10 ** places) / 10 ** places;

export const NO_TOTALS: PageTotals = Object.freeze({ views: 0, visitors: 0, engagedMs: 0, depth25: 0, depth50: 0, depth75: 0, depth100: 0, ctaClicks: 0, serviceClicks: 0 });

/** The figures of some totals: averages per view, 0 when there were no views. */
export function pageFigures(totals: PageTotals): PageFigures {
  const { views } = totals;
  const per = (value: number) => (views > 0 ? value / views : 0);
  return {
    views,
    visitors: totals.visitors,
    avgEngagedSeconds: round(per(totals.engagedMs) / 1000, 1),
    avgReadDepth: round(per(25 * (totals.depth25 + totals.depth50 + totals.depth75 + totals.depth100)), 1),
    completionRate: round(per(totals.depth100), 3),
    ctaClicks: totals.ctaClicks,
    ctaRate: round(per(totals.ctaClicks), 3),
    serviceClicks: totals.serviceClicks,
  };
}

/** One article's figures over a window, with what a prompt needs to name it. */
export interface PostPerformance extends PageFigures {
  postId: number;
  title: string;
  slug: string;
  category: string;
  keywords: string[];
  /** The window, in days, ending today. */
  days: number;
}

/** A post's figures as one line of a prompt (the LLM prompts and the offline writer's brief read the same). */
export function performanceLine(post: PostPerformance): string {
  const percent = (share: number) => `${Math.round(share * 100)}%`;
  return (
    `"${post.title}" (${post.category}): ${post.visitors} readers and ${post.views} views in ${post.days} days, ` +
    `${post.avgEngagedSeconds} s engaged per view, ${percent(post.completionRate)} read to the end, ${percent(post.ctaRate)} clicked the call to action`
  );
}
