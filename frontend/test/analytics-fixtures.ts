import type { AnalyticsOverview, ArticleFigures, ArticleFiguresPage, CategoryFigures, CategoryFiguresList, DayFigures, Figures, ReadersLost, ReadersLostPage } from '@/features/analytics/types';

/** Reading figures as the admin analytics API sends them (issue 31), for a window ending 2026-03-30. */

export function buildFigures(overrides: Partial<Figures> = {}): Figures {
  return { views: 0, visitors: 0, avgEngagedSeconds: 0, avgReadDepth: 0, completionRate: 0, ctaClicks: 0, ctaRate: 0, serviceClicks: 0, ...overrides };
}

/** `days` entries, oldest first, ending 2026-03-30; the figures given land on the last day. */
export function buildSeries(days: number, last: Partial<Figures> = {}): DayFigures[] {
  return Array.from({ length: days }, (_, index) => {
    const date = new Date(Date.UTC(2026, 2, 30 - (days - 1 - index)));
    return { day: date.toISOString().slice(0, 10), ...buildFigures(index === days - 1 ? last : {}) };
  });
}

const FROM: Record<number, string> = { 7: '2026-03-24', 30: '2026-03-01', 90: '2025-12-31' };

export function buildOverview(overrides: Partial<AnalyticsOverview> = {}): AnalyticsOverview {
  const days = overrides.days ?? 30;
  const totals = buildFigures({ views: 1234, visitors: 987, avgEngagedSeconds: 65, avgReadDepth: 62.4, completionRate: 0.31, ctaClicks: 40, ctaRate: 0.0324, serviceClicks: 12 });
  return {
    enabled: true,
    days,
    from: FROM[days],
    to: '2026-03-30',
    totals,
    series: buildSeries(days, totals),
    sources: {
      referrers: [
        { value: 'news.ycombinator.com', views: 120 },
        { value: 'google.com', views: 80 },
      ],
      utmSources: [{ value: 'newsletter', views: 60 }],
      utmMediums: [{ value: 'email', views: 60 }],
      utmCampaigns: [{ value: 'spring-launch', views: 45 }],
    },
    ...overrides,
  };
}

/** An overview of a window where nothing was read. */
export function buildEmptyOverview(overrides: Partial<AnalyticsOverview> = {}): AnalyticsOverview {
  const days = overrides.days ?? 30;
  return buildOverview({ totals: buildFigures(), series: buildSeries(days), sources: { referrers: [], utmSources: [], utmMediums: [], utmCampaigns: [] }, ...overrides });
}

export function buildArticleFigures(overrides: Partial<ArticleFigures> = {}): ArticleFigures {
  return {
    postId: 7,
    title: 'Colour grading basics',
    slug: 'colour-grading-basics',
    category: 'Video Editing',
    published: true,
    ...buildFigures({ views: 640, visitors: 512, avgEngagedSeconds: 185, avgReadDepth: 74.6, completionRate: 0.42, ctaClicks: 32, ctaRate: 0.05, serviceClicks: 4 }),
    ...overrides,
  };
}

export function buildArticlePage(items: ArticleFigures[], overrides: Partial<ArticleFiguresPage> = {}): ArticleFiguresPage {
  return { days: 30, from: '2026-03-01', items, page: 1, pageSize: 20, total: items.length, next: null, ...overrides };
}

export function buildCategoryFigures(overrides: Partial<CategoryFigures> = {}): CategoryFigures {
  return { category: 'Video Editing', articles: 3, ...buildFigures({ views: 900, visitors: 700, avgReadDepth: 70, ctaClicks: 40, ctaRate: 0.0444 }), ...overrides };
}

export function buildCategoryList(items: CategoryFigures[], days: AnalyticsOverview['days'] = 30): CategoryFiguresList {
  return { days, from: FROM[days], items };
}

export function buildReadersLost(overrides: Partial<ReadersLost> = {}): ReadersLost {
  return { postId: 9, title: 'Editing vlogs in 2024', slug: 'editing-vlogs-2024', category: 'Content Creating', readers: 80, previousReaders: 120, lostReaders: 40, change: -0.333, ...overrides };
}

export function buildReadersLostPage(items: ReadersLost[], overrides: Partial<ReadersLostPage> = {}): ReadersLostPage {
  return { from: '2026-03-01', previousFrom: '2026-01-30', items, page: 1, pageSize: 10, total: items.length, next: null, ...overrides };
}
