import { Inject, Injectable, Logger } from '@nestjs/common';
import type { IncomingMessage, OutgoingHttpHeaders, ServerResponse } from 'node:http';
import { isbot } from 'isbot';
import proxyAddr from 'proxy-addr';
import { analyticsDay } from '@app/contract';
import { matchPublicRoute, PAGES, PUBLIC_ROUTES } from '@app/site';
import { PublicPosts } from '../blog/public-posts.service';
import { acceptsGzip } from '../cache/cached-json';
import { PublicCache } from '../cache/public-cache.service';
import { APP_CONFIG, AppConfig } from '../config/app-config';
import { compileTrustProxy } from '../config/trust-proxy';
import { isOwnOrigin, publicOriginOf } from '../security/request-guard.middleware';
import { BeaconBatch } from './beacon-batch';
import { BEACON_MAX_BYTES, beaconEffect, parseBeacon } from './beacon';
import { BEACON_PATH, BEACON_SCRIPT_BODY, BEACON_SCRIPT_PATH } from './beacon-script';
import { ClientRateLimiter } from './client-rate-limiter';
import { clientHash, DailySalt, visitorHash } from './daily-salt';

/** Beacons being counted at once per replica; past it new ones are dropped (Redis slow or a flood). */
const MAX_IN_FLIGHT = 500;
const MAX_USER_AGENT = 512;
/** User agents whose isbot answer is remembered (then forgotten all at once: bounded memory). */
const BOT_ANSWERS_KEPT = 1000;
/** Clients whose beacons of the last minute are counted against their limit (least recently seen forgotten first). */
const CLIENTS_KEPT = 20_000;
const LIMIT_WINDOW_MS = 60_000;
const GLOBAL_KEY = 'all';

/** Why a beacon was not counted (tests and metrics read these). */
export type DropReason = 'too-big' | 'do-not-track' | 'bot' | 'foreign' | 'invalid' | 'unknown-path' | 'limited' | 'capped' | 'busy' | 'full' | 'failed' | 'nothing';

export type FastPathHandler = (request: IncomingMessage, response: ServerResponse, next: () => void) => void;

/**
 * The beacon endpoint and the script's file, answered in front of express (with the public fast path):
 * POST /api/beacon always answers 204 at once, whatever it carries, and the beacon is then judged and
 * counted on its own: dropped under Do Not Track / Global Privacy Control, from a bot (isbot) or another
 * site, when it is not a known beacon (bounded size and values), names a path that is not a public page
 * or a published article, comes from a client past ANALYTICS_RATE_LIMIT a minute, or would take the replica
 * past ANALYTICS_GLOBAL_RATE_LIMIT counted a minute (all clients together); else it is counted
 * into the replica's batch (BeaconBatch), which sends it to the Redis buffer with the others of the
 * moment in one call. Nothing of it costs a call to Redis: the limit is kept in memory (bounded in clients,
 * see ClientRateLimiter), per replica. Neither the address nor the user agent is kept: they only feed the
 * day's salted hashes (the visitor's, and the client's for the rate limit, forgotten after a minute).
 */
@Injectable()
export class BeaconCollector {
  private readonly logger = new Logger(BeaconCollector.name);
  private readonly limiter: ClientRateLimiter;
  /** The replica's cap on beacons counted a minute, all clients together (one key). */
  private readonly globalLimit: ClientRateLimiter;
  private readonly trust: (address: string, hop: number) => boolean;
  private readonly publicOrigin: string | null;
  private readonly ownHost: string;
  private inFlight = 0;
  /** Beacons answered and waiting to be judged (at most one event-loop turn). */
  private deferred = 0;
  private readonly bots = new Map<string, boolean>();
  private failing = false;
  /** Counted and dropped beacons since boot, by outcome. */
  readonly outcomes = new Map<'counted' | DropReason, number>();

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly posts: PublicPosts,
    private readonly cache: PublicCache,
    private readonly salt: DailySalt,
    private readonly batch: BeaconBatch,
  ) {
    this.limiter = new ClientRateLimiter(config.analytics.rateLimitPerMinute, LIMIT_WINDOW_MS, CLIENTS_KEPT);
    this.globalLimit = new ClientRateLimiter(config.analytics.globalRateLimitPerMinute, LIMIT_WINDOW_MS, 1);
    this.trust = compileTrustProxy(config.trustProxy);
    this.publicOrigin = publicOriginOf(config);
    this.ownHost = new URL(config.publicUrl).hostname.replace(/^www\./, '');
  }

  /** The handler the HTTP server runs first; anything not ours goes on to `next`. */
  handler(securityHeaders: OutgoingHttpHeaders): FastPathHandler {
    const scriptHeaders = {
      ...securityHeaders,
      'content-type': 'text/javascript; charset=utf-8',
      'cache-control': 'public, max-age=31536000, immutable',
      etag: BEACON_SCRIPT_BODY.etag,
      vary: 'Accept-Encoding',
    };
    const noContent = { ...securityHeaders, 'cache-control': 'no-store' };
    return (request, response, next) => {
      const url = request.url;
      if (url === BEACON_PATH && request.method === 'POST') return this.receive(request, response, noContent);
      if (url === BEACON_SCRIPT_PATH && (request.method === 'GET' || request.method === 'HEAD')) {
        const gzip = acceptsGzip(request.headers['accept-encoding']);
        const body = gzip ? BEACON_SCRIPT_BODY.gzip : BEACON_SCRIPT_BODY.body;
        response.writeHead(200, { ...scriptHeaders, 'content-length': body.length, ...(gzip ? { 'content-encoding': 'gzip' } : {}) });
        response.end(request.method === 'HEAD' ? undefined : body);
        return;
      }
      next();
    };
  }

  private receive(request: IncomingMessage, response: ServerResponse, headers: OutgoingHttpHeaders): void {
    const answer = () => {
      if (!response.headersSent) response.writeHead(204, headers).end();
    };
    const declared = Number(request.headers['content-length']);
    if (declared > BEACON_MAX_BYTES) {
      answer();
      request.resume();
      return this.drop('too-big');
    }
    const chunks: Buffer[] = [];
    let size = 0;
    request.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size <= BEACON_MAX_BYTES) chunks.push(chunk);
    });
    request.on('error', answer);
    request.on('end', () => {
      answer();
      if (size > BEACON_MAX_BYTES) return this.drop('too-big');
      const body = Buffer.concat(chunks).toString('utf8');
      // Judged once the I/O already waiting is handled: a page read that came with a burst of beacons
      // waits for their answers only, not for their judging too (about a fifth of a beacon's cost).
      this.deferred += 1;
      setImmediate(() => {
        this.deferred -= 1;
        this.consider(request, body);
      });
    });
  }

  /**
   * Judges a received beacon and counts it, or drops it; never throws. The cheap refusals come first
   * (headers), then the client's limit, so a flood from one client past its limit is dropped from memory
   * before its body is even parsed; junk counts against the limit like anything else.
   */
  consider(request: IncomingMessage, body: string, now = new Date()): void {
    const reason = this.screen(request);
    if (reason) return this.drop(reason);
    if (this.inFlight >= MAX_IN_FLIGHT) return this.drop('busy');
    const ip = proxyAddr(request, this.trust);
    this.inFlight += 1;
    this.count(body, ip, request.headers['user-agent'] ?? '', now)
      .then((outcome) => this.tally(outcome))
      .catch((error: unknown) => {
        if (!this.failing) this.logger.warn(`Could not count a beacon: ${(error as Error).message}`);
        this.failing = true;
        this.tally('failed');
      })
      .finally(() => {
        this.inFlight -= 1;
      });
  }

  /** Beacons received and not yet judged or counted, for tests that wait until every one is. */
  get pending(): number {
    return this.inFlight + this.deferred;
  }

  private screen(request: IncomingMessage): DropReason | null {
    const headers = request.headers;
    if (headers.dnt === '1' || headers['sec-gpc'] === '1') return 'do-not-track';
    const userAgent = headers['user-agent'];
    if (!userAgent || userAgent.length > MAX_USER_AGENT) return 'bot';
    const fetchSite = headers['sec-fetch-site'];
    if (fetchSite !== undefined && fetchSite !== 'same-origin') return 'foreign';
    const declared = headers.origin ?? headers.referer;
    if (declared !== undefined && !isOwnOrigin(declared, beaconTarget(request), this.publicOrigin)) return 'foreign';
    return null;
  }

  private async count(body: string, ip: string, userAgent: string, now: Date): Promise<'counted' | DropReason> {
    const salt = await this.salt.forDay(now);
    if (!this.limiter.take(clientHash(salt, ip))) return 'limited';
    if (this.isBot(userAgent)) return 'bot';
    const beacon = parseBeacon(body);
    if (!beacon) return 'invalid';
    const path = await this.knownPath(beacon.p);
    if (!path) return 'unknown-path';
    const effect = beaconEffect(beacon, this.ownHost);
    if (!effect.view && Object.keys(effect.counters).length === 0) return 'nothing';
    if (!this.globalLimit.take(GLOBAL_KEY)) return 'capped';
    const visitor = effect.view ? visitorHash(salt, ip, userAgent) : null;
    return this.batch.add({ day: analyticsDay(now), path, effect, visitor }) ? 'counted' : 'full';
  }

  /** isbot's answer, remembered per user agent (visitors share a handful; the list is a large pattern). */
  private isBot(userAgent: string): boolean {
    let known = this.bots.get(userAgent);
    if (known === undefined) {
      if (this.bots.size >= BOT_ANSWERS_KEPT) this.bots.clear();
      known = isbot(userAgent);
      this.bots.set(userAgent, known);
    }
    return known;
  }

  /**
   * The canonical path of a page the site renders: a static public page, or a published article (by the
   * published slugs the public cache holds); null for anything else, so no key is ever made for
   * a path nobody could have read.
   */
  async knownPath(pathname: string): Promise<string | null> {
    const route = matchPublicRoute(pathname);
    if (route.kind === 'page') return PAGES[route.key].path;
    if (route.kind !== 'article' || !PUBLIC_ROUTES.article.isValidSlug(route.slug)) return null;
    // Without the cache (Redis down) nothing can be counted anyway: no database read for a beacon.
    if (!this.cache.isLive) return null;
    // The published slugs (not the whole list, which takes seconds to build at 100,000 posts).
    return (await this.posts.mayExist(route.slug)) ? `/blog/${route.slug}` : null;
  }

  private drop(reason: DropReason): void {
    this.tally(reason);
  }

  private tally(outcome: 'counted' | DropReason): void {
    if (outcome === 'counted' && this.failing) {
      this.failing = false;
      this.logger.log('Beacons are counted again');
    }
    this.outcomes.set(outcome, (this.outcomes.get(outcome) ?? 0) + 1);
  }
}

/**
 * The origin a beacon was sent to. It runs before express, so the scheme is the socket's, or the first
 * X-Forwarded-Proto: a beacon only adds to counts, so a claimed scheme costs nothing but a dropped one.
 */
function beaconTarget(request: IncomingMessage): string | null {
  const host = request.headers.host;
  if (!host) return null;
  const forwarded = request.headers['x-forwarded-proto'];
  const scheme = (Array.isArray(forwarded) ? forwarded[0] : forwarded)?.split(',')[0].trim() || ((request.socket as { encrypted?: boolean }).encrypted ? 'https' : 'http');
  try {
    return new URL(`${scheme}://${host}`).origin;
  } catch {
    return null;
  }
}
