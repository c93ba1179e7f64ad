import { Inject, Injectable } from '@nestjs/common';
import type Redis from 'ioredis';
import { ANALYTICS_DIMENSIONS, ANALYTICS_OTHER, AnalyticsDimension } from '@app/contract';
import { APP_CONFIG, AppConfig } from '../config/app-config';
import { REDIS } from '../redis/redis.module';
import type { BeaconEffect, CounterField } from './beacon';

/** Unflushed counters live this long at most (a week of a broken flush), so memory stays bounded whatever happens. */
const COUNTER_TTL_SECONDS = 7 * 24 * 3600;
/** A day's unique-visitor sets and admitted source values: the day, and the flush after it. */
const DAY_STATE_TTL_SECONDS = 3 * 24 * 3600;
/** Batch keys read and deleted per round trip. */
const CHUNK = 500;

/**
 * The beacons a replica counted for one day and page, atomically: note the day and page as touched, add
 * the counters, add the visitors to the page's and the site's HyperLogLog of the day, and count each
 * source value, but only the first `cap` distinct values of a day, page and dimension (kept in a set);
 * any other value counts as "(other)". So a flood of random referrers or campaigns adds one counter,
 * never new keys or rows. Values come in the order the beacons came, so which are admitted is the same
 * as had each beacon been counted on its own.
 *
 * KEYS: idx, counters, page HLL, site HLL, then a (source hash, admitted set) pair per dimension.
 * ARGV: member, cap, counter TTL, day-state TTL, number of counter pairs, the pairs (field, increment),
 * number of visitors, the visitors, then per dimension pair: number of values, the pairs (value, increment).
 */
const RECORD_SCRIPT = `
redis.call('SADD', KEYS[1], ARGV[1])
local a = 6
local n = tonumber(ARGV[5])
for i = 1, n do
  redis.call('HINCRBY', KEYS[2], ARGV[a], ARGV[a + 1])
  a = a + 2
end
if n > 0 then redis.call('EXPIRE', KEYS[2], ARGV[3]) end
local v = tonumber(ARGV[a])
a = a + 1
for i = 1, v do
  redis.call('PFADD', KEYS[3], ARGV[a])
  redis.call('PFADD', KEYS[4], ARGV[a])
  a = a + 1
end
if v > 0 then
  redis.call('EXPIRE', KEYS[3], ARGV[4])
  redis.call('EXPIRE', KEYS[4], ARGV[4])
end
local cap = tonumber(ARGV[2])
for k = 5, #KEYS, 2 do
  local m = tonumber(ARGV[a])
  a = a + 1
  local size = redis.call('SCARD', KEYS[k + 1])
  local other = 0
  for i = 1, m do
    local value, increment = ARGV[a], tonumber(ARGV[a + 1])
    a = a + 2
    local admitted = redis.call('SISMEMBER', KEYS[k + 1], value) == 1
    if not admitted and size < cap then
      redis.call('SADD', KEYS[k + 1], value)
      redis.call('EXPIRE', KEYS[k + 1], ARGV[4])
      size = size + 1
      admitted = true
    end
    if admitted then redis.call('HINCRBY', KEYS[k], value, increment) else other = other + increment end
  end
  if other > 0 then redis.call('HINCRBY', KEYS[k], '${ANALYTICS_OTHER}', other) end
  if m > 0 then redis.call('EXPIRE', KEYS[k], ARGV[3]) end
end
return 1`;

/**
 * Starts a batch: moves the touched set and every counter and source hash it names under the batch's
 * keys in one step (beacons after it count into fresh keys), and marks the batch as pending. A batch
 * still pending (a flush that died before it finished) is answered instead, so it is written first.
 * KEYS: idx, batch marker. ARGV: prefix, new batch id, dimensions (comma-separated).
 */
const CUT_SCRIPT = `
local pending = redis.call('GET', KEYS[2])
if pending then return pending end
if redis.call('EXISTS', KEYS[1]) == 0 then return false end
local prefix, id = ARGV[1], ARGV[2]
local batch = prefix .. ':b:' .. id
local dims = {}
for dim in string.gmatch(ARGV[3], '[^,]+') do table.insert(dims, dim) end
for _, member in ipairs(redis.call('SMEMBERS', KEYS[1])) do
  local counters = prefix .. ':c:' .. member
  if redis.call('EXISTS', counters) == 1 then redis.call('RENAME', counters, batch .. ':c:' .. member) end
  for _, dim in ipairs(dims) do
    local sources = prefix .. ':s:' .. member .. '|' .. dim
    if redis.call('EXISTS', sources) == 1 then redis.call('RENAME', sources, batch .. ':s:' .. member .. '|' .. dim) end
  end
end
redis.call('RENAME', KEYS[1], batch .. ':idx')
redis.call('SET', KEYS[2], id)
return id`;

/** Deletes the pending-batch marker if it still names this batch. */
const FINISH_SCRIPT = `if redis.call('GET', KEYS[1]) == ARGV[1] then return redis.call('DEL', KEYS[1]) end return 0`;

/** One counted beacon: its day, page, effect and (for a view) the day's visitor hash. */
export interface CountedBeacon {
  day: string;
  path: string;
  effect: BeaconEffect;
  visitor: string | null;
}

/** A day's counts for one page, as a batch holds them. */
export interface BufferedPage {
  day: string;
  path: string;
  counters: Partial<Record<CounterField, number>>;
  /** The day's unique visitors of the page so far (an absolute count, not an increment). */
  visitors: number;
  sources: Array<{ dimension: AnalyticsDimension; value: string; views: number }>;
}

export interface BufferedBatch {
  id: string;
  pages: BufferedPage[];
  /** Each day's unique visitors of the whole site so far. */
  siteVisitors: Array<{ day: string; visitors: number }>;
}

/** One day and page's share of a batch of beacons, added up. */
interface PageCounts {
  day: string;
  counters: Map<string, number>;
  visitors: Set<string>;
  sources: Map<AnalyticsDimension, Map<string, number>>;
}

/** The record script, as ioredis defines it on a pipeline. */
interface BufferPipeline {
  analyticsRecord(numberOfKeys: number, ...keysAndArgs: Array<string | number>): unknown;
}

/** The scripts, as ioredis defines them on the client. */
interface BufferCommands {
  analyticsCut(idx: string, marker: string, prefix: string, id: string, dimensions: string): Promise<string | null>;
  analyticsFinish(marker: string, id: string): Promise<number>;
}

/**
 * The Redis buffer beacons count into and the flush empties (issue 31). Bounded: counters per day and
 * known page (paths are checked before anything is counted), a HyperLogLog per day and page (12 KB at most
 * each), at most `cap` + 1 source values per day, page and dimension; everything expires on its own.
 */
@Injectable()
export class AnalyticsBuffer {
  private readonly prefix: string;
  private readonly cap: number;

  constructor(@Inject(REDIS) private readonly redis: Redis, @Inject(APP_CONFIG) config: AppConfig) {
    this.prefix = config.analytics.prefix;
    this.cap = config.analytics.topValues;
    if (!('analyticsRecord' in redis)) {
      redis.defineCommand('analyticsRecord', { lua: RECORD_SCRIPT });
      redis.defineCommand('analyticsCut', { lua: CUT_SCRIPT, numberOfKeys: 2 });
      redis.defineCommand('analyticsFinish', { lua: FINISH_SCRIPT, numberOfKeys: 1 });
    }
  }

  private get commands(): BufferCommands {
    return this.redis as unknown as BufferCommands;
  }

  private key(kind: string, member: string): string {
    return `${this.prefix}:${kind}:${member}`;
  }

  /** Counts one beacon's effect for a day and page; `visitor` is the day's visitor hash of a view. */
  async record(day: string, path: string, effect: BeaconEffect, visitor: string | null): Promise<void> {
    await this.recordMany([{ day, path, effect, visitor }]);
  }

  /**
   * Counts beacons in one round trip: added up per day and page in memory first (counters summed,
   * visitors and source values in the order they came), then one script call per day and page.
   */
  async recordMany(beacons: readonly CountedBeacon[]): Promise<void> {
    if (beacons.length === 0) return;
    const pages = new Map<string, PageCounts>();
    for (const { day, path, effect, visitor } of beacons) {
      const member = `${day}|${path}`;
      let page = pages.get(member);
      if (!page) {
        page = { day, counters: new Map(), visitors: new Set(), sources: new Map() };
        pages.set(member, page);
      }
      for (const [field, increment] of Object.entries(effect.counters)) page.counters.set(field, (page.counters.get(field) ?? 0) + increment);
      if (effect.view && visitor) page.visitors.add(visitor);
      for (const { dimension, value } of effect.sources) {
        let values = page.sources.get(dimension);
        if (!values) {
          values = new Map();
          page.sources.set(dimension, values);
        }
        values.set(value, (values.get(value) ?? 0) + 1);
      }
    }
    const pipeline = this.redis.pipeline() as unknown as BufferPipeline;
    for (const [member, page] of pages) {
      const keys = [`${this.prefix}:idx`, this.key('c', member), this.key('u', member), this.key('u', page.day)];
      const args: Array<string | number> = [member, this.cap, COUNTER_TTL_SECONDS, DAY_STATE_TTL_SECONDS, page.counters.size];
      for (const [field, increment] of page.counters) args.push(field, increment);
      args.push(page.visitors.size, ...page.visitors);
      for (const [dimension, values] of page.sources) {
        keys.push(this.key('s', `${member}|${dimension}`), this.key('a', `${member}|${dimension}`));
        args.push(values.size);
        for (const [value, views] of values) args.push(value, views);
      }
      pipeline.analyticsRecord(keys.length, ...keys, ...args);
    }
    await execOrThrow(pipeline as unknown as ReturnType<Redis['pipeline']>);
  }

  /** Starts a batch under `newId` (or answers the one still pending); null when nothing was counted since the last. */
  async cut(newId: string): Promise<string | null> {
    return this.commands.analyticsCut(`${this.prefix}:idx`, `${this.prefix}:batch`, this.prefix, newId, ANALYTICS_DIMENSIONS.join(','));
  }

  /** What a batch holds, with the current unique-visitor counts of its days and pages. */
  async read(id: string): Promise<BufferedBatch> {
    const batch = `${this.prefix}:b:${id}`;
    const members = await this.redis.smembers(`${batch}:idx`);
    const pages: BufferedPage[] = [];
    for (let start = 0; start < members.length; start += CHUNK) {
      const chunk = members.slice(start, start + CHUNK);
      const pipeline = this.redis.pipeline();
      for (const member of chunk) {
        pipeline.hgetall(`${batch}:c:${member}`);
        for (const dimension of ANALYTICS_DIMENSIONS) pipeline.hgetall(`${batch}:s:${member}|${dimension}`);
        pipeline.pfcount(this.key('u', member));
      }
      const results = await execOrThrow(pipeline);
      chunk.forEach((member, index) => {
        const at = index * (ANALYTICS_DIMENSIONS.length + 2);
        const [day, path] = splitMember(member);
        const counters = numbersOf(results[at] as Record<string, string>) as BufferedPage['counters'];
        const sources = ANALYTICS_DIMENSIONS.flatMap((dimension, offset) =>
          Object.entries(numbersOf(results[at + 1 + offset] as Record<string, string>)).map(([value, views]) => ({ dimension, value, views })),
        );
        pages.push({ day, path, counters, visitors: results[at + 1 + ANALYTICS_DIMENSIONS.length] as number, sources });
      });
    }
    const days = [...new Set(pages.map((page) => page.day))].sort();
    const siteVisitors = days.length ? await Promise.all(days.map(async (day) => ({ day, visitors: await this.redis.pfcount(this.key('u', day)) }))) : [];
    return { id, pages, siteVisitors };
  }

  /** Deletes a written batch's keys and its pending mark. */
  async finish(batch: BufferedBatch): Promise<void> {
    const prefix = `${this.prefix}:b:${batch.id}`;
    const keys = [`${prefix}:idx`];
    for (const page of batch.pages) {
      const member = `${page.day}|${page.path}`;
      keys.push(`${prefix}:c:${member}`, ...ANALYTICS_DIMENSIONS.map((dimension) => `${prefix}:s:${member}|${dimension}`));
    }
    for (let start = 0; start < keys.length; start += CHUNK) await this.redis.del(...keys.slice(start, start + CHUNK));
    await this.commands.analyticsFinish(`${this.prefix}:batch`, batch.id);
  }
}

function splitMember(member: string): [string, string] {
  const bar = member.indexOf('|');
  return [member.slice(0, bar), member.slice(bar + 1)];
}

function numbersOf(hash: Record<string, string>): Record<string, number> {
  return Object.fromEntries(Object.entries(hash ?? {}).map(([field, value]) => [field, Number(value)]));
}

async function execOrThrow(pipeline: ReturnType<Redis['pipeline']>): Promise<unknown[]> {
  const results = (await pipeline.exec()) ?? [];
  return results.map(([error, value]) => {
    if (error) throw error;
    return value;
  });
}
