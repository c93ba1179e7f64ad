import { Inject, Injectable, OnApplicationShutdown } from '@nestjs/common';
import type { IncomingMessage, OutgoingHttpHeaders, ServerResponse } from 'node:http';
import proxyAddr from 'proxy-addr';
import { acceptsGzip } from '../cache/cached-json';
import { APP_CONFIG, AppConfig } from '../config/app-config';
import { compileTrustProxy } from '../config/trust-proxy';
import type { FastPathHandler } from '../public-fast-path/public-fast-path';
import { BEACON_MAX_BYTES } from './beacon';
import type { BeaconOutcome } from './beacon-judge';
import { BEACON_PATH, BEACON_SCRIPT_BODY, BEACON_SCRIPT_PATH } from './beacon-script';
import { BeaconPacer } from './beacon-pacer';
import { BeaconThread } from './beacon-thread';

export type { DropReason } from './beacon-judge';

/**
 * The beacon endpoint and the script's file, answered in front of express (with the public fast path):
 * POST /api/beacon always answers 204 at once, whatever it carries. The request thread only reads the
 * body (bounded), answers, and hands the body, the client's address and the few headers the screen
 * reads to the beacon thread (BeaconThread), where the beacon is judged and counted (see BeaconJudge):
 * a flood of beacons costs the pages read meanwhile little more than its HTTP. A burst of them is spread
 * over time (BeaconPacer, ANALYTICS_PACE a second): the connection that sent one past the pace waits a
 * few milliseconds before its next is read, so page reads are not held up behind a whole burst.
 */
@Injectable()
export class BeaconCollector implements OnApplicationShutdown {
  private readonly trust: (address: string, hop: number) => boolean;
  private readonly pacer: BeaconPacer;

  constructor(
    @Inject(APP_CONFIG) config: AppConfig,
    private readonly thread: BeaconThread,
  ) {
    this.trust = compileTrustProxy(config.trustProxy);
    this.pacer = new BeaconPacer(config.analytics.pacePerSecond);
  }

  /** Counted and dropped beacons since boot, by outcome. */
  get outcomes(): ReadonlyMap<BeaconOutcome, number> {
    return this.thread.outcomes;
  }

  /** Beacons received and not yet judged or counted, for tests that wait until every one is. */
  get pending(): number {
    return this.thread.pending;
  }

  onApplicationShutdown(): void {
    this.pacer.stop();
  }

  /** The handler the HTTP server runs first: true when the request was ours (see installFastPath). */
  handler(securityHeaders: OutgoingHttpHeaders): FastPathHandler {
    const scriptHeaders = {
      ...securityHeaders,
      'content-type': 'text/javascript; charset=utf-8',
      'cache-control': 'public, max-age=31536000, immutable',
      etag: BEACON_SCRIPT_BODY.etag,
      vary: 'Accept-Encoding',
    };
    // The 204 has no body for a browser to render, frame or sniff, so the page security headers (about
    // 900 bytes, each validated and written per response) would only cost the request thread: about 3 us
    // a beacon, and the flooded read's p99 5.0-5.5 -> 3.7-4.3 ms in 3 A/B pairs (issue 31). The pages that
    // send beacons carry them, HSTS included.
    const noContent = { 'cache-control': 'no-store' };
    return (request, response) => {
      const url = request.url;
      if (url === BEACON_PATH && request.method === 'POST') {
        this.receive(request, response, noContent);
        return true;
      }
      if (url === BEACON_SCRIPT_PATH && (request.method === 'GET' || request.method === 'HEAD')) {
        const gzip = acceptsGzip(request.headers['accept-encoding']);
        const body = gzip ? BEACON_SCRIPT_BODY.gzip : BEACON_SCRIPT_BODY.body;
        response.writeHead(200, { ...scriptHeaders, 'content-length': body.length, ...(gzip ? { 'content-encoding': 'gzip' } : {}) });
        response.end(request.method === 'HEAD' ? undefined : body);
        return true;
      }
      return false;
    };
  }

  private receive(request: IncomingMessage, response: ServerResponse, headers: OutgoingHttpHeaders): void {
    const answer = () => {
      if (response.headersSent) return;
      response.writeHead(204, headers).end();
      this.pacer.answered(request.socket);
    };
    const declared = Number(request.headers['content-length']);
    if (declared > BEACON_MAX_BYTES) {
      answer();
      request.resume();
      return this.thread.tally('too-big', 1);
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
      if (size > BEACON_MAX_BYTES) return this.thread.tally('too-big', 1);
      const headers = request.headers;
      this.thread.add([
        Buffer.concat(chunks).toString('utf8'),
        proxyAddr(request, this.trust),
        text(headers['user-agent']),
        text(headers.dnt),
        text(headers['sec-gpc']),
        text(headers['sec-fetch-site']),
        text(headers.origin ?? headers.referer),
        beaconTarget(request),
        Date.now(),
      ]);
    });
  }
}

function text(value: string | string[] | undefined): string | null {
  return value === undefined ? null : String(value);
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
