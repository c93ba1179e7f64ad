import { useQuery } from '@tanstack/react-query';
import { callApi } from '@/lib/api/typed-request';
import type { AnalyticsWindow, PostViewsList } from '../types';
import { postViewsKey } from './query-keys';

/** The post cards show each post's views over this many days. */
export const POST_CARD_VIEWS_DAYS: AnalyticsWindow = 30;

/** GET /api/admin/analytics/post-views: every post viewed in the window, by id (a post not listed had none). */
export function getPostViews(days: AnalyticsWindow): Promise<PostViewsList> {
  return callApi('get', '/api/admin/analytics/post-views', { query: { days } });
}

/**
 * One read for every card on screen, joined by id: the hook gives `viewsOf(postId)`, the post's views
 * over the window ({count, days}; 0 for a post not listed), or undefined while the figures are unknown
 * (loading or refused), when a card shows none.
 */
export function usePostViews(days: AnalyticsWindow = POST_CARD_VIEWS_DAYS) {
  const views = useQuery({
    queryKey: postViewsKey(days),
    queryFn: () => getPostViews(days),
    select: (list) => new Map(list.items.map((item) => [item.postId, item.views])),
  }).data;
  return (postId: number): { count: number; days: number } | undefined => (views ? { count: views.get(postId) ?? 0, days } : undefined);
}
