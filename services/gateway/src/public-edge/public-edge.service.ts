import { Inject, Injectable, Logger } from '@nestjs/common';
import { randomBytes } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import type { IncomingMessage, OutgoingHttpHeaders, Server, ServerResponse } from 'node:http';
import { Worker } from 'node:worker_threads';
import type { CachedBody } from '../cache/cached-json';
import { PublicCache } from '../cache/public-cache.service';
import { APP_CONFIG, AppConfig } from '../config/app-config';
import { MetricsService } from '../metrics/metrics.service';
import { workerOptions } from '../threads/render-thread';
import { decodePeer, EdgeSettings, FromEdge, MAX_COPIES, PEER_HEADER, ToEdge } from './edge-protocol';

/**
 * The gateway's side of the public edge (edge.thread.ts), the thread that owns the public port once
 * `start` ran (main.ts; a test's app without it serves as before):
 * - each cached 200 the fast path answers for a URL without a query string is handed to the edge
 *   (`mirror`), which answers that URL itself from then on;
 * - emptying the public cache bumps the shared generation in the same step, so the edge drops its
 *   copies before any later answer of this thread can reach a client;
 * - requests the edge passes on carry the client's address (`peer`: the first request handler), so
 *   express, the login throttle, the work budget and the logs see the client, not the edge;
 * - the edge's cached reads are added to the request-duration histogram.
 */
@Injectable()
export class PublicEdge {
  private readonly logger = new Logger(PublicEdge.name);
  private readonly generation = new Int32Array(new SharedArrayBuffer(4));
  private readonly token = randomBytes(24).toString('base64url');
  /** What the edge was sent since the cache was last emptied, so a URL's copy is sent once. */
  private readonly sent = new Map<string, CachedBody>();
  private readonly module = require.resolve('./edge.thread');
  private worker: Worker | null = null;
  private securityHeaders: OutgoingHttpHeaders = {};
  private stopping: Promise<void> | null = null;

  constructor(
    cache: PublicCache,
    private readonly metrics: MetricsService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {
    cache.onInvalidate(() => {
      Atomics.add(this.generation, 0, 1);
      this.sent.clear();
    });
  }

  /** The headers the fast path's cached answers carry (createApp captures them from helmet). */
  useSecurityHeaders(headers: OutgoingHttpHeaders): void {
    this.securityHeaders = headers;
  }

  /** Whether the edge owns the public port (between `start` and `stop`). */
  get running(): boolean {
    return this.worker !== null && this.stopping === null;
  }

  /**
   * The first request handler of the gateway's server (installFastPath). Before `start` it takes
   * nothing. After, every request comes from the edge: its client's address is put on the socket for
   * the request, and one without the edge's token (someone else on this host) is refused.
   */
  readonly peer = (request: IncomingMessage, response: ServerResponse): boolean => {
    if (this.worker === null) return false;
    const peer = decodePeer(this.token, request.headers[PEER_HEADER]);
    if (!peer) {
      const body = JSON.stringify({ statusCode: 403, message: 'This port serves the public edge only.' });
      response.writeHead(403, { 'content-type': 'application/json; charset=utf-8', 'content-length': Buffer.byteLength(body), connection: 'close' });
      response.end(body);
      return true;
    }
    delete request.headers[PEER_HEADER];
    const raw = request.rawHeaders;
    for (let index = raw.length - 2; index >= 0; index -= 2) if (raw[index].toLowerCase() === PEER_HEADER) raw.splice(index, 2);
    // The edge's connections are reused for one client after another, one request at a time: the
    // request being served is the one whose client the socket names.
    const socket = request.socket;
    Object.defineProperty(socket, 'remoteAddress', { value: peer.address, configurable: true, writable: true });
    Object.defineProperty(socket, 'remotePort', { value: peer.port, configurable: true, writable: true });
    Object.defineProperty(socket, 'remoteFamily', { value: peer.family, configurable: true, writable: true });
    return false;
  };

  /** Hands the edge a cached body the fast path just answered for `url` (see createPublicFastPath). */
  readonly mirror = (url: string, route: string, cached: CachedBody): void => {
    if (!this.running || this.sent.get(url) === cached) return;
    if (this.sent.size >= MAX_COPIES) this.sent.clear();
    this.sent.set(url, cached);
    this.post({ type: 'put', url, route, cached, generation: Atomics.load(this.generation, 0) });
  };

  /**
   * Starts the edge on the configured port and host, in front of `server` (listening on 127.0.0.1).
   * Resolves once the edge listens; rejects with its error (the port taken) otherwise.
   */
  async start(server: Server): Promise<void> {
    if (this.worker) throw new Error('The public edge is already running');
    const address = server.address() as AddressInfo | null;
    if (!address || typeof address !== 'object') throw new Error('The gateway must listen before the public edge starts');
    const settings: EdgeSettings = {
      port: this.config.port,
      host: this.config.host,
      upstreamPort: address.port,
      keepAliveTimeoutMs: this.config.keepAliveTimeoutMs,
      securityHeaders: this.securityHeaders,
      token: this.token,
      generation: this.generation.buffer as SharedArrayBuffer,
    };
    const worker = new Worker(this.module, { workerData: settings, ...workerOptions(this.module) });
    const listening = new Promise<void>((resolve, reject) => {
      worker.on('message', (message: FromEdge) => {
        if (message.type === 'listening') resolve();
        else if (message.type === 'failed') reject(new Error(`The public edge could not listen on ${settings.host}:${settings.port}: ${message.message}`));
        else if (message.type === 'requests') this.metrics.mergeRequests(message.observed);
      });
      worker.on('error', reject);
      worker.once('exit', (code) => reject(new Error(`The public edge stopped on start (exit ${code})`)));
    });
    try {
      await listening;
    } catch (error) {
      await worker.terminate();
      throw error;
    }
    this.worker = worker;
    worker.on('error', (error) => this.logger.error(`The public edge failed: ${error.stack ?? error.message}`));
    worker.once('exit', (code) => {
      if (this.stopping) return;
      // Nothing answers the public port any more: stop, so the process is restarted whole.
      this.logger.error(`The public edge stopped (exit ${code}); the gateway stops too`);
      process.exit(1);
    });
  }

  /** Stops taking connections and resolves once every connection to the edge is closed (each answer sent). */
  stop(): Promise<void> {
    const worker = this.worker;
    if (!worker) return Promise.resolve();
    this.stopping ??= new Promise<void>((resolve) => {
      worker.on('message', (message: FromEdge) => {
        if (message.type === 'stopped') void worker.terminate().then(() => resolve());
      });
      worker.once('exit', () => resolve());
      this.post({ type: 'stop' });
    });
    return this.stopping;
  }

  private post(message: ToEdge): void {
    this.worker?.postMessage(message);
  }
}
