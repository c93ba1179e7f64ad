/**
 * The beacon thread's module (BeaconThread): everything a beacon costs after its 204, off the gateway's
 * event loop, so a flood of beacons does not slow the pages read meanwhile (issue 31): the screen, the
 * day's salt, the per-client and global limits, parsing, the path check, the visitor hash (BeaconJudge),
 * and the batch of counted beacons and its sends to the Redis buffer (CountedBatch, AnalyticsBuffer),
 * on the thread's own Redis connection. Its config comes in workerData (validated once by the gateway).
 */
import { Logger, type LoggerService } from '@nestjs/common';
import { setPriority } from 'node:os';
import { parentPort, workerData } from 'node:worker_threads';
import type { AnalyticsConfig, AppConfig } from '../config/app-config';
import { createFailFastRedis } from '../redis/redis.module';
import { AnalyticsBuffer } from './analytics-buffer';
import { BeaconJudge, type BeaconOutcome, type BeaconSite, type PublishedState, type ReceivedBeacon } from './beacon-judge';
import { CountedBatch } from './counted-batch';
import { DailySalt } from './daily-salt';

export interface BeaconThreadData {
  redisUrl: string;
  analytics: Pick<AnalyticsConfig, 'prefix' | 'topValues' | 'rateLimitPerMinute' | 'globalRateLimitPerMinute' | 'batchIntervalMs' | 'batchMax'>;
  site: BeaconSite;
}

/** To the thread: the beacons of an event-loop turn (with the published slugs when they changed), or a request to send what is held. */
export type ToBeaconThread = { kind: 'beacons'; beacons: ReceivedBeacon[]; live: boolean; slugs?: ReadonlySet<string> } | { kind: 'flush'; id: number };

/** From the thread: how a message's beacons were judged, a send done, or a line for the gateway's log. Each tells the beacons held. */
export type FromBeaconThread =
  | { kind: 'judged'; judged: number; outcomes: Partial<Record<BeaconOutcome, number>>; held: number }
  | { kind: 'flushed'; id: number; held: number }
  | { kind: 'log'; level: 'log' | 'warn' | 'error'; context: string; message: string };

/** How long the first beacons wait for the thread's Redis connection (then Redis down: they fail). */
const CONNECT_WAIT_MS = 3000;

/**
 * The thread's niceness: when the cores are busy, the page reads of the request thread go first and the
 * judging waits (a backlog past BeaconThread's bound is dropped and counted as 'busy'). Measured with
 * 5,000 beacons/s on 2 cores: the flooded read's p99 4.9-5.4 ms at 0, 3.7-4.8 ms at 19 (issue 31).
 * Linux sets it per thread (the calling thread, for pid 0); elsewhere it would renice the whole
 * gateway, so it is left alone there.
 */
const NICENESS = 19;

const port = parentPort;
if (!port) throw new Error('beacon.thread runs on a worker thread (see BeaconThread)');
if (process.platform === 'linux') {
  try {
    setPriority(NICENESS);
  } catch {
    // Refused (an unusual sandbox): judging runs at the gateway's priority, as before.
  }
}
const post = (message: FromBeaconThread) => port.postMessage(message);

/** The thread's log lines go to the gateway's logger. */
const forward =
  (level: 'log' | 'warn' | 'error') =>
  (message: unknown, ...rest: unknown[]) =>
    post({ kind: 'log', level, context: typeof rest.at(-1) === 'string' ? (rest.at(-1) as string) : 'BeaconThread', message: String(message) });
Logger.overrideLogger({ log: forward('log'), warn: forward('warn'), error: forward('error') } satisfies LoggerService);

const data = workerData as BeaconThreadData;
const redis = createFailFastRedis(data.redisUrl);
// The buffer and the salt read config.analytics alone.
const config = { analytics: data.analytics } as AppConfig;
const batch = new CountedBatch(new AnalyticsBuffer(redis, config), data.analytics);
const judge = new BeaconJudge(data.analytics, data.site, new DailySalt(redis, config), batch);
batch.start();

let slugs: ReadonlySet<string> = new Set();
/** The connection's first moments (it fails fast): the first beacons wait for it, a few seconds at most. */
const connected = new Promise<void>((resolve) => {
  redis.once('ready', () => resolve());
  setTimeout(resolve, CONNECT_WAIT_MS).unref();
});
/** Beacons are judged one message after another, in the order they came. */
let judging = connected;

port.on('message', (message: ToBeaconThread) => {
  if (message.kind === 'flush') {
    // After the beacons posted before it are judged; the send does not hold up the next ones.
    judging = judging.then(() => {
      void batch.flush().then(() => post({ kind: 'flushed', id: message.id, held: batch.size }));
    });
    return;
  }
  if (message.slugs) slugs = message.slugs;
  const published: PublishedState = { live: message.live, slugs };
  judging = judging.then(async () => {
    const outcomes: Partial<Record<BeaconOutcome, number>> = {};
    for (const beacon of message.beacons) {
      // judge() never throws by design; were it to, one beacon fails, not every later message (a rejected chain).
      const outcome: BeaconOutcome = await judge.judge(beacon, published).catch(() => 'failed');
      outcomes[outcome] = (outcomes[outcome] ?? 0) + 1;
    }
    post({ kind: 'judged', judged: message.beacons.length, outcomes, held: batch.size });
  });
});
