/**
 * Issue 30: what a cached public read costs the server in CPU, the gateway against a raw node:http
 * server sending the same bytes (body and every header the gateway sent, captured from it per route
 * and encoding; node:http adds Date, Connection, Keep-Alive and Content-Length for both). CPU is each
 * server process's own time (user + system, every thread) from /proc/<pid>/stat before and after each
 * round's load, divided by the requests it answered, so unlike req/s it barely moves when the load
 * generator or other work takes the cores. Rounds alternate which server goes first.
 *
 * The load comes from wrk (Debian's package, C, one thread) when it is installed, else from autocannon.
 * autocannon spends several times the servers' CPU per request in the same 2 cores, so the servers wait
 * on it between requests (4,400-6,700 req/s on the HTML rows): every request then costs a wake-up, and
 * the system time of those wake-ups swings from round to round in either process (14-25 µs seen). wrk
 * keeps both servers busy (35,000-70,000 req/s), so what is measured is the request itself.
 */
import autocannon from 'autocannon';
import { execFileSync, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import { startRawServer } from './http-bench.mjs';
import { log, round } from './common.mjs';

const REQUESTS = Number(process.env.BENCH_CPU_REQUESTS ?? 40_000);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 32);
const ROUNDS = Number(process.env.BENCH_CPU_ROUNDS ?? 7);
/** With wrk: each server is loaded this long per round (at least 100,000 requests on this machine). */
const WRK_SECONDS = Number(process.env.BENCH_CPU_SECONDS ?? 3);
const HAS_WRK = spawnSync('wrk', ['--version']).error === undefined;
const WARM_UP_REQUESTS = 4_000;
/** Before any round, every row once on both servers (with wrk, 2 s each): see benchCpu. */
const SETTLE_REQUESTS = 25_000;
/** Issue 30: a cached read costs at most 1.15× raw's CPU (raw/gateway ≥ 0.87). */
const RATIO_GOAL = 0.87;
const ENCODINGS = ['gzip', 'identity'];
const NODE_SETS = new Set(['date', 'connection', 'keep-alive', 'content-length', 'transfer-encoding']);
/** Linux's USER_HZ: /proc/<pid>/stat counts in 1/100 s on every architecture Node runs on here. */
const CLOCK_TICKS = 100;

/** User and system CPU seconds of a process so far, all threads (fields 14 and 15 of /proc/<pid>/stat). */
export function processCpuTimes(pid) {
  const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return { user: Number(fields[11]) / CLOCK_TICKS, system: Number(fields[12]) / CLOCK_TICKS };
}

export function processCpuSeconds(pid) {
  const { user, system } = processCpuTimes(pid);
  return user + system;
}

function requestHeaders(encoding) {
  return { 'accept-encoding': encoding, accept: 'application/json, text/html' };
}

/** Status, every header but node:http's own, and the body as the gateway sent it for `encoding`. */
async function capture(url, encoding) {
  const { request } = await import('node:http');
  return new Promise((resolve, reject) => {
    request(url, { headers: requestHeaders(encoding) }, (response) => {
      const chunks = [];
      response.on('data', (chunk) => chunks.push(chunk));
      response.on('end', () => {
        const headers = {};
        for (const [name, value] of Object.entries(response.headers)) if (!NODE_SETS.has(name)) headers[name] = value;
        resolve({ status: response.statusCode, headers, body: Buffer.concat(chunks) });
      });
    })
      .on('error', reject)
      .end();
  });
}

/** wrk for `seconds`, one thread: the requests answered and the failures, as autocannon reports them. */
function wrk(url, encoding, seconds) {
  const args = ['-t1', `-c${CONNECTIONS}`, `-d${seconds}s`, ...Object.entries(requestHeaders(encoding)).flatMap(([name, value]) => ['-H', `${name}: ${value}`]), url];
  const out = execFileSync('wrk', args, { encoding: 'utf8' });
  const count = (pattern) => Number(pattern.exec(out)?.[1] ?? 0);
  const socket = /Socket errors: connect (\d+), read (\d+), write (\d+), timeout (\d+)/.exec(out)?.slice(1).map(Number) ?? [0, 0, 0, 0];
  return { requests: { total: count(/(\d+) requests in/) }, non2xx: count(/Non-2xx or 3xx responses: (\d+)/), errors: socket[0] + socket[1] + socket[2], timeouts: socket[3] };
}

/** `amount` requests (autocannon), or the wrk run of the same share of a round (`amount` / REQUESTS of WRK_SECONDS). */
function fire(url, encoding, amount) {
  if (HAS_WRK) return Promise.resolve(wrk(url, encoding, Math.max(1, Math.round((WRK_SECONDS * amount) / REQUESTS))));
  return new Promise((resolve, reject) => {
    autocannon({ url, connections: CONNECTIONS, amount, headers: requestHeaders(encoding) }, (error, result) => (error ? reject(error) : resolve(result)));
  });
}

/** CPU µs per request of `pid` over a round's requests, with the run's own figures. */
async function cpuPerRequest(pid, url, encoding) {
  const before = processCpuTimes(pid);
  const started = process.hrtime.bigint();
  const result = await fire(url, encoding, REQUESTS);
  const seconds = Number(process.hrtime.bigint() - started) / 1e9;
  const after = processCpuTimes(pid);
  const bad = result.non2xx + result.errors + result.timeouts;
  if (bad) throw new Error(`${url}: ${bad} failed requests`);
  const count = result.requests.total;
  const perRequest = (cpuSeconds) => round((cpuSeconds * 1e6) / count, 1);
  const user = after.user - before.user;
  const system = after.system - before.system;
  return { microseconds: perRequest(user + system), userMicroseconds: perRequest(user), systemMicroseconds: perRequest(system), requests: count, cpuSeconds: round(user + system, 2), reqPerSec: round(count / seconds, 0) };
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

/** targets: [{ name, path }] on the gateway, whose process id is `gatewayPid`. */
export async function benchCpu(gatewayUrl, gatewayPid, targets) {
  const rows = [];
  const raws = {};
  const captured = {};
  for (const encoding of ENCODINGS) {
    const routes = {};
    for (const target of targets) {
      // The first read fills the cache the normal way; the one captured is answered as every later one.
      await capture(`${gatewayUrl}${target.path}`, encoding);
      const entry = await capture(`${gatewayUrl}${target.path}`, encoding);
      if (entry.status !== 200) throw new Error(`${target.path} answered ${entry.status}`);
      if ((entry.headers['content-encoding'] ?? 'identity') !== encoding) throw new Error(`${target.path} came ${entry.headers['content-encoding'] ?? 'identity'} when asked for ${encoding}`);
      routes[target.path] = entry;
      captured[`${encoding} ${target.path}`] = entry;
    }
    raws[encoding] = await startRawServer(routes);
  }
  // What the gateway spends with no request at all (timers, metrics, Redis checks): part of its figure.
  const idleBefore = processCpuSeconds(gatewayPid);
  await new Promise((resolve) => setTimeout(resolve, 3000));
  const idleCpuPercent = round(((processCpuSeconds(gatewayPid) - idleBefore) / 3) * 100, 2);
  try {
    // A gateway just started still compiles its hot code and sizes its heap under its first seconds of
    // load: in the first rounds of the first rows it cost up to 1.5 µs more user and 5 µs more system
    // time a request than later. What is measured is a read's steady cost, so every row runs once first.
    for (const target of targets) {
      for (const encoding of ENCODINGS) {
        await fire(`${gatewayUrl}${target.path}`, encoding, SETTLE_REQUESTS);
        await fire(`${raws[encoding].baseUrl}${target.path}`, encoding, SETTLE_REQUESTS);
      }
    }
    for (const target of targets) {
      for (const encoding of ENCODINGS) {
        const raw = raws[encoding];
        const entry = captured[`${encoding} ${target.path}`];
        log(`cpu: ${target.name} ${target.path} (${entry.body.length} bytes, ${encoding})`);
        await fire(`${gatewayUrl}${target.path}`, encoding, WARM_UP_REQUESTS);
        await fire(`${raw.baseUrl}${target.path}`, encoding, WARM_UP_REQUESTS);
        const rounds = [];
        for (let index = 0; index < ROUNDS; index += 1) {
          const order = index % 2 === 0 ? ['gateway', 'raw'] : ['raw', 'gateway'];
          const figures = {};
          for (const server of order) {
            figures[server] = server === 'gateway' ? await cpuPerRequest(gatewayPid, `${gatewayUrl}${target.path}`, encoding) : await cpuPerRequest(raw.pid, `${raw.baseUrl}${target.path}`, encoding);
          }
          rounds.push({ gateway: figures.gateway, raw: figures.raw, ratio: round(figures.raw.microseconds / figures.gateway.microseconds, 2) });
        }
        const gatewayUs = median(rounds.map((r) => r.gateway.microseconds));
        const rawUs = median(rounds.map((r) => r.raw.microseconds));
        const ratio = round(rawUs / gatewayUs, 2);
        log(`  gateway ${gatewayUs} µs/request, raw ${rawUs} µs/request: raw/gateway ${ratio} (rounds ${rounds.map((r) => r.ratio).join(', ')})`);
        rows.push({ name: target.name, path: target.path, encoding, responseBytes: entry.body.length, headers: Object.keys(entry.headers).length, gatewayMicroseconds: gatewayUs, rawMicroseconds: rawUs, ratio, rounds, goal: { target: RATIO_GOAL, met: ratio >= RATIO_GOAL } });
      }
    }
  } finally {
    for (const raw of Object.values(raws)) await raw.stop();
  }
  const require = createRequire(import.meta.url);
  return {
    method: {
      tool: HAS_WRK ? `${spawnSync('wrk', ['--version'], { encoding: 'utf8' }).stdout.split('\n')[0].split(' Copyright')[0].trim()}, 1 thread` : `autocannon ${require('autocannon/package.json').version} (wrk not installed)`,
      ...(HAS_WRK ? { secondsPerRound: WRK_SECONDS } : { requests: REQUESTS }),
      connections: CONNECTIONS,
      rounds: ROUNDS,
      settleRequests: SETTLE_REQUESTS,
      warmUpRequests: WARM_UP_REQUESTS,
      note: 'CPU seconds of each server process (user + system, all threads, /proc/<pid>/stat) over the requests of each round (wrk: a fixed time; autocannon: a fixed count); the median of the rounds per server. Raw: a bare node:http server in its own process replaying the bytes and headers captured from the gateway for that route and encoding. The gateway figure includes whatever it does meanwhile with no request (idleCpuPercent).',
    },
    idleCpuPercent,
    rows,
  };
}
