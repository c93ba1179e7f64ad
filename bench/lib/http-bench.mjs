/**
 * Gateway vs a raw node:http server serving the very same bytes, side by side in one run, on
 * 127.0.0.1: max rate with autocannon (fixed connections, bounded duration), then p99 latency at a
 * fixed rate of 50% of the gateway's max, with autocannon and with our own paced open-loop sender.
 */
import autocannon from 'autocannon';
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { log, round } from './common.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));
const DURATION_S = Number(process.env.BENCH_DURATION_S ?? 8);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 32);
const RATE_CONNECTIONS = 16;
const PACED_CONNECTIONS = 64;
const PACED_WARM_UP_S = 2;
const REQUEST_HEADERS = { 'accept-encoding': 'gzip', accept: 'application/json, text/html' };
/**
 * The raw server replays every header the gateway sent (content type, ETag, caching, the security
 * headers…), so both send the same bytes; node:http writes these per response itself.
 */
const NODE_SETS = new Set(['date', 'connection', 'keep-alive', 'content-length', 'transfer-encoding']);

/** Raw bytes as the gateway sends them to a gzip-capable client (no decompression). */
function capture(url) {
  return new Promise((resolve, reject) => {
    http
      .get(url, { headers: REQUEST_HEADERS }, (response) => {
        const chunks = [];
        response.on('data', (chunk) => chunks.push(chunk));
        response.on('end', () => {
          const headers = {};
          for (const [name, value] of Object.entries(response.headers)) if (!NODE_SETS.has(name)) headers[name] = value;
          resolve({ status: response.statusCode, headers, body: Buffer.concat(chunks) });
        });
      })
      .on('error', reject);
  });
}

/** The raw server in its own process, serving `routes` ({path: {status, headers, body}}) by exact URL. */
export function startRawServer(routes) {
  const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'hf-raw-')), 'routes.json');
  fs.writeFileSync(file, JSON.stringify(Object.fromEntries(Object.entries(routes).map(([route, r]) => [route, { ...r, body: r.body.toString('base64') }]))));
  return startServerProcess('raw-server.mjs', [file]);
}

/** A bench server script of this folder in its own process, once it prints {"port"}: its URL, pid and stop. */
export async function startServerProcess(script, args = []) {
  const child = spawn(process.execPath, [path.join(here, script), ...args], { stdio: ['ignore', 'pipe', 'inherit'] });
  const port = await new Promise((resolve, reject) => {
    child.stdout.once('data', (chunk) => resolve(JSON.parse(chunk.toString()).port));
    child.once('exit', (code) => reject(new Error(`${script} exited ${code}`)));
  });
  return {
    baseUrl: `http://127.0.0.1:${port}`,
    pid: child.pid,
    stop: () => new Promise((resolve) => (child.exitCode !== null ? resolve() : (child.once('exit', resolve), child.kill('SIGTERM')))),
  };
}

function cannon(options) {
  return new Promise((resolve, reject) => {
    autocannon({ headers: REQUEST_HEADERS, ...options }, (error, result) => (error ? reject(error) : resolve(result)));
  });
}

/** The figures kept from an autocannon run. */
export function summary(result) {
  return {
    requests: result.requests.total,
    reqPerSec: round(result.requests.average, 0),
    latencyMs: { p50: result.latency.p50, p90: result.latency.p90, p99: result.latency.p99, max: result.latency.max },
    non2xx: result.non2xx,
    errors: result.errors,
    timeouts: result.timeouts,
    durationS: round(result.duration, 1),
  };
}

async function maxRate(url) {
  await cannon({ url, connections: CONNECTIONS, duration: 2 }); // warm-up (JIT, caches, connections)
  return summary(await cannon({ url, connections: CONNECTIONS, duration: DURATION_S }));
}

async function atRate(url, rate) {
  return summary(await cannon({ url, connections: RATE_CONNECTIONS, overallRate: rate, duration: DURATION_S }));
}

/**
 * p99 at a steady `rate` from an open-loop sender (bench/lib/paced-sender.mjs: undici, a bounded pool
 * of keep-alive connections, latency from each request's due time). It runs in its own process so
 * this one's event loop adds nothing. autocannon's overallRate, by contrast, lets each connection
 * send its per-second quota back to back at the top of every second and corrects latencies against
 * a 1 ms expected interval.
 */
export function paced(url, rate, { warmUpS = PACED_WARM_UP_S, durationS = DURATION_S, connections = PACED_CONNECTIONS } = {}) {
  const args = { url, rate, warmUpS, durationS, connections, headers: REQUEST_HEADERS };
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [path.join(here, 'paced-sender.mjs'), JSON.stringify(args)], { stdio: ['ignore', 'pipe', 'inherit'] });
    let out = '';
    child.stdout.on('data', (chunk) => (out += chunk));
    child.once('error', reject);
    child.once('exit', (code) => (code === 0 ? resolve(JSON.parse(out)) : reject(new Error(`paced sender exited ${code}`))));
  });
}

/**
 * targets: [{ name, path }] on the gateway. For each: max req/s of gateway and raw, their ratio,
 * then p99 of both at 50% of the gateway's max.
 */
export async function benchHttp(gatewayUrl, targets, goals) {
  const routes = {};
  for (const target of targets) {
    routes[target.path] = await capture(`${gatewayUrl}${target.path}`);
    if (routes[target.path].status !== 200) throw new Error(`${target.path} answered ${routes[target.path].status}`);
  }
  const raw = await startRawServer(routes);
  const rows = [];
  try {
    for (const target of targets) {
      const bytes = routes[target.path].body.length;
      log(`${target.name}: ${target.path} (${bytes} bytes, ${routes[target.path].headers['content-encoding'] ?? 'identity'})`);
      const gatewayMax = await maxRate(`${gatewayUrl}${target.path}`);
      const rawMax = await maxRate(`${raw.baseUrl}${target.path}`);
      const rate = Math.max(1, Math.round(gatewayMax.reqPerSec / 2));
      const gatewayHalf = await atRate(`${gatewayUrl}${target.path}`, rate);
      const rawHalf = await atRate(`${raw.baseUrl}${target.path}`, rate);
      const gatewayPaced = await paced(`${gatewayUrl}${target.path}`, rate);
      const rawPaced = await paced(`${raw.baseUrl}${target.path}`, rate);
      const ratio = round(gatewayMax.reqPerSec / rawMax.reqPerSec, 2);
      const row = {
        name: target.name,
        path: target.path,
        responseBytes: bytes,
        contentEncoding: routes[target.path].headers['content-encoding'] ?? 'identity',
        maxRate: { connections: CONNECTIONS, durationS: DURATION_S, gateway: gatewayMax, raw: rawMax },
        ratio,
        halfRate: { overallRate: rate, connections: RATE_CONNECTIONS, durationS: DURATION_S, gateway: gatewayHalf, raw: rawHalf },
        // rawPaced calibrates the sender: raw is a trivial server, so if its paced p99 misses the goal
        // the sender (or other work on the shared cores), not the server, set the tail at this rate.
        halfRatePaced: { rate, connections: PACED_CONNECTIONS, warmUpS: PACED_WARM_UP_S, durationS: DURATION_S, gateway: gatewayPaced, raw: rawPaced, senderLimited: rawPaced.latencyMs.p99 > goals.p99Ms },
        goals: {
          ratio: { target: goals.ratio, met: ratio >= goals.ratio },
          p99AtHalfRateMs: { target: goals.p99Ms, met: gatewayHalf.latencyMs.p99 <= goals.p99Ms },
          p99AtHalfRatePacedMs: { target: goals.p99Ms, met: gatewayPaced.latencyMs.p99 <= goals.p99Ms },
          noErrors: gatewayMax.errors + gatewayMax.non2xx + gatewayHalf.errors + gatewayHalf.non2xx + gatewayPaced.errors + gatewayPaced.non2xx === 0,
        },
      };
      log(`  gateway ${gatewayMax.reqPerSec} req/s, raw ${rawMax.reqPerSec} req/s, ratio ${ratio}; p99 at ${rate} req/s: autocannon gateway ${gatewayHalf.latencyMs.p99} ms, raw ${rawHalf.latencyMs.p99} ms; paced gateway ${gatewayPaced.latencyMs.p99} ms, raw ${rawPaced.latencyMs.p99} ms${row.halfRatePaced.senderLimited ? ' (raw misses the goal: sender-limited)' : ''}`);
      rows.push(row);
    }
  } finally {
    await raw.stop();
  }
  const require = createRequire(import.meta.url);
  return { method: { tool: `autocannon ${require('autocannon/package.json').version}`, pacedSender: `undici ${require('undici/package.json').version} Pool, ${PACED_CONNECTIONS} connections, own process`, requestHeaders: REQUEST_HEADERS, note: 'Raw server runs in its own process with the bytes captured from the gateway (body and every header but those node:http writes itself); load generator, gateway and raw server share the same cores.' }, rows };
}
