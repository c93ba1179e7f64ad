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
 * One beacon, atomically: note the day and page as touched, add the counters, add the visitor to the
 * page's and the site's HyperLogLog of the day, and count each source value, but only the first
 * `cap` distinct values of a day, page and dimension (kept in a set); any other value counts as
 * "(other)". So a flood of random referrers or campaigns adds one counter, never new keys or rows.
 *
 * KEYS: idx, counters, page HLL, site HLL, then a (source hash, admitted set) pair per source.
 * ARGV: member, visitor ('' for none), cap, counter TTL, day-state TTL, number of counter pairs,
 * the pairs (field, increment), then one value per source pair, in order.
 */
const RECORD_SCRIPT = `
redis.call('SADD', KEYS[1], ARGV[1])
local n = tonumber(ARGV[6])
for i = 0, n - 1 do redis.call('HINCRBY', KEYS[2], ARGV[7 + 2 * i], ARGV[8 + 2 * i]) end
if n > 0 then redis.call('EXPIRE', KEYS[2], ARGV[4]) end
if ARGV[2] ~= '' then
  redis.call('PFADD', KEYS[3], ARGV[2])
  redis.call('EXPIRE', KEYS[3], ARGV[5])
  redis.call('PFADD', KEYS[4], ARGV[2])
  redis.call('EXPIRE', KEYS[4], ARGV[5])
end
local cap = tonumber(ARGV[3])
local a = 7 + 2 * n
for k = 5, #KEYS, 2 do
  local value = ARGV[a]
  a = a + 1
  local admitted = redis.call('SISMEMBER', KEYS[k + 1], value) == 1
  if not admitted and redis.call('SCARD', KEYS[k + 1]) < cap then
    redis.call('SADD', KEYS[k + 1], value)
    redis.call('EXPIRE', KEYS[k + 1], ARGV[5])
    admitted = true
  end
  if not admitted then value = '${ANALYTICS_OTHER}' end
  redis.call('HINCRBY', KEYS[k], value, 1)
  redis.call('EXPIRE', KEYS[k], ARGV[4])
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

/** The scripts, as ioredis defines them on the client. */
interface BufferCommands {
  analyticsRecord(numberOfKeys: number, ...keysAndArgs: Array<string | number>): Promise<number>;
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
    const member = `${day}|${path}`;
    const pairs = Object.entries(effect.counters).flatMap(([field, increment]) => [field, increment]);
    const keys = [`${this.prefix}:idx`, this.key('c', member), this.key('u', member), this.key('u', day)];
    for (const source of effect.sources) keys.push(this.key('s', `${member}|${source.dimension}`), this.key('a', `${member}|${source.dimension}`));
    const args = [member, effect.view && visitor ? visitor : '', this.cap, COUNTER_TTL_SECONDS, DAY_STATE_TTL_SECONDS, pairs.length / 2, ...pairs, ...effect.sources.map((source) => source.value)];
    await this.commands.analyticsRecord(keys.length, ...keys, ...args);
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
