import Redis from 'ioredis';
import { testRedisUrl, uniqueRedisPrefix } from '@app/testing';
import type { AppConfig } from '../config/app-config';
import { clientHash, DailySalt, visitorHash } from './daily-salt';

const IP = '203.0.113.7';
const UA = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0.0.0 Safari/537.36';
const MONDAY = new Date('2031-03-03T10:00:00Z');
const MONDAY_NIGHT = new Date('2031-03-03T23:59:59Z');
const TUESDAY = new Date('2031-03-04T00:00:01Z');

describe(DailySalt.name, () => {
  let redis: Redis;
  let prefix: string;
  const saltOf = () => new DailySalt(redis, { analytics: { prefix } } as AppConfig);

  beforeAll(() => {
    redis = new Redis(testRedisUrl());
  });

  beforeEach(() => {
    prefix = uniqueRedisPrefix('salt');
  });

  afterAll(() => redis.quit());

  it('gives one visitor one hash all day, on every replica', async () => {
    const sut = saltOf();
    const otherReplica = saltOf();

    const morning = visitorHash(await sut.forDay(MONDAY), IP, UA);
    const night = visitorHash(await otherReplica.forDay(MONDAY_NIGHT), IP, UA);

    expect(night).toBe(morning);
    expect(morning).toMatch(/^[0-9a-f]{16}$/);
  });

  it('tells visitors apart by address and by browser', async () => {
    const salt = await saltOf().forDay(MONDAY);

    expect(visitorHash(salt, IP, UA)).not.toBe(visitorHash(salt, '203.0.113.8', UA));
    expect(visitorHash(salt, IP, UA)).not.toBe(visitorHash(salt, IP, `${UA} Edg/140`));
    // The rate limit's key ignores the user agent: a flood cannot dodge it by varying that.
    expect(clientHash(salt, IP)).not.toBe(visitorHash(salt, IP, UA));
  });

  it('rotates at midnight: the same visitor hashes differently, and the old salt is deleted', async () => {
    const sut = saltOf();
    const monday = visitorHash(await sut.forDay(MONDAY), IP, UA);
    expect(await redis.exists(`${prefix}:salt:2031-03-03`)).toBe(1);

    const tuesday = visitorHash(await sut.forDay(TUESDAY), IP, UA);

    expect(tuesday).not.toBe(monday);
    expect(await redis.exists(`${prefix}:salt:2031-03-03`)).toBe(0);
    expect(await redis.exists(`${prefix}:salt:2031-03-04`)).toBe(1);
  });

  it('lets Redis delete a salt by itself shortly after its day ends', async () => {
    await saltOf().forDay(MONDAY);

    const expiresAt = await redis.expiretime(`${prefix}:salt:2031-03-03`);

    const endOfDay = Date.parse('2031-03-04T00:00:00Z') / 1000;
    expect(expiresAt).toBeGreaterThan(endOfDay);
    expect(expiresAt).toBeLessThanOrEqual(endOfDay + 300);
  });
});
