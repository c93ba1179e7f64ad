import { randomBytes } from 'node:crypto';
import type { EntitySubscriberInterface, InsertEvent, QueryRunner, RemoveEvent, TransactionCommitEvent, TransactionRollbackEvent, UpdateEvent } from 'typeorm';
import { BlogPost } from '../entities/blog-post.entity';
import { PostRevision } from '../entities/post-revision.entity';

/**
 * The public read cache (gateway) is keyed by one version string in Redis. Every process that
 * writes blog posts (gateway replicas, workers) replaces it after each committed write and then
 * publishes the new version on `publicCacheChannel`; every gateway replica is subscribed (its own
 * connection) and drops its cached bytes on a message, so no read pays a Redis round trip. A
 * replica whose subscription is not live bypasses its cache, and clears it on every (re)subscribe;
 * it also compares the stored version now and then, as a safety net for a lost message. A random
 * value (not a counter) cannot repeat an old version after Redis loses its data.
 */
export function publicCacheVersionKey(prefix: string): string {
  return `${prefix}:public-cache:version`;
}

/** The pub/sub channel a new version is announced on (the message is the version). */
export function publicCacheChannel(prefix: string): string {
  return `${prefix}:public-cache:changed`;
}

export function newPublicCacheVersion(): string {
  return `${Date.now().toString(36)}-${randomBytes(6).toString('hex')}`;
}

/** The part of an ioredis client the bumper needs (the shared library does not depend on ioredis). */
export interface VersionStore {
  set(key: string, value: string): Promise<unknown>;
  publish(channel: string, message: string): Promise<unknown>;
  on(event: 'ready', listener: () => void): unknown;
}

export interface PublicCacheBumper {
  /**
   * Replaces the version; never throws. A failure is retried when Redis is back, and every
   * BUMP_RETRY_MS until it succeeds: a command that timed out on a connection that stayed up brings
   * no reconnect, and until the new version is stored and announced other replicas serve what they hold.
   */
  bump(): Promise<void>;
  /** No more retries (the process stops; its connection is closing). */
  stop(): void;
}

/** How soon a failed bump is tried again (see PublicCacheBumper). */
export const BUMP_RETRY_MS = 1000;

export function createPublicCacheBumper(
  store: VersionStore,
  prefix: string,
  onError: (error: Error) => void = () => undefined,
): PublicCacheBumper {
  const key = publicCacheVersionKey(prefix);
  const channel = publicCacheChannel(prefix);
  let pending = false;
  let retry: ReturnType<typeof setTimeout> | null = null;
  let stopped = false;
  const bump = async (): Promise<void> => {
    if (stopped) return;
    try {
      const version = newPublicCacheVersion();
      await store.set(key, version);
      await store.publish(channel, version);
      pending = false;
    } catch (error) {
      // Readers that cannot reach Redis bypass their cache, so nothing stale is served meanwhile;
      // the version must still change once Redis is back, for replicas that kept an old entry. One
      // report per failing streak: an outage does not log every retry.
      if (!pending) onError(error as Error);
      pending = true;
      if (stopped) return;
      retry ??= setTimeout(() => {
        retry = null;
        if (pending) void bump();
      }, BUMP_RETRY_MS);
      retry.unref?.();
    }
  };
  store.on('ready', () => {
    if (pending) void bump();
  });
  return {
    bump,
    stop: () => {
      stopped = true;
      if (retry) clearTimeout(retry);
      retry = null;
    },
  };
}

const WATCHED: unknown[] = [BlogPost, PostRevision];

/**
 * A TypeORM subscriber that bumps the public cache version after every committed insert, update or
 * delete of a blog post (or of a revision: every post change records one, including raw-SQL
 * restores). Inside a transaction it waits for the outermost COMMIT, so no reader can rebuild its
 * cache from data that is not visible yet; a rollback bumps nothing.
 */
export class PublicCacheInvalidator implements EntitySubscriberInterface {
  private readonly dirty = new WeakSet<QueryRunner>();

  constructor(private readonly bumper: Pick<PublicCacheBumper, 'bump'>) {}

  afterInsert(event: InsertEvent<unknown>): Promise<void> | void {
    return this.changed(event.queryRunner, event.metadata.target);
  }

  afterUpdate(event: UpdateEvent<unknown>): Promise<void> | void {
    return this.changed(event.queryRunner, event.metadata.target);
  }

  afterRemove(event: RemoveEvent<unknown>): Promise<void> | void {
    return this.changed(event.queryRunner, event.metadata.target);
  }

  afterTransactionCommit(event: TransactionCommitEvent): Promise<void> | void {
    if (event.queryRunner.isTransactionActive || !this.dirty.has(event.queryRunner)) return;
    this.dirty.delete(event.queryRunner);
    return this.bumper.bump();
  }

  afterTransactionRollback(event: TransactionRollbackEvent): void {
    if (!event.queryRunner.isTransactionActive) this.dirty.delete(event.queryRunner);
  }

  private changed(queryRunner: QueryRunner, target: unknown): Promise<void> | void {
    if (!WATCHED.includes(target)) return;
    if (queryRunner.isTransactionActive) this.dirty.add(queryRunner);
    else return this.bumper.bump();
  }
}
