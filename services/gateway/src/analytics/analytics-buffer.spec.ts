import Redis from 'ioredis';
import { testRedisUrl, uniqueRedisPrefix } from '@app/testing';
import type { AppConfig } from '../config/app-config';
import { AnalyticsBuffer } from './analytics-buffer';
import type { BeaconEffect } from './beacon';

const DAY = '2031-05-06';
const view = (sources: BeaconEffect['sources'] = []): BeaconEffect => ({ counters: { v: 1 }, view: true, sources });
const referrer = (value: string) => ({ dimension: 'referrer' as const, value });

describe(AnalyticsBuffer.name, () => {
  let redis: Redis;
  let prefix: string;
  let sut: AnalyticsBuffer;

  beforeAll(() => {
    redis = new Redis(testRedisUrl());
  });

  beforeEach(() => {
    prefix = uniqueRedisPrefix('buffer');
    sut = new AnalyticsBuffer(redis, { analytics: { prefix, topValues: 2 } } as AppConfig);
  });

  afterAll(() => redis.quit());

  it('adds up counters per day and page, and counts each visitor of a day once', async () => {
    await sut.record(DAY, '/blog/a', view([referrer('google.com')]), 'visitor-1');
    await sut.record(DAY, '/blog/a', view([referrer('google.com')]), 'visitor-1');
    await sut.record(DAY, '/blog/a', view(), 'visitor-2');
    await sut.record(DAY, '/blog/a', { counters: { e: 1500, d25: 1, d50: 1 }, view: false, sources: [] }, null);
    await sut.record(DAY, '/blog/a', { counters: { cta: 1 }, view: false, sources: [] }, null);
    await sut.record(DAY, '/', view(), 'visitor-1');

    const id = await sut.cut('batch-1');
    const batch = await sut.read(id!);

    const pages = Object.fromEntries(batch.pages.map((page) => [page.path, page]));
    expect(pages['/blog/a']).toEqual({
      day: DAY,
      path: '/blog/a',
      counters: { v: 3, e: 1500, d25: 1, d50: 1, cta: 1 },
      visitors: 2,
      sources: [{ dimension: 'referrer', value: 'google.com', views: 2 }],
    });
    expect(pages['/']).toMatchObject({ counters: { v: 1 }, visitors: 1 });
    // The site's visitors of the day: visitor-1 read two pages and is one visitor.
    expect(batch.siteVisitors).toEqual([{ day: DAY, visitors: 2 }]);
  });

  it('keeps the first values of a day, page and dimension and counts any further one as "(other)"', async () => {
    for (const value of ['a.test', 'b.test', 'c.test', 'd.test', 'a.test', 'e.test']) await sut.record(DAY, '/', view([referrer(value)]), 'v');

    const batch = await sut.read((await sut.cut('batch-2'))!);

    expect(batch.pages[0].sources.sort((x, y) => x.value.localeCompare(y.value))).toEqual([
      { dimension: 'referrer', value: '(other)', views: 3 },
      { dimension: 'referrer', value: 'a.test', views: 2 },
      { dimension: 'referrer', value: 'b.test', views: 1 },
    ]);
  });

  it('stays bounded in keys whatever a flood of random values sends', async () => {
    for (let index = 0; index < 300; index += 1) await sut.record(DAY, '/', view([referrer(`r${index}.test`), { dimension: 'utm_campaign', value: `c${index}` }]), `v${index}`);

    const keys = await redis.keys(`${prefix}:*`);

    // idx, counters, page and site HLL, a hash and an admitted set per dimension used: nothing per value.
    expect(keys.length).toBe(8);
    const batch = await sut.read((await sut.cut('batch-3'))!);
    expect(batch.pages[0].sources).toHaveLength(6);
  });

  it('moves what was counted into the batch, so beacons after the cut count towards the next one', async () => {
    await sut.record(DAY, '/', view(), 'v1');
    const first = await sut.read((await sut.cut('first'))!);
    await sut.finish(first);

    await sut.record(DAY, '/', view(), 'v2');
    const second = await sut.read((await sut.cut('second'))!);

    expect(first.pages[0].counters).toEqual({ v: 1 });
    expect(second.pages[0].counters).toEqual({ v: 1 });
    // Unique visitors are the day's so far, read at the flush: the larger count wins when written.
    expect(second.pages[0].visitors).toBe(2);
  });

  it('hands a batch that was never finished to the next flush, and nothing once it is finished', async () => {
    await sut.record(DAY, '/', view(), 'v1');
    expect(await sut.cut('dies-half-way')).toBe('dies-half-way');
    await sut.record(DAY, '/', view(), 'v2');

    expect(await sut.cut('next-try')).toBe('dies-half-way');
    const replayed = await sut.read('dies-half-way');
    expect(replayed.pages[0].counters).toEqual({ v: 1 });

    await sut.finish(replayed);
    const after = await sut.cut('after');
    expect(after).toBe('after');
    expect((await sut.read(after!)).pages[0].counters).toEqual({ v: 1 });
    await sut.finish(await sut.read(after!));
    expect(await sut.cut('empty')).toBeNull();
    expect(await redis.keys(`${prefix}:b:*`)).toEqual([]);
  });
});
