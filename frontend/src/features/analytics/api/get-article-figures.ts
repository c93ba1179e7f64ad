import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '@/lib/api/typed-request';
import { asCategory } from '@/lib/studio/blog-category';
import type { AnalyticsWindow, ArticleFiguresPage, ArticleSort } from '../types';
import { articleFiguresKey } from './query-keys';

/** Rows a page of the Performance view's article table brings. */
export const ARTICLES_PAGE_SIZE = 20;

export interface ArticleFiguresQuery {
  days: AnalyticsWindow;
  sort: ArticleSort;
  /** One category, or every article when left out. */
  category?: string;
  page: number;
  pageSize?: number;
}

/** GET /api/admin/analytics/articles: the articles read in the window with their figures, highest first by `sort`. */
export function getArticleFigures({ days, sort, category, page, pageSize = ARTICLES_PAGE_SIZE }: ArticleFiguresQuery): Promise<ArticleFiguresPage> {
  return callApi('get', '/api/admin/analytics/articles', { query: { days, sort, category: category ? asCategory(category) : undefined, page, pageSize } });
}

export const articleFiguresQuery = (query: ArticleFiguresQuery) =>
  queryOptions({ queryKey: articleFiguresKey(query), queryFn: () => getArticleFigures(query), placeholderData: keepPreviousData });

export function useArticleFigures(query: ArticleFiguresQuery, { enabled = true } = {}) {
  return useQuery({ ...articleFiguresQuery(query), enabled });
}
