import { Inject, Injectable, Logger, OnApplicationBootstrap, OnApplicationShutdown } from '@nestjs/common';
import { Worker } from 'node:worker_threads';
import { PublicPosts } from '../blog/public-posts.service';
import { PublicCache } from '../cache/public-cache.service';
import { APP_CONFIG, AppConfig } from '../config/app-config';
import { publicOriginOf } from '../security/request-guard.middleware';
import { workerOptions } from '../threads/render-thread';
import type { BeaconOutcome, ReceivedBeacon } from './beacon-judge';
import type { BeaconThreadData, FromBeaconThread, ToBeaconThread } from './beacon.thread';

/**
 * Beacons handed to the thread and not yet judged; past it new ones are dropped ('busy'): a stuck thread
 * cannot grow memory (at most about 15 MB: a body is at most 1 KB). Room for two seconds of a 5,000/s
 * flood: the thread judges at the lowest priority, so a burst waits while the cores serve pages (at 2,000,
 * autocannon's bursts of 5,000/s dropped 9% of the beacons as busy on 2 cores).
 */
const MAX_IN_FLIGHT = 10_000;
/** The beacons of a turn are posted once this many are waiting, without waiting for the turn's end. */
const POST_AT = 200;
/** A stop waits this long at most for the thread to send what it holds. */
const STOP_FLUSH_MS = 10_000;

/**
 * The request thread's side of the beacon thread (beacon.thread): each beacon answered 204 is handed over
 * as a few strings (ReceivedBeacon), the beacons of an event-loop turn in one message, and judged and
 * counted there, so their CPU work and garbage never hold up a page read. Keeps what tests and metrics
 * read: the outcomes (mirrored from the thread's answers), the beacons not yet judged, the beacons the
 * thread holds. The published slugs go with a message only when they changed. A thread that dies is
 * logged, its beacons not yet judged count as 'failed', and the next beacon starts a new one.
 */
@Injectable()
export class BeaconThread implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger(BeaconThread.name);
  private readonly module = require.resolve('./beacon.thread');
  private readonly data: BeaconThreadData;
  private worker: Worker | null = null;
  private outbox: ReceivedBeacon[] = [];
  private scheduled: NodeJS.Immediate | null = null;
  /** Posted to the thread, not yet judged. */
  private posted = 0;
  /** The slugs the thread has (by identity). */
  private sentSlugs: ReadonlySet<string> | null = null;
  /** The first read of the published slugs, waited for before posting (beacons sent right after boot). */
  private slugsRead: Promise<unknown> | null = null;
  private nextFlush = 0;
  private readonly flushes = new Map<number, () => void>();
  private closed = false;
  /** Counted and dropped beacons since boot, by outcome. */
  readonly outcomes = new Map<BeaconOutcome, number>();
  /** Counted beacons the thread holds, not yet sent to Redis (as of its last answer). */
  held = 0;

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly posts: PublicPosts,
    private readonly cache: PublicCache,
  ) {
    const { prefix, topValues, rateLimitPerMinute, globalRateLimitPerMinute, batchIntervalMs, batchMax } = config.analytics;
    this.data = {
      redisUrl: config.redisUrl,
      analytics: { prefix, topValues, rateLimitPerMinute, globalRateLimitPerMinute, batchIntervalMs, batchMax },
      site: { publicOrigin: publicOriginOf(config), ownHost: new URL(config.publicUrl).hostname.replace(/^www\./, '') },
    };
  }

  /**
   * The built gateway starts the thread with itself: loading it takes about half a second, which the first
   * beacons of a flood would otherwise spend filling MAX_IN_FLIGHT. From source (tests, compiled on the
   * fly) it starts with the first beacon, so the many test apps that never see one do not each compile it.
   */
  onApplicationBootstrap(): void {
    if (this.config.analytics.enabled && !this.module.endsWith('.ts')) this.start();
  }

  /** Hands a beacon to the thread with the others of this event-loop turn; dropped as 'busy' past MAX_IN_FLIGHT. */
  add(beacon: ReceivedBeacon): void {
    if (this.closed || this.pending >= MAX_IN_FLIGHT) return this.tally('busy', 1);
    this.outbox.push(beacon);
    if (this.outbox.length >= POST_AT) this.post();
    else this.scheduled ??= setImmediate(() => this.post());
  }

  /** Beacons received and not yet judged. */
  get pending(): number {
    return this.outbox.length + this.posted;
  }

  tally(outcome: BeaconOutcome, count: number): void {
    this.outcomes.set(outcome, (this.outcomes.get(outcome) ?? 0) + count);
  }

  /** Has the thread send what it holds, once the beacons received until now are judged; never rejects. */
  async flush(): Promise<void> {
    // Nothing received since the thread last told it holds nothing: nothing to send, no round trip.
    if (this.pending === 0 && this.held === 0) return;
    await this.slugsRead;
    this.post();
    const worker = this.worker;
    if (!worker) return;
    const id = (this.nextFlush += 1);
    await new Promise<void>((resolve) => {
      this.flushes.set(id, resolve);
      worker.postMessage({ kind: 'flush', id } satisfies ToBeaconThread);
    });
  }

  /** A normal stop: the thread sends what it holds (the flush writes it to Postgres later), then stops. */
  async onApplicationShutdown(): Promise<void> {
    this.closed = true;
    let timer: NodeJS.Timeout | undefined;
    await Promise.race([this.flush(), new Promise((resolve) => (timer = setTimeout(resolve, STOP_FLUSH_MS)))]);
    clearTimeout(timer);
    const worker = this.worker;
    this.worker = null;
    await worker?.terminate();
  }

  private post(): void {
    if (this.scheduled) clearImmediate(this.scheduled);
    this.scheduled = null;
    if (this.outbox.length === 0 || this.slugsRead) return;
    const live = this.cache.isLive;
    const slugs = live ? this.posts.publishedSlugs() : this.sentSlugs;
    if (live && !slugs) {
      // None read yet: the beacons wait for the first read rather than being dropped as unknown.
      this.slugsRead = this.posts
        .readSlugs()
        .catch(() => undefined)
        .finally(() => {
          this.slugsRead = null;
          this.post();
        });
      return;
    }
    const message: ToBeaconThread = { kind: 'beacons', beacons: this.outbox, live };
    const worker = this.start();
    if (slugs && slugs !== this.sentSlugs) {
      message.slugs = slugs;
      this.sentSlugs = slugs;
    }
    this.posted += this.outbox.length;
    this.outbox = [];
    worker.postMessage(message);
  }

  private start(): Worker {
    if (this.worker) return this.worker;
    const worker = new Worker(this.module, { workerData: this.data, ...workerOptions(this.module) });
    worker.unref();
    worker.on('message', (message: FromBeaconThread) => this.receive(message));
    worker.on('error', (error) => this.logger.error(`The beacon thread failed: ${error.stack ?? error.message}`));
    worker.on('exit', () => {
      if (this.worker !== worker) return;
      this.logger.error(`The beacon thread stopped: ${this.posted} beacons not judged and ${this.held} counted not sent are lost; the next beacon starts a new one`);
      this.worker = null;
      this.sentSlugs = null;
      this.held = 0;
      if (this.posted > 0) this.tally('failed', this.posted);
      this.posted = 0;
      for (const resolve of this.flushes.values()) resolve();
      this.flushes.clear();
    });
    this.worker = worker;
    return worker;
  }

  private receive(message: FromBeaconThread): void {
    switch (message.kind) {
      case 'judged':
        this.posted -= message.judged;
        for (const [outcome, count] of Object.entries(message.outcomes)) this.tally(outcome as BeaconOutcome, count);
        this.held = message.held;
        return;
      case 'flushed':
        this.held = message.held;
        this.flushes.get(message.id)?.();
        this.flushes.delete(message.id);
        return;
      case 'log':
        new Logger(message.context)[message.level](message.message);
    }
  }
}
