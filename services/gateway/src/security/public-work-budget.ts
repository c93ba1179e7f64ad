import { Inject, Injectable } from '@nestjs/common';
import type { IncomingMessage, OutgoingHttpHeaders, ServerResponse } from 'node:http';
import ipaddr from 'ipaddr.js';
import { LRUCache } from 'lru-cache';
import proxyAddr from 'proxy-addr';
import { waitText } from '../common/wait-text';
import { APP_CONFIG, AppConfig } from '../config/app-config';
import { compileTrustProxy } from '../config/trust-proxy';

/**
 * Paths outside the budget: the studio and its API (behind the admin session, with their own limits),
 * sign-in (its own throttle), monitoring, and files (the build's assets, uploaded media).
 */
const OUTSIDE = /^\/(api\/(admin|ai|docs|health)|admin\/queues|metrics|media|assets)(\/|$)/i;

interface Bucket {
  tokens: number;
  /** performance.now() when `tokens` was last brought up to date. */
  at: number;
}

/**
 * A per-client budget for public work no cache answers (issue 25): a 404 (any unknown path, page or
 * API), a search or filter page, a feed rebuilt. Each costs the gateway's one event loop 50–500 µs of
 * CPU (a rendered 404 page, a query), so one client sending them as fast as it can (48 connections,
 * thousands a second) fills the loop and every reader's cached page waits behind them. A client whose
 * bucket is empty gets 429 with `Retry-After`, decided from memory before anything is rendered or
 * queried. Cached reads (pages, articles, lists and feeds from pre-built bytes) and files are never
 * counted nor refused.
 *
 * A token bucket per client: `ratePerSecond` tokens a second up to `burst`; a 404 is known only once
 * it is answered, so work is charged when it is done and a client is refused once its bucket is empty
 * (requests already in flight may take it below zero, down to -burst: a debt it waits off). Buckets
 * live in a fixed-size LRU (lru-cache): a flood of addresses forgets the least recently seen clients
 * instead of growing memory; a forgotten client starts again with a full bucket.
 * rate-limiter-flexible's memory limiter keeps every key (and a timer each) until its window ends, so
 * it could not give that bound.
 */
@Injectable()
export class PublicWorkBudget {
  private readonly buckets: LRUCache<string, Bucket>;
  private readonly trust: (address: string, hop: number) => boolean;
  private readonly perMs: number;
  private readonly burst: number;
  /** Requests refused since boot (metrics, the flood benchmark). */
  refused = 0;

  constructor(@Inject(APP_CONFIG) config: AppConfig) {
    const { ratePerSecond, burst, clients } = config.publicWorkBudget;
    this.buckets = new LRUCache<string, Bucket>({ max: clients });
    this.trust = compileTrustProxy(config.trustProxy);
    this.perMs = ratePerSecond / 1000;
    this.burst = burst;
  }

  /** Whether a path's uncached answers count against the client (public pages, the public API, feeds). */
  covers(pathname: string): boolean {
    return !OUTSIDE.test(pathname);
  }

  /**
   * The client a request counts against: its address as Express reads it (TRUST_PROXY), an IPv6
   * client's /64 (one subscriber's network, which it can pick addresses from at will).
   */
  clientOf(request: IncomingMessage): string {
    const address = proxyAddr(request, this.trust);
    if (!address.includes(':')) return address;
    if (!ipaddr.isValid(address)) return address;
    const parsed = ipaddr.process(address);
    if (parsed.kind() === 'ipv4') return parsed.toString();
    return `${(parsed as ipaddr.IPv6).parts
      .slice(0, 4)
      .map((part) => part.toString(16))
      .join(':')}::/64`;
  }

  /** Milliseconds before the client may have uncached work done again; 0 when it may now. */
  waitMs(client: string, now = performance.now()): number {
    const bucket = this.buckets.get(client);
    if (!bucket) return 0;
    const tokens = this.refilled(bucket, now);
    return tokens >= 1 ? 0 : Math.ceil((1 - tokens) / this.perMs);
  }

  /** Counts one piece of uncached work done for the client. */
  charge(client: string, now = performance.now()): void {
    const bucket = this.buckets.get(client);
    if (!bucket) {
      this.buckets.set(client, { tokens: this.burst - 1, at: now });
      return;
    }
    bucket.tokens = Math.max(-this.burst, this.refilled(bucket, now) - 1);
    bucket.at = now;
  }

  /** Clients with a bucket right now (never more than PUBLIC_WORK_CLIENTS). */
  get clients(): number {
    return this.buckets.size;
  }

  /** The 429 for a client past its budget: a few headers and a one-line JSON body, nothing rendered. */
  refuse(request: IncomingMessage, response: ServerResponse, waitMs: number, securityHeaders: OutgoingHttpHeaders): void {
    this.refused += 1;
    const seconds = Math.max(1, Math.ceil(waitMs / 1000));
    const body = JSON.stringify({
      statusCode: 429,
      message: `Too many requests for pages that are not cached from this address. Try again in ${waitText(seconds)}.`,
    });
    response.writeHead(429, {
      ...securityHeaders,
      'content-type': 'application/json; charset=utf-8',
      'cache-control': 'no-store',
      'retry-after': String(seconds),
      'content-length': Buffer.byteLength(body),
    });
    response.end(request.method === 'HEAD' ? undefined : body);
  }

  private refilled(bucket: Bucket, now: number): number {
    return Math.min(this.burst, bucket.tokens + (now - bucket.at) * this.perMs);
  }
}
