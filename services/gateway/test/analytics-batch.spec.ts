import { BlogPost } from '@app/contract';
import Redis from 'ioredis';
import request from 'supertest';
import { AnalyticsFlushService } from '../src/analytics/analytics-flush.service';
import { BeaconBatch } from '../src/analytics/beacon-batch';
import { BeaconCollector } from '../src/analytics/beacon-collector';
import { REDIS } from '../src/redis/redis.module';
import { createPost } from './factories/post.factory';
import { startOwnRedis } from './support/own-redis';
import { createTestApp, TestApp } from './support/test-app';

const BROWSER = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0.0.0 Safari/537.36';
/** Sent only by hand in these tests (or at a stop): the timer never fires during a test. */
const NEVER = '3600000';
const BATCH_MAX = 12;

/** Sends a beacon from an address and waits until the app has judged it. */
const send = async (app: TestApp, ip: string, beacon: Record<string, unknown>) => {
  await request(app.app.getHttpServer())
    .post('/api/beacon')
    .set({ 'content-type': 'text/plain;charset=UTF-8', 'user-agent': BROWSER, 'x-forwarded-for': ip })
    .send(JSON.stringify(beacon))
    .expect(204);
  const collector = app.app.get(BeaconCollector);
  while (collector.pending > 0) await new Promise((resolve) => setTimeout(resolve, 2));
};
/** Counts a first beacon (the day's salt and the published slugs are read then, once the cache is live), and sends it. */
const warmUp = async (app: TestApp, post: BlogPost) => {
  const collector = app.app.get(BeaconCollector);
  for (let tries = 0; !collector.outcomes.get('counted') && tries < 100; tries += 1) {
    await send(app, '10.9.0.1', { k: 'v', p: `/blog/${post.slug}` });
    if (!collector.outcomes.get('counted')) await new Promise((resolve) => setTimeout(resolve, 20));
  }
  expect(collector.outcomes.get('counted')).toBe(1);
  await app.app.get(BeaconBatch).flush();
};

/**
 * The commands Redis runs on an app's analytics keys, from any connection (the beacon thread has its
 * own), in the order it runs them: `seen()` answers those run until now.
 */
const watchAnalyticsKeys = async (app: TestApp) => {
  const prefix = `${app.config.analytics.prefix}:`;
  const mark = `${prefix}mark`;
  const monitor = await new Redis(app.config.redisUrl).monitor();
  const commands: string[][] = [];
  let marks = 0;
  monitor.on('monitor', (_time: string, args: string[], source: string) => {
    // The commands a script runs are reported too, from 'lua': the script call alone is the client's.
    if (source === 'lua') return;
    if (args[0] === 'echo' && args[1] === mark) marks += 1;
    else if (args.some((arg) => String(arg).startsWith(prefix))) commands.push(args.map(String));
  });
  const redis = app.app.get<Redis>(REDIS);
  return {
    /** Once Redis has reported every command it ran before this call (MONITOR reports them in order). */
    seen: async () => {
      const wanted = marks + 1;
      await redis.echo(mark);
      while (marks < wanted) await new Promise((resolve) => setTimeout(resolve, 2));
      return commands.map(([name]) => name);
    },
    commands,
    stop: () => monitor.disconnect(),
  };
};

/**
 * Issue 31 item 2: the gateway holds the beacons it counted and sends them to the Redis buffer together
 * (one call per send, none per beacon), holds no more than ANALYTICS_BATCH_MAX (the rest dropped and
 * counted), and sends what it holds when it stops; the flush then writes exactly what was counted.
 */
describe('Reading analytics: the gateway batches counted beacons', () => {
  let sut: TestApp;
  let counted: BlogPost;
  let bounded: BlogPost;
  let stopped: BlogPost;
  let warm: BlogPost;

  const pageRow = async (post: BlogPost) =>
    (await sut.dataSource.query(`SELECT views, visitors, cta_clicks AS "ctaClicks", depth_25 AS "depth25", depth_50 AS "depth50", engaged_ms AS "engagedMs" FROM analytics_pages WHERE path = $1`, [`/blog/${post.slug}`]))[0];
  const env = { TRUST_PROXY: '1', ANALYTICS_FLUSH_INTERVAL_MS: NEVER, ANALYTICS_BATCH_INTERVAL_MS: NEVER, ANALYTICS_BATCH_MAX: String(BATCH_MAX) };

  beforeAll(async () => {
    sut = await createTestApp(env);
    // Every post before the first beacon: the published slugs are read once and kept.
    counted = await createPost(sut.dataSource, { title: 'Counted in one call' });
    bounded = await createPost(sut.dataSource, { title: 'Bounded batch' });
    stopped = await createPost(sut.dataSource, { title: 'Sent at the stop' });
    warm = await createPost(sut.dataSource, { title: 'Warm up' });
    // After its first beacon, a beacon needs nothing from Redis until the batch is sent.
    await warmUp(sut, warm);
  });

  afterAll(() => sut?.close());

  it('counts beacons without a call to Redis each, sends them in one call, and the flush writes them exactly', async () => {
    // Judged and sent on the beacon thread, on its own connection: watched from Redis itself.
    const watch = await watchAnalyticsKeys(sut);
    const path = `/blog/${counted.slug}`;
    const outcomes = new Map(sut.app.get(BeaconCollector).outcomes);
    let whileCounting: string[];
    let commands: string[];
    try {
      await send(sut, '10.1.0.1', { k: 'v', p: path, r: 'google.com' });
      await send(sut, '10.1.0.2', { k: 'v', p: path });
      await send(sut, '10.1.0.2', { k: 'e', p: path, e: 4000, d: 50, f: 0 });
      await send(sut, '10.1.0.3', { k: 'v', p: path, r: 'google.com' });
      await send(sut, '10.1.0.3', { k: 'c', p: path, c: 'cta' });
      whileCounting = await watch.seen();
      expect(sut.app.get(BeaconBatch).size).toBe(5);
      await sut.app.get(BeaconBatch).flush();
      commands = await watch.seen();
    } finally {
      watch.stop();
    }

    expect((sut.app.get(BeaconCollector).outcomes.get('counted') ?? 0) - (outcomes.get('counted') ?? 0)).toBe(5);
    // Before the send: nothing asked of Redis (no limiter call, no record call per beacon).
    expect(whileCounting).toEqual([]);
    // The send: one script call for the day and page, all five beacons in it.
    expect(commands).toEqual(['evalsha']);
    expect(sut.app.get(BeaconBatch).size).toBe(0);

    await sut.app.get(AnalyticsFlushService).flush();

    expect(await pageRow(counted)).toEqual({ views: 3, visitors: 3, ctaClicks: 1, depth25: 1, depth50: 1, engagedMs: '4000' });
    const sources = await sut.dataSource.query(`SELECT value, views FROM analytics_sources WHERE path = $1 AND dimension = 'referrer'`, [path]);
    expect(sources).toEqual([{ value: 'google.com', views: 2 }]);
  });

  it('holds at most ANALYTICS_BATCH_MAX beacons while Redis is slow: the rest are dropped and counted as dropped', async () => {
    // A replica on a Redis of its own: pausing writes on the run's shared Redis would stall every other suite.
    const own = await startOwnRedis();
    const slow = await createTestApp({ ...env, REDIS_URL: own.url }, { database: sut.database });
    try {
      await warmUp(slow, warm);
      const collector = slow.app.get(BeaconCollector);
      const before = new Map(collector.outcomes);
      const added = (outcome: 'counted' | 'full') => (collector.outcomes.get(outcome) ?? 0) - (before.get(outcome) ?? 0);
      // Redis runs no write until released (CLIENT PAUSE WRITE): the send that starts at half full stays under way.
      const watch = await watchAnalyticsKeys(slow);
      const pauser = new Redis(own.url);
      await pauser.call('CLIENT', 'PAUSE', '10000', 'WRITE');
      try {
        for (let index = 1; index <= BATCH_MAX + 3; index += 1) await send(slow, `10.2.0.${index}`, { k: 'v', p: `/blog/${bounded.slug}` });

        expect(added('counted')).toBe(BATCH_MAX);
        expect(added('full')).toBe(3);
        expect(slow.app.get(BeaconBatch).size).toBe(BATCH_MAX);
      } finally {
        await pauser.call('CLIENT', 'UNPAUSE');
        pauser.disconnect();
      }
      try {
        // Half sent (one call, under way until released), half held, none beyond.
        expect(await watch.seen()).toEqual(['evalsha']);
        const [sent] = watch.commands;
        expect(sent[sent.indexOf('v') + 1]).toBe(String(BATCH_MAX / 2));
      } finally {
        watch.stop();
      }
      // Once sent, there is room again.
      await slow.app.get(AnalyticsFlushService).flush();
      await send(slow, '10.2.1.1', { k: 'v', p: `/blog/${bounded.slug}` });
      expect(added('counted')).toBe(BATCH_MAX + 1);
      await slow.app.get(AnalyticsFlushService).flush();
      expect(await pageRow(bounded)).toMatchObject({ views: BATCH_MAX + 1, visitors: BATCH_MAX + 1 });
    } finally {
      await slow.close();
      await own.stop();
    }
  });

  it('sends what it holds when it stops, so the next flush on any replica writes it', async () => {
    const replica = await createTestApp({ ...env, ANALYTICS_PREFIX: sut.config.analytics.prefix }, { database: sut.database });
    let closed = false;
    try {
      await warmUp(replica, warm);
      await send(replica, '10.3.0.1', { k: 'v', p: `/blog/${stopped.slug}` });
      await send(replica, '10.3.0.2', { k: 'v', p: `/blog/${stopped.slug}` });
      await send(replica, '10.3.0.2', { k: 'c', p: `/blog/${stopped.slug}`, c: 'cta' });
      expect(replica.app.get(BeaconBatch).size).toBe(3);

      await replica.close();
      closed = true;
    } finally {
      if (!closed) await replica.close();
    }
    await sut.app.get(AnalyticsFlushService).flush();

    expect(await pageRow(stopped)).toMatchObject({ views: 2, visitors: 2, ctaClicks: 1 });
  });
});

describe('Reading analytics: the per-replica cap on beacons counted, all clients together', () => {
  let sut: TestApp;

  beforeAll(async () => {
    sut = await createTestApp({ TRUST_PROXY: '1', ANALYTICS_FLUSH_INTERVAL_MS: NEVER, ANALYTICS_BATCH_INTERVAL_MS: NEVER, ANALYTICS_GLOBAL_RATE_LIMIT: '3' });
  });

  afterAll(() => sut?.close());

  it('counts at most ANALYTICS_GLOBAL_RATE_LIMIT beacons a minute, however many addresses send them', async () => {
    const post = await createPost(sut.dataSource, { title: 'Flooded from everywhere' });
    const collector = sut.app.get(BeaconCollector);
    await warmUp(sut, post);

    for (let index = 1; index <= 5; index += 1) await send(sut, `10.4.0.${index}`, { k: 'v', p: `/blog/${post.slug}` });
    await sut.app.get(AnalyticsFlushService).flush();

    expect(collector.outcomes.get('counted')).toBe(3);
    expect(collector.outcomes.get('capped')).toBe(3);
    const [row] = await sut.dataSource.query(`SELECT views FROM analytics_pages WHERE path = $1`, [`/blog/${post.slug}`]);
    expect(row).toEqual({ views: 3 });
  });
});
