import { NO_TOTALS, pageFigures, performanceLine, windowDays, windowStart } from './page-figures';

describe('pageFigures', () => {
  it('averages per view: engaged seconds, read depth in percent, completion and CTA click-through', () => {
    const figures = pageFigures({ ...NO_TOTALS, views: 4, visitors: 3, engagedMs: 90_000, depth25: 4, depth50: 3, depth75: 2, depth100: 1, ctaClicks: 1, serviceClicks: 2 });

    expect(figures).toEqual({
      views: 4,
      visitors: 3,
      avgEngagedSeconds: 22.5,
      // (4 + 3 + 2 + 1) quarters of 25% over 4 views.
      avgReadDepth: 62.5,
      completionRate: 0.25,
      ctaClicks: 1,
      ctaRate: 0.25,
      serviceClicks: 2,
    });
  });

  it('answers zeros, not NaN, without views', () => {
    expect(pageFigures(NO_TOTALS)).toEqual({ views: 0, visitors: 0, avgEngagedSeconds: 0, avgReadDepth: 0, completionRate: 0, ctaClicks: 0, ctaRate: 0, serviceClicks: 0 });
  });

  it('puts the figures a prompt needs on one line', () => {
    const line = performanceLine({
      postId: 1,
      title: 'Colour grading basics',
      slug: 'colour-grading-basics',
      category: 'Video Editing',
      keywords: [],
      days: 90,
      ...pageFigures({ ...NO_TOTALS, views: 200, visitors: 150, engagedMs: 200 * 61_000, depth100: 90, ctaClicks: 9 }),
    });

    expect(line).toBe('"Colour grading basics" (Video Editing): 150 readers and 200 views in 90 days, 61 s engaged per view, 45% read to the end, 5% clicked the call to action');
  });
});

describe('windows', () => {
  const now = new Date('2031-03-01T08:00:00Z');

  it('end today and hold that many UTC days', () => {
    expect(windowStart(7, now)).toBe('2031-02-23');
    expect(windowDays(3, now)).toEqual(['2031-02-27', '2031-02-28', '2031-03-01']);
    expect(windowDays(30, now)).toHaveLength(30);
  });
});
