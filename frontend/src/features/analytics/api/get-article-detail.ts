import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '@/lib/api/typed-request';
import type { AnalyticsWindow, ArticleDetail } from '../types';
import { articleDetailKey } from './query-keys';

/** GET /api/admin/analytics/articles/:id: one article's figures, daily series and top sources over the window. */
export function getArticleDetail(postId: number, days: AnalyticsWindow): Promise<ArticleDetail> {
  return callApi('get', '/api/admin/analytics/articles/{id}', { params: { id: postId }, query: { days } });
}

export const articleDetailQuery = (postId: number, days: AnalyticsWindow) => queryOptions({ queryKey: articleDetailKey(postId, days), queryFn: () => getArticleDetail(postId, days) });

/** Read while `postId` is set (the article's detail dialog is open). */
export function useArticleDetail(postId: number | null, days: AnalyticsWindow) {
  return useQuery({ ...articleDetailQuery(postId ?? 0, days), enabled: postId !== null });
}
