import { Inject, Injectable, Logger, OnApplicationShutdown, OnModuleInit } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { createPublicCacheBumper, newPublicCacheVersion, PublicCacheInvalidator, publicCacheVersionKey } from '@app/shared';
import Redis from 'ioredis';
import { DataSource } from 'typeorm';
import { APP_CONFIG, AppConfig } from '../config/app-config';

export const PUBLIC_CACHE_REDIS = Symbol('PUBLIC_CACHE_REDIS');

/** Entries kept per replica; the oldest goes first (slugs are attacker-chosen, so memory is bounded). */
export const MAX_ENTRIES = 1000;

interface Entry {
  version: string;
  value: Promise<unknown>;
}

/**
 * The public read cache of one gateway replica, valid across replicas: every entry is tagged with
 * the version string it was built under, and every read first fetches the current version from
 * Redis (one GET, auto-pipelined with concurrent requests). Writers replace the version after
 * their transaction commits (PublicCacheInvalidator, registered here and in the worker), so a
 * request that starts after a publish, edit, delete or approval anywhere sees the new data.
 *
 * With Redis unreachable the cache is bypassed (reads go to Postgres) and emptied, so nothing
 * built before an outage is trusted after it.
 */
@Injectable()
export class PublicCache implements OnModuleInit, OnApplicationShutdown {
  private readonly logger = new Logger(PublicCache.name);
  private readonly entries = new Map<string, Entry>();
  private readonly versionKey: string;
  private redisReported = false;

  constructor(
    @Inject(PUBLIC_CACHE_REDIS) private readonly redis: Redis,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @InjectDataSource() private readonly dataSource: DataSource,
  ) {
    this.versionKey = publicCacheVersionKey(config.queuePrefix);
  }

  onModuleInit(): void {
    const bumper = createPublicCacheBumper(this.redis, this.config.queuePrefix, (error) =>
      this.logger.warn(`Could not invalidate the public cache (will retry when Redis is back): ${error.message}`),
    );
    this.dataSource.subscribers.push(new PublicCacheInvalidator(bumper));
  }

  /** The cached value of `key` for the current version, built (once, shared by concurrent callers) when missing. */
  async get<T>(key: string, build: () => Promise<T>): Promise<T> {
    const version = await this.currentVersion();
    if (version === null) return build();
    const entry = this.entries.get(key);
    if (entry?.version === version) return entry.value as Promise<T>;
    // Built under the version read before the query: a write committing meanwhile changes the
    // version, so the next read rebuilds instead of trusting this entry.
    const value = build();
    this.entries.delete(key);
    if (this.entries.size >= MAX_ENTRIES) this.entries.delete(this.entries.keys().next().value!);
    this.entries.set(key, { version, value });
    value.catch(() => {
      if (this.entries.get(key)?.value === value) this.entries.delete(key);
    });
    return value;
  }

  /** Number of entries (for metrics and tests). */
  get size(): number {
    return this.entries.size;
  }

  private async currentVersion(): Promise<string | null> {
    try {
      const version = await this.redis.get(this.versionKey);
      if (version) return this.redisBack(version);
      // First reader after a fresh (or emptied) Redis: create a version nobody has cached under.
      await this.redis.set(this.versionKey, newPublicCacheVersion(), 'NX');
      return this.redisBack(await this.redis.get(this.versionKey));
    } catch (error) {
      this.entries.clear();
      if (!this.redisReported) this.logger.warn(`Public cache bypassed, Redis unreachable: ${(error as Error).message}`);
      this.redisReported = true;
      return null;
    }
  }

  private redisBack(version: string | null): string | null {
    this.redisReported = false;
    return version;
  }

  onApplicationShutdown(): void {
    this.redis.disconnect();
  }
}
