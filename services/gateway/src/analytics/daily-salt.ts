import { createHash, randomBytes } from 'node:crypto';
import type Redis from 'ioredis';
import { Inject, Injectable } from '@nestjs/common';
import { analyticsDay } from '@app/contract';
import { APP_CONFIG, AppConfig } from '../config/app-config';
import { REDIS } from '../redis/redis.module';

const DAY_MS = 24 * 3600 * 1000;
/** A salt outlives its day by this much, for beacons in flight at midnight; then Redis deletes it. */
const GRACE_SECONDS = 120;

/**
 * The daily rotating salt unique visitors are counted with (as Plausible does): one random salt per UTC
 * day, shared by every replica through Redis (the first to need it sets it, SET NX), deleted when the day
 * is over (an expiry at the day's end, and the previous day's deleted on rotation). Nothing else keeps it,
 * so once a day is over nobody, us included, can tell whether two hashes of that day came from one person.
 */
@Injectable()
export class DailySalt {
  private current: { day: string; salt: Promise<Buffer> } | null = null;

  private readonly prefix: string;

  constructor(@Inject(REDIS) private readonly redis: Redis, @Inject(APP_CONFIG) config: AppConfig) {
    this.prefix = config.analytics.prefix;
  }

  keyOf(day: string): string {
    return `${this.prefix}:salt:${day}`;
  }

  /** The salt of the day of `now` (read from Redis once per day per replica). */
  forDay(now: Date = new Date()): Promise<Buffer> {
    const day = analyticsDay(now);
    if (this.current?.day !== day) {
      const salt = this.rotate(day);
      this.current = { day, salt };
      // A failed read (Redis down) is not kept: the next beacon asks again.
      salt.catch(() => {
        if (this.current?.salt === salt) this.current = null;
      });
    }
    return this.current.salt;
  }

  private async rotate(day: string): Promise<Buffer> {
    const key = this.keyOf(day);
    const endOfDay = Math.floor((Date.parse(`${day}T00:00:00Z`) + DAY_MS) / 1000) + GRACE_SECONDS;
    const fresh = randomBytes(32).toString('base64');
    // SET NX GET: ours if none was set yet, else the one another replica set first.
    const existing = await this.redis.set(key, fresh, 'EXAT', endOfDay, 'NX', 'GET');
    const yesterday = analyticsDay(new Date(Date.parse(`${day}T00:00:00Z`) - DAY_MS));
    await this.redis.del(this.keyOf(yesterday));
    return Buffer.from(existing ?? fresh, 'base64');
  }
}

/**
 * A visitor's id for the day: a hash of the salt, the address and the browser's user agent, cut to 64
 * bits. Only this goes into the day's HyperLogLog; neither the address nor the user agent is stored.
 */
export function visitorHash(salt: Buffer, ip: string, userAgent: string): string {
  return createHash('sha256').update(salt).update('\0visitor\0').update(ip).update('\0').update(userAgent).digest('hex').slice(0, 16);
}

/** The per-client rate limit's key: the salted address alone (a flood cannot dodge it by varying its user agent). */
export function clientHash(salt: Buffer, ip: string): string {
  return createHash('sha256').update(salt).update('\0client\0').update(ip).digest('hex').slice(0, 16);
}
