import { analyticsDay, BlogPost } from '@app/contract';
import Redis from 'ioredis';
import request, { Agent } from 'supertest';
import { AnalyticsBuffer } from '../src/analytics/analytics-buffer';
import { AnalyticsFlushService } from '../src/analytics/analytics-flush.service';
import { AnalyticsRepository } from '../src/analytics/analytics.repository';
import { BEACON_SCRIPT, BEACON_SCRIPT_PATH } from '../src/analytics/beacon-script';
import { BeaconCollector } from '../src/analytics/beacon-collector';
import { createPost } from './factories/post.factory';
import { createFrontendDist } from './support/frontend-dist';
import { loginAgent } from './support/login';
import { createTestApp, TestApp } from './support/test-app';

const DAY_MS = 24 * 3600 * 1000;
const daysAgo = (days: number) => analyticsDay(new Date(Date.now() - days * DAY_MS));
const BROWSER = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0.0.0 Safari/537.36';

/** Issue 31: the flush's exactly-once, retention into months, month on month, the refresh ranking, the exports, validation, and ANALYTICS=off. */
describe('Reading analytics: figures over time', () => {
  let sut: TestApp;
  let admin: Agent;
  let dist: ReturnType<typeof createFrontendDist>;

  /** A day's figures for a post's page, written as the flush writes them. */
  const seed = (post: BlogPost, day: string, values: { views?: number; visitors?: number; ctaClicks?: number; depth100?: number }) =>
    sut.dataSource.query(
      `INSERT INTO analytics_pages (period, start, path, post_id, views, visitors, cta_clicks, depth_100) VALUES ('day', $1, $2, $3, $4, $5, $6, $7)
       ON CONFLICT (period, start, path) DO UPDATE SET views = EXCLUDED.views, visitors = EXCLUDED.visitors`,
      [day, `/blog/${post.slug}`, post.id, values.views ?? values.visitors ?? 0, values.visitors ?? 0, values.ctaClicks ?? 0, values.depth100 ?? 0],
    );

  beforeAll(async () => {
    dist = createFrontendDist();
    sut = await createTestApp({ FRONTEND_DIST: dist.dist, ANALYTICS_FLUSH_INTERVAL_MS: '3600000', POST_AGEING_DAYS: '100' });
    admin = await loginAgent(sut);
  });

  afterAll(async () => {
    await sut?.close();
    dist?.remove();
  });

  describe('the flush', () => {
    it('writes a batch once, even when the flush that wrote it died before clearing it', async () => {
      const post = await createPost(sut.dataSource, { title: 'Exactly once' });
      const buffer = sut.app.get(AnalyticsBuffer);
      const today = analyticsDay();
      await buffer.record(today, `/blog/${post.slug}`, { counters: { v: 1 }, view: true, sources: [] }, 'visitor-a');
      // A flush that wrote to Postgres and died before it cleared the batch in Redis.
      const id = await buffer.cut('crashed-batch');
      expect(await sut.app.get(AnalyticsRepository).applyBatch(await buffer.read(id!))).toBe(true);
      await buffer.record(today, `/blog/${post.slug}`, { counters: { v: 1 }, view: true, sources: [] }, 'visitor-b');

      // The next flush finishes the batch left behind (not twice), then what came after in a later one.
      await sut.app.get(AnalyticsFlushService).flush();
      await sut.app.get(AnalyticsFlushService).flush();

      const [row] = await sut.dataSource.query(`SELECT views, visitors FROM analytics_pages WHERE post_id = $1`, [post.id]);
      expect(row).toEqual({ views: 2, visitors: 2 });
    });

    it('runs on one replica at a time', async () => {
      const replica = await createTestApp({ ANALYTICS_PREFIX: sut.config.analytics.prefix, ANALYTICS_FLUSH_INTERVAL_MS: '3600000' }, { database: sut.database });
      try {
        const results = await Promise.all([sut.app.get(AnalyticsFlushService).flush(), replica.app.get(AnalyticsFlushService).flush()]);
        expect(results.filter((result) => result === null)).toHaveLength(1);
      } finally {
        await replica.close();
      }
    });
  });

  describe('retention', () => {
    it('rolls daily rows older than ANALYTICS_RETENTION_DAYS into monthly totals and keeps the rest daily', async () => {
      const post = await createPost(sut.dataSource, { title: 'Old favourite' });
      // Two days of the same month long past the 400-day retention, and one recent day.
      const old1 = analyticsDay(new Date(Date.UTC(new Date().getUTCFullYear() - 2, 2, 10)));
      const old2 = analyticsDay(new Date(Date.UTC(new Date().getUTCFullYear() - 2, 2, 20)));
      await seed(post, old1, { views: 10, visitors: 8, ctaClicks: 1 });
      await seed(post, old2, { views: 5, visitors: 5, ctaClicks: 2 });
      await seed(post, daysAgo(3), { views: 7, visitors: 6 });
      await sut.dataSource.query(`INSERT INTO analytics_site (period, start, visitors) VALUES ('day', $1, 30), ('day', $2, 20)`, [old1, old2]);
      const redis = new Redis(sut.config.redisUrl);
      await redis.del(`${sut.config.analytics.prefix}:maintained:${analyticsDay()}`);
      redis.disconnect();

      const report = await sut.app.get(AnalyticsFlushService).flush();

      expect(report?.maintained).toBe(true);
      const rows = await sut.dataSource.query(`SELECT period, to_char(start, 'YYYY-MM-DD') AS start, views, visitors, cta_clicks AS "ctaClicks" FROM analytics_pages WHERE post_id = $1 ORDER BY start`, [post.id]);
      expect(rows).toEqual([
        { period: 'month', start: `${old1.slice(0, 7)}-01`, views: 15, visitors: 13, ctaClicks: 3 },
        { period: 'day', start: daysAgo(3), views: 7, visitors: 6, ctaClicks: 0 },
      ]);
      const site = await sut.dataSource.query(`SELECT period, visitors FROM analytics_site WHERE start < $1`, [daysAgo(400)]);
      expect(site).toEqual([{ period: 'month', visitors: 50 }]);
    });
  });

  describe('month on month', () => {
    let falling: BlogPost;
    let slipping: BlogPost;
    let growing: BlogPost;
    let silent: BlogPost;

    beforeAll(async () => {
      falling = await createPost(sut.dataSource, { title: 'Falling behind' });
      slipping = await createPost(sut.dataSource, { title: 'Slipping a little' });
      growing = await createPost(sut.dataSource, { title: 'Growing strong' });
      silent = await createPost(sut.dataSource, { title: 'Never read' });
      const draft = await createPost(sut.dataSource, { title: 'Unpublished loser', published: false, status: 'draft' });
      await seed(falling, daysAgo(45), { visitors: 100 });
      await seed(falling, daysAgo(5), { visitors: 40 });
      await seed(slipping, daysAgo(31), { visitors: 50 });
      await seed(slipping, daysAgo(29), { visitors: 45 });
      await seed(growing, daysAgo(40), { visitors: 10 });
      await seed(growing, daysAgo(2), { visitors: 20 });
      await seed(draft, daysAgo(40), { visitors: 500 });
      // Published long ago and never changed since: all four are ageing (POST_AGEING_DAYS=100).
      await sut.dataSource.query(`UPDATE blog_posts SET updated_at = now() - interval '300 days' WHERE id = $1`, [silent.id]);
      await sut.dataSource.query(`UPDATE blog_posts SET updated_at = now() - interval '200 days' WHERE id = ANY($1)`, [[falling.id, slipping.id, growing.id]]);
    });

    it('GET /api/admin/analytics/readers-lost: the live articles that lost the most readers first', async () => {
      const body = (await admin.get('/api/admin/analytics/readers-lost').expect(200)).body;

      expect(body.items.map(({ postId, readers, previousReaders, lostReaders, change }: Record<string, number>) => ({ postId, readers, previousReaders, lostReaders, change }))).toEqual([
        { postId: falling.id, readers: 40, previousReaders: 100, lostReaders: 60, change: -0.6 },
        { postId: slipping.id, readers: 45, previousReaders: 50, lostReaders: 5, change: -0.1 },
      ]);
      expect(body.total).toBe(2);
    });

    it("GET /api/admin/blog/ageing ranks refresh candidates by readers lost, then age; ?sort=age keeps the old order", async () => {
      const ours = (items: Array<{ id: number }>) => items.map((item) => item.id).filter((id) => [falling.id, slipping.id, growing.id, silent.id].includes(id));

      const byLoss = (await admin.get('/api/admin/blog/ageing?pageSize=50').expect(200)).body;
      const byAge = (await admin.get('/api/admin/blog/ageing?pageSize=50&sort=age').expect(200)).body;

      expect(byLoss.sort).toBe('lost');
      expect(ours(byLoss.items)).toEqual([falling.id, slipping.id, silent.id, growing.id]);
      expect(byLoss.items.find((item: { id: number }) => item.id === falling.id)).toMatchObject({ readers: 40, previousReaders: 100, lostReaders: 60 });
      expect(ours(byAge.items)).toEqual([silent.id, falling.id, slipping.id, growing.id]);
      await admin.get('/api/admin/blog/ageing?sort=views').expect(400);
    });
  });

  describe('exports', () => {
    it('GET /api/admin/analytics/export: everything, daily and monthly, as CSV and as JSON', async () => {
      const csv = await admin.get('/api/admin/analytics/export?format=csv').expect(200);
      const json = await admin.get('/api/admin/analytics/export?format=json').expect(200);

      expect(csv.headers['content-type']).toMatch(/^text\/csv/);
      expect(csv.headers['content-disposition']).toMatch(/attachment; filename="analytics-export\.csv"/);
      const lines = csv.text.trim().split('\n');
      expect(lines[0]).toBe('table,period,start,path,postId,dimension,value,views,visitors,engagedMs,depth25,depth50,depth75,depth100,ctaClicks,serviceClicks');
      const parsed = JSON.parse(json.text) as { retentionDays: number; rows: Array<{ table: string; period: string }> };
      expect(parsed.retentionDays).toBe(400);
      const [{ stored }] = await sut.dataSource.query(
        `SELECT ((SELECT count(*) FROM analytics_pages) + (SELECT count(*) FROM analytics_sources) + (SELECT count(*) FROM analytics_site))::int AS stored`,
      );
      expect(parsed.rows).toHaveLength(stored);
      expect(lines).toHaveLength(stored + 1);
      expect(parsed.rows.some((row) => row.table === 'pages' && row.period === 'month')).toBe(true);
      expect(parsed.rows.some((row) => row.table === 'site' && row.period === 'month')).toBe(true);
    });

    it('GET /api/admin/analytics/articles.csv: the per-article table as CSV', async () => {
      const response = await admin.get('/api/admin/analytics/articles.csv?days=90&sort=visitors').expect(200);

      const lines = response.text.trim().split('\n');
      expect(lines[0]).toBe('postId,title,slug,category,published,views,visitors,avgEngagedSeconds,avgReadDepth,completionRate,ctaClicks,ctaRate,serviceClicks');
      // Every article read, drafts too (the studio says which are live), most readers first.
      expect(lines[1]).toMatch(/^\d+,Unpublished loser,unpublished-loser,Video Editing,false,500,500,/);
      expect(lines[2]).toMatch(/^\d+,Falling behind,falling-behind,Video Editing,true,140,140,/);
    });
  });

  describe('the API', () => {
    it.each([
      ['/api/admin/analytics/overview?days=8', 'days must be 7, 30 or 90'],
      ['/api/admin/analytics/articles?sort=clicks', 'sort must be one of: views, visitors, engaged, depth, cta'],
      ['/api/admin/analytics/articles?category=Cooking', 'category must be one of'],
      ['/api/admin/analytics/export?format=xml', 'format must be csv or json'],
      ['/api/admin/analytics/post-views?days=abc', 'days must be 7, 30 or 90'],
    ])('answers 400 with a message for %s', async (url, message) => {
      const response = await admin.get(url).expect(400);
      expect(response.body.statusCode).toBe(400);
      expect(JSON.stringify(response.body.message)).toContain(message);
    });

    it('answers 404 for an unknown post and 401 without a session', async () => {
      await admin.get('/api/admin/analytics/articles/999999').expect(404);
      await request(sut.app.getHttpServer()).get('/api/admin/analytics/overview').expect(401);
      await request(sut.app.getHttpServer()).get('/api/admin/analytics/export').expect(401);
    });
  });

  describe('the pages', () => {
    it('carry the script last in their deferred code, served as its own small, cacheable file', async () => {
      const post = await createPost(sut.dataSource, { title: 'Has the script' });
      const page = await request(sut.app.getHttpServer()).get(`/blog/${post.slug}`).expect(200);
      const script = await request(sut.app.getHttpServer()).get(BEACON_SCRIPT_PATH).set('accept-encoding', 'gzip');

      const template = /<template id="app-preloads">([\s\S]*?)<\/template>/.exec(page.text)?.[1] ?? '';
      expect(template).toMatch(new RegExp(`<script async fetchpriority="low" src="${BEACON_SCRIPT_PATH}"></script>$`));
      expect(page.text.split(BEACON_SCRIPT_PATH)).toHaveLength(2);
      expect(script.status).toBe(200);
      expect(script.headers['content-type']).toBe('text/javascript; charset=utf-8');
      expect(script.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(script.headers['content-encoding']).toBe('gzip');
      // What travels: at most 1 KB gzipped.
      expect(Number(script.headers['content-length'])).toBeLessThanOrEqual(1024);
      expect(script.text).toBe(BEACON_SCRIPT);
    });

    it('leave the studio and 404 pages without the script', async () => {
      const admin = await request(sut.app.getHttpServer()).get('/admin').expect(200);
      const missing = await request(sut.app.getHttpServer()).get('/blog/no-such-article').expect(404);

      expect(admin.text).not.toContain(BEACON_SCRIPT_PATH);
      expect(missing.text).not.toContain(BEACON_SCRIPT_PATH);
    });
  });
});

describe('Reading analytics: ANALYTICS=off', () => {
  let sut: TestApp;
  let dist: ReturnType<typeof createFrontendDist>;

  beforeAll(async () => {
    dist = createFrontendDist();
    sut = await createTestApp({ FRONTEND_DIST: dist.dist, ANALYTICS: 'off' });
  });

  afterAll(async () => {
    await sut?.close();
    dist?.remove();
  });

  it('serves no script, accepts no beacon and writes nothing', async () => {
    const post = await createPost(sut.dataSource, { title: 'Nobody counts' });
    const http = () => request(sut.app.getHttpServer());

    const page = await http().get(`/blog/${post.slug}`).expect(200);
    const script = await http().get(BEACON_SCRIPT_PATH);
    const beacon = await http().post('/api/beacon').set({ 'content-type': 'text/plain', 'user-agent': BROWSER }).send(JSON.stringify({ k: 'v', p: `/blog/${post.slug}` }));
    await sut.app.get(AnalyticsFlushService).flush();

    expect(page.text).not.toContain('/beacon-');
    expect(script.status).toBe(404);
    expect(beacon.status).not.toBe(204);
    expect(beacon.status).toBeGreaterThanOrEqual(400);
    expect(beacon.status).toBeLessThan(500);
    expect(sut.app.get(BeaconCollector).outcomes.size).toBe(0);
    const redis = new Redis(sut.config.redisUrl);
    try {
      expect(await redis.keys(`${sut.config.analytics.prefix}:*`)).toEqual([]);
    } finally {
      redis.disconnect();
    }
    const [{ rows }] = await sut.dataSource.query(`SELECT count(*)::int AS rows FROM analytics_pages`);
    expect(rows).toBe(0);
  });
});
