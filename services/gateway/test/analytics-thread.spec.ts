import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import { analyticsDay } from '@app/contract';
import { testRedisUrl } from '@app/testing';
import request from 'supertest';
import type { Worker } from 'node:worker_threads';
import { BeaconCollector } from '../src/analytics/beacon-collector';
import { BEACON_SCRIPT_PATH } from '../src/analytics/beacon-script';
import { BeaconThread } from '../src/analytics/beacon-thread';
import { createPost } from './factories/post.factory';
import { createTestApp, TestApp } from './support/test-app';

const BROWSER = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0.0.0 Safari/537.36';

/** A view counted in the Redis buffer for today and a path, read by redis-cli (works while this thread is blocked). */
const viewsInRedis = (app: TestApp, path: string): number =>
  Number(execFileSync('redis-cli', ['-u', testRedisUrl(), 'HGET', `${app.config.analytics.prefix}:c:${analyticsDay(new Date())}|${path}`, 'v'], { encoding: 'utf8' }).trim() || 0);

const beacon = (app: TestApp, ip: string, path: string) =>
  request(app.app.getHttpServer())
    .post('/api/beacon')
    .set({ 'content-type': 'text/plain;charset=UTF-8', 'user-agent': BROWSER, 'x-forwarded-for': ip })
    .send(JSON.stringify({ k: 'v', p: path }))
    .expect(204);

/** The niceness of each thread of this process, by thread id (field 19 of /proc/self/task/<tid>/stat). */
const threadNiceness = (): Map<number, number> =>
  new Map(
    fs.readdirSync('/proc/self/task').map((tid) => {
      const stat = fs.readFileSync(`/proc/self/task/${tid}/stat`, 'utf8');
      return [Number(tid), Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[16])];
    }),
  );
const nicest = () => [...threadNiceness().values()].filter((nice) => nice === 19).length;

/** An app that holds what it counts (no timed send to Redis, no flush) until told or stopped. */
const appHoldingBeacons = (): Promise<TestApp> =>
  createTestApp({ TRUST_PROXY: '1', ANALYTICS_BATCH_INTERVAL_MS: '3600000', ANALYTICS_FLUSH_INTERVAL_MS: '3600000' });

/** Waits until every beacon received so far is judged (its outcome back on this thread). */
const allJudged = async (collector: BeaconCollector) => {
  while (collector.pending > 0) await new Promise((resolve) => setTimeout(resolve, 2));
};

/**
 * Issue 31 item 2 ("it cannot hurt the site"): a beacon is judged, counted and sent to Redis on the
 * beacon thread, not on the thread that answers requests; a normal stop still sends what it holds.
 */
describe('Reading analytics: beacons are counted off the request thread', () => {
  it('judges, counts and sends a beacon while the request thread is blocked right after its 204', async () => {
    const sut = await createTestApp({ TRUST_PROXY: '1', ANALYTICS_BATCH_INTERVAL_MS: '20', ANALYTICS_FLUSH_INTERVAL_MS: '3600000' });
    try {
      const path = `/blog/${(await createPost(sut.dataSource, { title: 'Counted elsewhere' })).slug}`;
      const collector = sut.app.get(BeaconCollector);
      // A first beacon: the published slugs are read (on this thread, once) and the thread started.
      await beacon(sut, '10.7.0.1', path);
      await allJudged(collector);
      expect(collector.outcomes.get('counted')).toBe(1);
      while (viewsInRedis(sut, path) === 0) await new Promise((resolve) => setTimeout(resolve, 5));
      // Operators see the outcomes on /metrics (every beacon is answered 204 whatever becomes of it).
      const scraped = (await request(sut.app.getHttpServer()).get('/metrics').expect(200)).text;
      expect(scraped).toMatch(/^analytics_beacons_total\{outcome="counted",service="gateway"\} 1$/m);

      await beacon(sut, '10.7.0.2', path);
      // The beacons of the turn are handed over at its end; from then on this thread does nothing at all.
      await new Promise((resolve) => setImmediate(resolve));
      const until = Date.now() + 10_000;
      let views = 1;
      while (views === 1 && Date.now() < until) views = viewsInRedis(sut, path);

      expect(views).toBe(2);
      // The outcome reaches this thread once it runs again.
      await allJudged(collector);
      expect(collector.outcomes.get('counted')).toBe(2);
    } finally {
      await sut.close();
    }
  });

  it('sends the beacons the thread holds when the app stops', async () => {
    const sut = await appHoldingBeacons();
    let closed = false;
    try {
      const path = `/blog/${(await createPost(sut.dataSource, { title: 'Held until the stop' })).slug}`;
      const collector = sut.app.get(BeaconCollector);
      await beacon(sut, '10.7.1.1', path);
      await beacon(sut, '10.7.1.2', path);
      await allJudged(collector);
      expect(collector.outcomes.get('counted')).toBe(2);
      expect(viewsInRedis(sut, path)).toBe(0);

      await sut.close();
      closed = true;

      expect(viewsInRedis(sut, path)).toBe(2);
    } finally {
      if (!closed) await sut.close();
    }
  });

  it('starts a new thread with the next beacon when the thread dies', async () => {
    const sut = await appHoldingBeacons();
    try {
      const path = `/blog/${(await createPost(sut.dataSource, { title: 'Survives its thread' })).slug}`;
      const collector = sut.app.get(BeaconCollector);
      await beacon(sut, '10.7.2.1', path);
      await allJudged(collector);
      expect(collector.outcomes.get('counted')).toBe(1);

      // The thread dies (as on an uncaught error in it).
      await (sut.app.get(BeaconThread) as unknown as { worker: Worker }).worker.terminate();
      await beacon(sut, '10.7.2.2', path);
      await allJudged(collector);

      expect(collector.outcomes.get('counted')).toBe(2);
      expect(collector.outcomes.get('failed')).toBeUndefined();
    } finally {
      await sut.close();
    }
  });

  it('answers 204 with no-store and none of the page headers (nothing to render), while the script keeps them', async () => {
    const sut = await appHoldingBeacons();
    try {
      const answered = await beacon(sut, '10.7.4.1', '/blog/nothing-here');

      expect(answered.headers['cache-control']).toBe('no-store');
      expect(answered.headers['content-security-policy']).toBeUndefined();
      expect(answered.text).toBe('');
      const script = await request(sut.app.getHttpServer()).get(BEACON_SCRIPT_PATH).expect(200);
      expect(script.headers['x-content-type-options']).toBe('nosniff');
      expect(script.headers['content-security-policy']).toBeDefined();
    } finally {
      await sut.close();
    }
  });

  it('judges at the lowest priority on its own thread, leaving the request thread as it was', async () => {
    const before = nicest();
    const mainNiceness = threadNiceness().get(process.pid);
    const sut = await appHoldingBeacons();
    let closed = false;
    try {
      const path = `/blog/${(await createPost(sut.dataSource, { title: 'Judged when the cores are free' })).slug}`;
      await beacon(sut, '10.7.3.1', path);
      await allJudged(sut.app.get(BeaconCollector));

      // Linux: niceness is per thread; the beacon thread alone is at 19.
      expect(nicest()).toBe(before + 1);
      expect(threadNiceness().get(process.pid)).toBe(mainNiceness);

      await sut.close();
      closed = true;
      expect(nicest()).toBe(before);
    } finally {
      if (!closed) await sut.close();
    }
  });
});
