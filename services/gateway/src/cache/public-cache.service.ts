import { Inject, Injectable, Logger, OnApplicationShutdown, OnModuleInit } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import {
  createPublicCacheBumper,
  newPublicCacheVersion,
  PublicCacheBumper,
  publicCacheChannel,
  PublicCacheInvalidator,
  publicCacheVersionKey,
} from '@app/contract';
import Redis from 'ioredis';
import { DataSource } from 'typeorm';
import { APP_CONFIG, AppConfig } from '../config/app-config';

export const PUBLIC_CACHE_REDIS = Symbol('PUBLIC_CACHE_REDIS');
export const PUBLIC_CACHE_SUBSCRIBER = Symbol('PUBLIC_CACHE_SUBSCRIBER');

/**
 * Entries kept per replica; the oldest goes first. Only what exists is kept (callers never keep a
 * miss), so invented paths cannot push real pages out; the bound is for a very large blog.
 */
export const MAX_ENTRIES = 1000;
/** How often the stored version is compared with the last one announced (safety net for a lost message). */
export const VERSION_CHECK_MS = 5000;
/**
 * A subscribe that failed while the subscriber stayed connected (the command connection not back yet
 * after an outage, or a slow answer) is tried again this soon: no new 'ready' would come to retry it.
 */
const RESUBSCRIBE_RETRY_MS = 500;

interface Entry<T = unknown> {
  value: Promise<T>;
  /** Set once the build resolved and the entry is still current: what the fast path serves. */
  ready?: { value: T };
}

/**
 * The public read cache of one gateway replica, valid across replicas without a Redis round trip
 * per request. Writers (any gateway replica, any worker) replace the version key in Redis after
 * their transaction commits and publish the new version (PublicCacheInvalidator); every replica
 * keeps a dedicated subscriber connection and empties its cache when a message arrives. A write
 * made by this process empties it at once (before the publish), so a replica reads its own writes.
 *
 * Correctness rules:
 * - While the subscription is not live (connecting, Redis down, reconnecting) the cache is bypassed
 *   (reads go to Postgres) and kept empty.
 * - Every (re)subscribe empties it again and re-reads the version, so a message missed while the
 *   connection was down can never leave stale bytes.
 * - Every VERSION_CHECK_MS the stored version is compared with the last one announced; a difference
 *   (a message lost on a half-open connection) empties the cache.
 * - An entry built while a message arrived is dropped with the rest; its promise still answers the
 *   requests that started before the write.
 */
@Injectable()
export class PublicCache implements OnModuleInit, OnApplicationShutdown {
  private readonly logger = new Logger(PublicCache.name);
  private readonly entries = new Map<string, Entry>();
  private readonly versionKey: string;
  private readonly channel: string;
  private live = false;
  private knownVersion: string | null = null;
  /** Messages heard: a version read that a message overtook is older than what the message said. */
  private heard = 0;
  private invalidationCount = 0;
  private redisReported = false;
  private checkTimer: NodeJS.Timeout | null = null;
  private retryTimer: NodeJS.Timeout | null = null;
  private closed = false;
  private bumper: PublicCacheBumper | null = null;

  constructor(
    @Inject(PUBLIC_CACHE_REDIS) private readonly redis: Redis,
    @Inject(PUBLIC_CACHE_SUBSCRIBER) private readonly subscriber: Redis,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @InjectDataSource() private readonly dataSource: DataSource,
  ) {
    this.versionKey = publicCacheVersionKey(config.queuePrefix);
    this.channel = publicCacheChannel(config.queuePrefix);
  }

  onModuleInit(): void {
    const bumper = createPublicCacheBumper(this.redis, this.config.queuePrefix, (error) =>
      this.logger.warn(`Could not invalidate the public cache (retried until it succeeds): ${error.message}`),
    );
    this.bumper = bumper;
    // Own writes: empty the local cache at once (the commit is done), then tell the other replicas.
    this.dataSource.subscribers.push(
      new PublicCacheInvalidator({
        bump: () => {
          this.invalidate();
          return bumper.bump();
        },
      }),
    );

    this.subscriber.on('message', (channel: string, version: string) => {
      if (channel !== this.channel) return;
      this.heard += 1;
      this.knownVersion = version;
      this.invalidate();
    });
    this.subscriber.on('ready', () => void this.subscribe());
    for (const event of ['close', 'end', 'reconnecting'] as const) this.subscriber.on(event, () => this.down());
    this.subscriber.on('error', (error: Error) => this.down(error));
    if (this.subscriber.status === 'ready') void this.subscribe();

    this.checkTimer = setInterval(() => void this.checkVersion(), VERSION_CHECK_MS);
    this.checkTimer.unref();
  }

  /**
   * The cached value of `key`, built (once, shared by concurrent callers) when missing; built fresh
   * every time while the subscription is not live. A value `keep` refuses (a miss) answers the
   * callers that waited for it and is dropped: it neither stays nor takes another entry's place.
   */
  get<T>(key: string, build: () => Promise<T>, keep: (value: T) => boolean = () => true): Promise<T> {
    if (!this.live) return build();
    const existing = this.entries.get(key) as Entry<T> | undefined;
    if (existing) return existing.value;
    const value = build();
    const entry: Entry<T> = { value };
    this.entries.set(key, entry as Entry);
    value.then(
      (resolved) => {
        if (this.entries.get(key) !== entry) return;
        if (!keep(resolved)) {
          this.entries.delete(key);
          return;
        }
        entry.ready = { value: resolved };
        // Evicted only for a value that stays (the oldest entry goes, possibly one still building:
        // its promise still answers its callers).
        if (this.entries.size > MAX_ENTRIES) this.entries.delete(this.entries.keys().next().value!);
      },
      () => {
        if (this.entries.get(key) === entry) this.entries.delete(key);
      },
    );
    return value;
  }

  /** The built value of `key` if it is cached right now (synchronous, for the fast path); else undefined. */
  peek<T>(key: string): T | undefined {
    if (!this.live) return undefined;
    return (this.entries.get(key) as Entry<T> | undefined)?.ready?.value;
  }

  /** Empties the cache (a write, a message, a resubscribe, a template change). */
  invalidate(): void {
    this.invalidationCount += 1;
    this.entries.clear();
  }

  /** Number of entries (for metrics and tests). */
  get size(): number {
    return this.entries.size;
  }

  /** Whether the subscription is live (the cache is in use). */
  get isLive(): boolean {
    return this.live;
  }

  /** The last version announced or read (tests wait until it equals the stored one). */
  get version(): string | null {
    return this.knownVersion;
  }

  /** How many times the cache was emptied (for tests). */
  get invalidations(): number {
    return this.invalidationCount;
  }

  private async subscribe(): Promise<void> {
    try {
      await this.subscriber.subscribe(this.channel);
      const heard = this.heard;
      // Subscribed first, then read: a write after this read is announced on the channel.
      let version = await this.redis.get(this.versionKey);
      if (!version) {
        // First reader after a fresh (or emptied) Redis: create a version nobody has cached under.
        await this.redis.set(this.versionKey, newPublicCacheVersion(), 'NX');
        version = await this.redis.get(this.versionKey);
      }
      if (this.subscriber.status !== 'ready' || this.closed) return;
      if (this.heard === heard) this.knownVersion = version;
      this.invalidate();
      this.live = true;
      if (this.redisReported) this.logger.log('Public cache back in use (subscribed to invalidations)');
      this.redisReported = false;
    } catch (error) {
      this.down(error as Error);
      this.retrySubscribe();
    }
  }

  private retrySubscribe(): void {
    if (this.closed || this.retryTimer || this.subscriber.status !== 'ready') return;
    this.retryTimer = setTimeout(() => {
      this.retryTimer = null;
      if (!this.live && !this.closed && this.subscriber.status === 'ready') void this.subscribe();
    }, RESUBSCRIBE_RETRY_MS);
    this.retryTimer.unref();
  }

  private down(error?: Error): void {
    this.live = false;
    this.invalidate();
    if (this.closed || this.redisReported) return;
    this.redisReported = true;
    this.logger.warn(`Public cache bypassed until the invalidation channel is back${error ? `: ${error.message}` : ''}`);
  }

  private async checkVersion(): Promise<void> {
    if (!this.live) return;
    try {
      const heard = this.heard;
      const version = await this.redis.get(this.versionKey);
      if (this.heard !== heard) return;
      if (version !== this.knownVersion) {
        this.knownVersion = version;
        this.invalidate();
      }
    } catch {
      // The subscriber notices an outage on its own; a failed check proves nothing.
    }
  }

  onApplicationShutdown(): void {
    this.closed = true;
    this.live = false;
    if (this.checkTimer) clearInterval(this.checkTimer);
    if (this.retryTimer) clearTimeout(this.retryTimer);
    this.bumper?.stop();
    this.subscriber.disconnect();
    this.redis.disconnect();
  }
}
