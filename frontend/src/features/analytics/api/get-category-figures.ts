import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '@/lib/api/typed-request';
import type { AnalyticsWindow, CategoryFiguresList } from '../types';
import { categoryFiguresKey } from './query-keys';

/** GET /api/admin/analytics/categories: each category's figures (CTA click-through above all), most viewed first. */
export function getCategoryFigures(days: AnalyticsWindow): Promise<CategoryFiguresList> {
  return callApi('get', '/api/admin/analytics/categories', { query: { days } });
}

export const categoryFiguresQuery = (days: AnalyticsWindow) =>
  queryOptions({ queryKey: categoryFiguresKey(days), queryFn: () => getCategoryFigures(days), placeholderData: keepPreviousData });

export function useCategoryFigures(days: AnalyticsWindow) {
  return useQuery(categoryFiguresQuery(days));
}
