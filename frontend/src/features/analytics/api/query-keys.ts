import type { AnalyticsWindow, ArticleSort } from '../types';

/** Every reading figure the studio holds, under one prefix: 'Refresh figures' invalidates them all. */
export const ANALYTICS_KEY = ['/api/admin/analytics'] as const;

export const overviewKey = (days: AnalyticsWindow) => [...ANALYTICS_KEY, 'overview', days] as const;
export const articleFiguresKey = (query: { days: AnalyticsWindow; sort: ArticleSort; category?: string; page: number }) => [...ANALYTICS_KEY, 'articles', query] as const;
export const articleDetailKey = (postId: number, days: AnalyticsWindow) => [...ANALYTICS_KEY, 'articles', postId, days] as const;
export const categoryFiguresKey = (days: AnalyticsWindow) => [...ANALYTICS_KEY, 'categories', days] as const;
export const READERS_LOST_KEY = [...ANALYTICS_KEY, 'readers-lost'] as const;
export const postViewsKey = (days: AnalyticsWindow) => [...ANALYTICS_KEY, 'post-views', days] as const;
