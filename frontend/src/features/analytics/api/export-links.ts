import { apiUrl, searchOf } from '@/lib/api/typed-request';
import type { AnalyticsWindow, ArticleSort } from '../types';

/**
 * The downloads are plain links (the session cookie goes with them; the gateway answers with
 * Content-Disposition: attachment), so the browser streams the file instead of holding it in memory.
 */

/** GET /api/admin/analytics/articles.csv: the article table of the window, every row, in the order shown. */
export function articlesCsvUrl({ days, sort, category }: { days: AnalyticsWindow; sort: ArticleSort; category?: string }): string {
  return `${apiUrl('/api/admin/analytics/articles.csv')}${searchOf({ days, sort, category })}`;
}

/** GET /api/admin/analytics/export: everything stored (daily rows and monthly totals), as CSV or JSON. */
export function exportUrl(format: 'csv' | 'json'): string {
  return `${apiUrl('/api/admin/analytics/export')}${searchOf({ format })}`;
}
