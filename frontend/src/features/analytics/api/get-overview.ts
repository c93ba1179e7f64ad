import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '@/lib/api/typed-request';
import type { AnalyticsOverview, AnalyticsWindow } from '../types';
import { overviewKey } from './query-keys';

/** GET /api/admin/analytics/overview: the site's totals, daily series and top sources over the window. */
export function getOverview(days: AnalyticsWindow): Promise<AnalyticsOverview> {
  return callApi('get', '/api/admin/analytics/overview', { query: { days } });
}

export const overviewQuery = (days: AnalyticsWindow) => queryOptions({ queryKey: overviewKey(days), queryFn: () => getOverview(days), placeholderData: keepPreviousData });

export function useOverview(days: AnalyticsWindow) {
  return useQuery(overviewQuery(days));
}
