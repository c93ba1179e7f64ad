import type { components, operations } from '@/lib/api/schema';

type Schemas = components['schemas'];

/** GET /api/admin/analytics/overview: the whole site over the window, with its daily series and top sources. */
export type AnalyticsOverview = Schemas['AnalyticsOverviewDto'];
/** The reading figures of a page, an article, a category or a day. */
export type Figures = Schemas['FiguresDto'];
export type DayFigures = Schemas['DayFiguresDto'];
export type TopSources = Schemas['TopSourcesDto'];
export type SourceCount = Schemas['SourceCountDto'];
/** `?days=`: 7, 30 or 90 days, ending today (UTC). */
export type AnalyticsWindow = AnalyticsOverview['days'];

/** GET /api/admin/analytics/articles: a page of articles with their figures, in the order asked. */
export type ArticleFiguresPage = Schemas['ArticleFiguresPageDto'];
export type ArticleFigures = Schemas['ArticleFiguresDto'];
/** `?sort=`: highest first by views, visitors, engaged time, read depth or CTA click-through. */
export type ArticleSort = NonNullable<NonNullable<operations['Analytics_articles']['parameters']['query']>['sort']>;
/** GET /api/admin/analytics/articles/:id: one article's figures, daily series and top sources. */
export type ArticleDetail = Schemas['ArticleDetailDto'];

/** GET /api/admin/analytics/categories: CTA click-through (and the rest) per category. */
export type CategoryFiguresList = Schemas['CategoryFiguresListDto'];
export type CategoryFigures = Schemas['CategoryFiguresDto'];

/** GET /api/admin/analytics/readers-lost: live articles that lost readers, the latest 30 days against the 30 before. */
export type ReadersLostPage = Schemas['ReadersLostPageDto'];
export type ReadersLost = Schemas['ReadersLostDto'];

/** GET /api/admin/analytics/post-views: each post's views over the window, by id. */
export type PostViewsList = Schemas['PostViewsListDto'];

export const ANALYTICS_WINDOWS: readonly AnalyticsWindow[] = [7, 30, 90];
