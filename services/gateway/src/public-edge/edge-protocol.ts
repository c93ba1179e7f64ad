import { timingSafeEqual } from 'node:crypto';
import type { OutgoingHttpHeaders } from 'node:http';
import type { CachedBody } from '../cache/cached-json';
import type { ObservedSeries } from '../metrics/request-durations';

/**
 * What the public edge's thread (edge.thread.ts) and the gateway (public-edge.service.ts) tell each
 * other. The edge owns the public port: it answers the cached reads the gateway handed it and passes
 * every other request on to the gateway's own server, on a private loopback port.
 */

/** workerData of the edge's thread. */
export interface EdgeSettings {
  port: number;
  host: string;
  /** The gateway's own server, on 127.0.0.1. */
  upstreamPort: number;
  keepAliveTimeoutMs: number;
  /** Headers every cached answer carries (what helmet sets). */
  securityHeaders: OutgoingHttpHeaders;
  /** Sent with every request passed on, so the gateway serves no one else on its private port. */
  token: string;
  /** One Int32: the public cache's generation, bumped by the gateway each time it empties its cache. */
  generation: SharedArrayBuffer;
}

export type ToEdge =
  /** A cached body the gateway answered for `url`, current as of `generation`. */
  | { type: 'put'; url: string; route: string; cached: CachedBody; generation: number }
  /** Stop taking connections, let each finish, then say 'stopped'. */
  | { type: 'stop' };

export type FromEdge =
  | { type: 'listening' }
  | { type: 'failed'; message: string }
  /** The cached reads answered since the last report (the gateway's request-duration histogram). */
  | { type: 'requests'; observed: ObservedSeries[] }
  | { type: 'stopped' };

/** Copies kept at most (oldest out first): as many as the gateway's own cache keeps (PublicCache MAX_ENTRIES). */
export const MAX_COPIES = 1000;

/** How often the edge reports the cached reads it answered. */
export const REPORT_MS = 1000;

/** Carries the token and the client's socket address to the gateway; never accepted from a client. */
export const PEER_HEADER = 'x-edge-peer';

/** Hop-by-hop headers (RFC 9110 7.6.1) and Expect (the edge answers 100-continue itself): never passed on. */
export const HOP_BY_HOP = new Set(['connection', 'keep-alive', 'proxy-connection', 'te', 'trailer', 'transfer-encoding', 'upgrade', 'expect', PEER_HEADER]);

export interface Peer {
  address: string;
  port: number;
  family: string;
}

export function encodePeer(token: string, peer: Partial<Peer>): string {
  return `${token} ${peer.family ?? ''} ${peer.port ?? 0} ${peer.address ?? ''}`;
}

/** The client's address from the header, or null when it is missing or its token is not `token`. */
export function decodePeer(token: string, header: string | string[] | undefined): Peer | null {
  if (typeof header !== 'string') return null;
  const [given, family, port, address] = header.split(' ');
  if (address === undefined || given.length !== token.length || !timingSafeEqual(Buffer.from(given), Buffer.from(token))) return null;
  return { address, port: Number(port), family };
}
