import { Logger } from '@nestjs/common';
import { isbot } from 'isbot';
import { analyticsDay } from '@app/contract';
import { matchPublicRoute, PAGES, PUBLIC_ROUTES } from '@app/site';
import type { AnalyticsConfig } from '../config/app-config';
import { isOwnOrigin } from '../security/request-guard.middleware';
import { beaconEffect, parseBeacon } from './beacon';
import { ClientRateLimiter } from './client-rate-limiter';
import type { CountedBatch } from './counted-batch';
import { clientHash, DailySalt, visitorHash } from './daily-salt';

const MAX_USER_AGENT = 512;
/** User agents whose isbot answer is remembered (then forgotten all at once: bounded memory). */
const BOT_ANSWERS_KEPT = 1000;
/** Clients whose beacons of the last minute are counted against their limit (least recently seen forgotten first). */
const CLIENTS_KEPT = 20_000;
const LIMIT_WINDOW_MS = 60_000;
const GLOBAL_KEY = 'all';

/** Why a beacon was not counted (tests and metrics read these). */
export type DropReason = 'too-big' | 'do-not-track' | 'bot' | 'foreign' | 'invalid' | 'unknown-path' | 'limited' | 'capped' | 'busy' | 'full' | 'failed' | 'nothing';

export type BeaconOutcome = 'counted' | DropReason;

/**
 * A received beacon as the request thread hands it to the beacon thread: its body, the client's address,
 * the headers the screen reads (null when absent), the origin it was sent to (see beaconTarget) and
 * when it came (epoch ms).
 */
export type ReceivedBeacon = [
  body: string,
  ip: string,
  userAgent: string | null,
  dnt: string | null,
  gpc: string | null,
  fetchSite: string | null,
  declaredOrigin: string | null,
  target: string | null,
  receivedAt: number,
];

/** The site beacons belong to: its public origin (PUBLIC_URL's), and its host without 'www.' (not a referrer). */
export interface BeaconSite {
  publicOrigin: string | null;
  ownHost: string;
}

/** What the public cache told when the beacons were handed over: whether it is live, and the published slugs. */
export interface PublishedState {
  live: boolean;
  slugs: ReadonlySet<string>;
}

/**
 * Judges received beacons and counts the good ones into the batch, on the beacon thread (see
 * beacon.thread): dropped under Do Not Track / Global Privacy Control, from a bot (isbot) or another
 * site, when it is not a known beacon (bounded size and values), names a path that is not a public page
 * or a published article, comes from a client past ANALYTICS_RATE_LIMIT a minute, or would take the
 * replica past ANALYTICS_GLOBAL_RATE_LIMIT counted a minute (all clients together). Nothing of it costs a
 * call to Redis but the day's salt: the limits are kept in memory (bounded in clients, see
 * ClientRateLimiter), per replica. Neither the address nor the user agent is kept: they only feed the
 * day's salted hashes (the visitor's, and the client's for the rate limit, forgotten after a minute).
 */
export class BeaconJudge {
  private readonly logger = new Logger('BeaconCollector');
  private readonly limiter: ClientRateLimiter;
  /** The replica's cap on beacons counted a minute, all clients together (one key). */
  private readonly globalLimit: ClientRateLimiter;
  private readonly bots = new Map<string, boolean>();
  private failing = false;

  constructor(
    config: Pick<AnalyticsConfig, 'rateLimitPerMinute' | 'globalRateLimitPerMinute'>,
    private readonly site: BeaconSite,
    private readonly salt: DailySalt,
    private readonly batch: CountedBatch,
  ) {
    this.limiter = new ClientRateLimiter(config.rateLimitPerMinute, LIMIT_WINDOW_MS, CLIENTS_KEPT);
    this.globalLimit = new ClientRateLimiter(config.globalRateLimitPerMinute, LIMIT_WINDOW_MS, 1);
  }

  /**
   * A beacon's outcome, counted into the batch if good; never throws. The cheap refusals come first
   * (headers), then the client's limit, so a flood from one client past its limit is dropped from memory
   * before its body is even parsed; junk counts against the limit like anything else.
   */
  async judge(beacon: ReceivedBeacon, published: PublishedState): Promise<BeaconOutcome> {
    const reason = this.screen(beacon);
    if (reason) return reason;
    try {
      const outcome = await this.count(beacon, published);
      if (outcome === 'counted' && this.failing) {
        this.failing = false;
        this.logger.log('Beacons are counted again');
      }
      return outcome;
    } catch (error) {
      if (!this.failing) this.logger.warn(`Could not count a beacon: ${(error as Error).message}`);
      this.failing = true;
      return 'failed';
    }
  }

  private screen([, , userAgent, dnt, gpc, fetchSite, declared, target]: ReceivedBeacon): DropReason | null {
    if (dnt === '1' || gpc === '1') return 'do-not-track';
    if (!userAgent || userAgent.length > MAX_USER_AGENT) return 'bot';
    if (fetchSite !== null && fetchSite !== 'same-origin') return 'foreign';
    if (declared !== null && !isOwnOrigin(declared, target, this.site.publicOrigin)) return 'foreign';
    return null;
  }

  private async count([body, ip, userAgent, , , , , , receivedAt]: ReceivedBeacon, published: PublishedState): Promise<BeaconOutcome> {
    const now = new Date(receivedAt);
    const salt = await this.salt.forDay(now);
    if (!this.limiter.take(clientHash(salt, ip))) return 'limited';
    if (this.isBot(userAgent ?? '')) return 'bot';
    const beacon = parseBeacon(body);
    if (!beacon) return 'invalid';
    const path = knownPath(beacon.p, published);
    if (!path) return 'unknown-path';
    const effect = beaconEffect(beacon, this.site.ownHost);
    if (!effect.view && Object.keys(effect.counters).length === 0) return 'nothing';
    if (!this.globalLimit.take(GLOBAL_KEY)) return 'capped';
    const visitor = effect.view ? visitorHash(salt, ip, userAgent ?? '') : null;
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
}

/**
 * The canonical path of a page the site renders: a static public page, or a published article (by the
 * published slugs the public cache held when the beacon came); null for anything else, so no key is
 * ever made for a path nobody could have read.
 */
export function knownPath(pathname: string, published: PublishedState): string | null {
  const route = matchPublicRoute(pathname);
  if (route.kind === 'page') return PAGES[route.key].path;
  if (route.kind !== 'article' || !PUBLIC_ROUTES.article.isValidSlug(route.slug)) return null;
  // Without the cache (Redis down) nothing can be counted anyway: no database read for a beacon.
  if (!published.live) return null;
  return published.slugs.has(route.slug) ? `/blog/${route.slug}` : null;
}
