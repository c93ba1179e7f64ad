import fs from 'node:fs';
import path from 'node:path';
import { analyticsDay, BlogPost } from '@app/contract';
import Redis from 'ioredis';
import request, { Agent } from 'supertest';
import { AnalyticsFlushService } from '../src/analytics/analytics-flush.service';
import { BeaconCollector } from '../src/analytics/beacon-collector';
import { DailySalt } from '../src/analytics/daily-salt';
import { createPost } from './factories/post.factory';
import { loginAgent } from './support/login';
import { createTestApp, TestApp } from './support/test-app';

interface RecordedBeacon {
  note: string;
  ip: string;
  headers: Record<string, string>;
  body: string;
  expect: string;
}

const DAY = JSON.parse(fs.readFileSync(path.join(__dirname, 'fixtures/analytics-day.json'), 'utf8')) as { beacons: RecordedBeacon[] };

/**
 * Visitors are counted in a HyperLogLog of hashes salted with the day's random salt. With about one salt
 * in a hundred, two of the replay's 16 visitors share one of its 16,384 registers and it counts 15, so
 * the replay sets the salt itself (for today, and for tomorrow should it run across midnight) to one
 * with no such collision: the figures below are then exact on every run.
 */
async function fixTheSalt(sut: TestApp): Promise<void> {
  const salt = Buffer.alloc(32, 7).toString('base64');
  const client = new Redis(sut.config.redisUrl);
  const salts = new DailySalt(client, sut.config);
  try {
    for (const at of [new Date(), new Date(Date.now() + 24 * 3600 * 1000)]) await client.set(salts.keyOf(analyticsDay(at)), salt, 'EX', 3 * 24 * 3600);
  } finally {
    await client.quit();
  }
}

/**
 * Issue 31 item 6: a recorded day of beacons (test/fixtures/analytics-day.json) replayed through the real
 * HTTP server, Redis and Postgres; each beacon reaches the outcome the fixture names, and the figures the
 * studio reads after the flush are exactly the ones the real visitors made.
 */
describe('Reading analytics: a recorded day replayed', () => {
  let sut: TestApp;
  let admin: Agent;
  let article: BlogPost;
  let other: BlogPost;
  let collector: BeaconCollector;
  const outcomes: Array<{ note: string; expected: string; actual: string }> = [];

  beforeAll(async () => {
    // One proxy in front (the fixture's addresses come in X-Forwarded-For); flushed by hand below.
    sut = await createTestApp({ TRUST_PROXY: '1', ANALYTICS_RATE_LIMIT: '30', ANALYTICS_TOP_VALUES: '5', ANALYTICS_FLUSH_INTERVAL_MS: '3600000' });
    admin = await loginAgent(sut);
    await fixTheSalt(sut);
    article = await createPost(sut.dataSource, { title: 'Cutting faster in Premiere', category: 'Video Editing' });
    other = await createPost(sut.dataSource, { title: 'Scaling video ads', category: 'Video Marketing' });
    const draft = await createPost(sut.dataSource, { title: 'Draft notes', published: false, status: 'draft' });
    collector = sut.app.get(BeaconCollector);
    const slugs: Record<string, string> = { article: article.slug, other: other.slug, draft: draft.slug };
    const fill = (text: string) => text.replace(/\{(article|other|draft)\}/g, (_match, name: string) => slugs[name]);

    for (const beacon of DAY.beacons) {
      const before = new Map(collector.outcomes);
      const response = await request(sut.app.getHttpServer())
        .post('/api/beacon')
        .set({ 'content-type': 'text/plain;charset=UTF-8', 'x-forwarded-for': beacon.ip, ...beacon.headers })
        .send(fill(beacon.body));
      expect(response.status).toBe(204);
      expect(response.text).toBe('');
      while (collector.pending > 0) await new Promise((resolve) => setTimeout(resolve, 2));
      const changed = [...collector.outcomes].filter(([outcome, count]) => (before.get(outcome) ?? 0) !== count).map(([outcome]) => outcome);
      outcomes.push({ note: beacon.note, expected: beacon.expect, actual: changed.join(',') });
    }
    await sut.app.get(AnalyticsFlushService).flush();
  });

  afterAll(() => sut?.close());

  it('answers every beacon 204 at once and reaches the outcome the recording names for each', () => {
    expect(outcomes.filter((outcome) => outcome.actual !== outcome.expected)).toEqual([]);
    expect(outcomes).toHaveLength(295);
  });

  it('writes one row per day and page, and bounded sources: never a row per visit', async () => {
    const [{ pages }] = await sut.dataSource.query(`SELECT count(*)::int AS pages FROM analytics_pages`);
    const [{ sources }] = await sut.dataSource.query(`SELECT count(*)::int AS sources FROM analytics_sources WHERE path = $1 AND dimension = 'referrer'`, [`/blog/${article.slug}`]);

    // The article, the other article, /services and the home page.
    expect(pages).toBe(4);
    // google.com, the first four junk referrers, and (other) for the rest of the flood.
    expect(sources).toBe(6);
  });

  it('GET /api/admin/analytics/overview: the site totals and today in the series', async () => {
    const body = (await admin.get('/api/admin/analytics/overview?days=7').expect(200)).body;

    // Views: article 44 (V1, V2, V4 twice, 30 of the flood, 10 campaign visitors), other 2, /services 2, home 1.
    // Visitors: V1-V5, the flooding address, the 10 campaign addresses. Engaged: 95 + 30 + 10 + 12 + 5 s.
    // Depth quarters: 25% x5, 50% x3, 75% x2, 100% x1; CTA clicks 2.
    const totals = { views: 49, visitors: 16, avgEngagedSeconds: 3.1, avgReadDepth: 5.6, completionRate: 0.02, ctaClicks: 2, ctaRate: 0.041, serviceClicks: 1 };
    expect(body).toMatchObject({ enabled: true, days: 7, totals });
    expect(body.series).toHaveLength(7);
    expect(body.series.at(-1).day).toBe(body.to);
    // Today's (and, replayed across midnight, yesterday's) views add up to the total.
    expect(body.series.reduce((sum: number, day: { views: number }) => sum + day.views, 0)).toBe(49);
    if (body.series.at(-2).views === 0) expect(body.series.at(-1)).toEqual({ day: body.to, ...totals });
    expect(body.sources.referrers).toEqual([
      { value: '(other)', views: 26 },
      { value: 'google.com', views: 1 },
      { value: 'junk-0.test', views: 1 },
      { value: 'junk-1.test', views: 1 },
      { value: 'junk-2.test', views: 1 },
      { value: 'junk-3.test', views: 1 },
      { value: 't.co', views: 1 },
    ]);
    expect(body.sources.utmSources).toEqual([{ value: 'newsletter', views: 2 }]);
    expect(body.sources.utmMediums).toEqual([{ value: 'email', views: 2 }]);
    expect(body.sources.utmCampaigns).toEqual([
      { value: '(other)', views: 6 },
      { value: 'spring-launch', views: 2 },
      { value: 'junk-0', views: 1 },
      { value: 'junk-1', views: 1 },
      { value: 'junk-2', views: 1 },
      { value: 'junk-3', views: 1 },
    ]);
  });

  it('GET /api/admin/analytics/articles: per article, most viewed first', async () => {
    const body = (await admin.get('/api/admin/analytics/articles?days=30').expect(200)).body;

    expect(body).toMatchObject({ days: 30, page: 1, total: 2, next: null });
    expect(body.items).toEqual([
      {
        postId: article.id,
        title: article.title,
        slug: article.slug,
        category: 'Video Editing',
        published: true,
        views: 44,
        visitors: 14,
        avgEngagedSeconds: 3.1,
        avgReadDepth: 4.5,
        completionRate: 0.023,
        ctaClicks: 1,
        ctaRate: 0.023,
        serviceClicks: 0,
      },
      {
        postId: other.id,
        title: other.title,
        slug: other.slug,
        category: 'Video Marketing',
        published: true,
        views: 2,
        visitors: 2,
        avgEngagedSeconds: 6,
        avgReadDepth: 12.5,
        completionRate: 0,
        ctaClicks: 1,
        ctaRate: 0.5,
        serviceClicks: 0,
      },
    ]);
  });

  it("GET /api/admin/analytics/articles/:id: one article's figures, series and sources", async () => {
    const body = (await admin.get(`/api/admin/analytics/articles/${other.id}?days=7`).expect(200)).body;

    expect(body.article).toMatchObject({ postId: other.id, views: 2, visitors: 2, ctaClicks: 1 });
    expect(body.series.reduce((sum: number, day: { views: number }) => sum + day.views, 0)).toBe(2);
    expect(body.sources).toEqual({
      referrers: [{ value: 't.co', views: 1 }],
      utmSources: [{ value: 'newsletter', views: 1 }],
      utmMediums: [{ value: 'email', views: 1 }],
      utmCampaigns: [{ value: 'spring-launch', views: 1 }],
    });
  });

  it('GET /api/admin/analytics/categories: CTA click-through per category', async () => {
    const body = (await admin.get('/api/admin/analytics/categories').expect(200)).body;

    expect(body.items.map(({ category, articles, views, ctaClicks, ctaRate }: Record<string, unknown>) => ({ category, articles, views, ctaClicks, ctaRate }))).toEqual([
      { category: 'Video Editing', articles: 1, views: 44, ctaClicks: 1, ctaRate: 0.023 },
      { category: 'Video Marketing', articles: 1, views: 2, ctaClicks: 1, ctaRate: 0.5 },
    ]);
  });

  it("GET /api/admin/analytics/post-views: each post's 30-day views by id", async () => {
    const body = (await admin.get('/api/admin/analytics/post-views').expect(200)).body;

    expect(body.days).toBe(30);
    expect(body.items).toEqual(
      [
        { postId: article.id, views: 44 },
        { postId: other.id, views: 2 },
      ].sort((a, b) => a.postId - b.postId),
    );
  });

  it('keeps no address and no user agent anywhere it writes', async () => {
    const rows = JSON.stringify(await sut.dataSource.query(`SELECT * FROM analytics_pages`));
    const sources = JSON.stringify(await sut.dataSource.query(`SELECT * FROM analytics_sources`));
    const client = new Redis(sut.config.redisUrl);
    try {
      const keys = await client.keys(`${sut.config.analytics.prefix}:*`);
      const values = await Promise.all(keys.map(async (key) => `${key}=${(await client.type(key)) === 'string' ? await client.get(key) : ''}`));
      for (const text of [rows, sources, keys.join(' '), values.join(' ')]) {
        expect(text).not.toMatch(/198\.51\.100|203\.0\.113|Mozilla|Firefox|Chrome/);
      }
    } finally {
      client.disconnect();
    }
  });
});
