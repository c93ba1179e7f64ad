// First, in this thread too (each thread has its own heap and object shapes): see the module.
import '../public-fast-path/steady-next-tick';
import { Agent, createServer, IncomingMessage, OutgoingHttpHeaders, request as forwardRequest, ServerResponse } from 'node:http';
import { performance } from 'node:perf_hooks';
import { pipeline } from 'node:stream';
import { parentPort, workerData } from 'node:worker_threads';
import { createCachedAnswer } from '../cache/cached-answer';
import type { CachedBody } from '../cache/cached-json';
import { RequestDurations } from '../metrics/request-durations';
import { EdgeSettings, encodePeer, FromEdge, HOP_BY_HOP, MAX_COPIES, PEER_HEADER, REPORT_MS, ToEdge } from './edge-protocol';

/**
 * The public edge (issue 30): the thread that owns the public port. It answers the cached reads the
 * gateway handed it (the same bytes and headers the fast path sends) and passes everything else on to
 * the gateway's own server, on a private loopback port, with the client's address (edge-protocol.ts).
 *
 * Why a thread: in the gateway's own thread, node's HTTP and stream code also serves express, its
 * middleware, Redis, Postgres and zlib, and V8 then optimizes it for all of those shapes of objects
 * at once (its inline caches go megamorphic): a cached read cost about 1.5 µs more CPU there than in a
 * process of its own. This thread runs nothing else. It also keeps cached reads flowing while the
 * gateway's thread is busy (a render, an export, a long garbage collection).
 *
 * A copy is served only while it is current: the gateway bumps a shared generation counter (Atomics)
 * in the same synchronous step that empties its cache, before it answers the write that caused it,
 * and this thread compares it on every read.
 */
const settings = workerData as EdgeSettings;
const port = parentPort!;
const generation = new Int32Array(settings.generation);
let seen = Atomics.load(generation, 0);
const copies = new Map<string, { route: string; cached: CachedBody }>();
const answer = createCachedAnswer(settings.securityHeaders);
const durations = new RequestDurations('');
/** LIFO: the connection used last is used next, so idle ones time out instead of being kept warm. */
const upstream = new Agent({ keepAlive: true, scheduling: 'lifo' });
const DRAIN_INTERVAL_MS = 100;

const send = (message: FromEdge): void => port.postMessage(message);

/** The copy for `url` if the gateway's cache has not been emptied since it was made. */
function current(url: string): { route: string; cached: CachedBody } | undefined {
  const now = Atomics.load(generation, 0);
  if (now !== seen) {
    copies.clear();
    seen = now;
  }
  return copies.get(url);
}

/** A Buffer again (a structured clone arrives as a Uint8Array). */
const bytes = (view: Uint8Array): Buffer => Buffer.from(view.buffer, view.byteOffset, view.byteLength);

function keep(message: Extract<ToEdge, { type: 'put' }>): void {
  current(message.url);
  if (message.generation !== seen) return;
  const { cached } = message;
  copies.set(message.url, { route: message.route, cached: { ...cached, body: bytes(cached.body), gzip: cached.gzip ? bytes(cached.gzip) : null } });
  if (copies.size > MAX_COPIES) copies.delete(copies.keys().next().value!);
}

function unavailable(response: ServerResponse): void {
  if (response.headersSent) {
    response.destroy();
    return;
  }
  const body = JSON.stringify({ statusCode: 502, message: 'The site is not answering right now. Try again in a moment.' });
  response.writeHead(502, { 'content-type': 'application/json; charset=utf-8', 'content-length': Buffer.byteLength(body) });
  response.end(body);
}

/** Passes the request on to the gateway's server as it came (less hop-by-hop headers) and its answer back. */
function forward(request: IncomingMessage, response: ServerResponse): void {
  const headers: OutgoingHttpHeaders = {};
  for (const name in request.headers) if (!HOP_BY_HOP.has(name)) headers[name] = request.headers[name];
  const socket = request.socket;
  headers[PEER_HEADER] = encodePeer(settings.token, { address: socket.remoteAddress, port: socket.remotePort, family: socket.remoteFamily });
  const outgoing = forwardRequest(
    { host: '127.0.0.1', port: settings.upstreamPort, method: request.method, path: request.url, headers, agent: upstream, setHost: false },
    (incoming) => {
      const raw = incoming.rawHeaders;
      const kept: string[] = [];
      for (let index = 0; index < raw.length; index += 2) if (!HOP_BY_HOP.has(raw[index].toLowerCase())) kept.push(raw[index], raw[index + 1]);
      response.writeHead(incoming.statusCode!, incoming.statusMessage, kept);
      pipeline(incoming, response, () => undefined);
    },
  );
  outgoing.on('error', () => {
    // The gateway closed or never answered: the client's body goes nowhere, and its answer says why.
    request.unpipe(outgoing);
    request.resume();
    unavailable(response);
  });
  // A client gone before its answer ends: the gateway stops working on it too.
  response.on('close', () => {
    if (!response.writableFinished) outgoing.destroy();
  });
  request.pipe(outgoing);
}

const server = createServer((request, response) => {
  const method = request.method;
  if (method === 'GET' || method === 'HEAD') {
    const copy = current(request.url!);
    if (copy) {
      const start = performance.now();
      const status = answer(request, response, copy.cached);
      durations.observe(method, copy.route, status, (performance.now() - start) / 1e3);
      return;
    }
  }
  forward(request, response);
});
server.keepAliveTimeout = settings.keepAliveTimeoutMs;

const report = (): void => {
  const observed = durations.take();
  if (observed.length) send({ type: 'requests', observed });
};
setInterval(report, REPORT_MS).unref();

function stop(): void {
  // Connections idle now close at once, busy ones as soon as their answer is out (see KeepAliveService).
  const drain = setInterval(() => server.closeIdleConnections(), DRAIN_INTERVAL_MS);
  server.close(() => {
    clearInterval(drain);
    upstream.destroy();
    report();
    send({ type: 'stopped' });
  });
  server.closeIdleConnections();
}

port.on('message', (message: ToEdge) => {
  if (message.type === 'put') keep(message);
  else if (message.type === 'stop') stop();
});
server.once('error', (error) => send({ type: 'failed', message: error.message }));
server.listen(settings.port, settings.host, () => send({ type: 'listening' }));
