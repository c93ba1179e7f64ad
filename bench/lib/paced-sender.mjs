#!/usr/bin/env node
/**
 * Open-loop load at a steady rate, in its own process so the harness's event loop adds no delay:
 *   node paced-sender.mjs '{"url":…,"rate":…,"warmUpS":…,"durationS":…,"connections":…,"headers":{…}}'
 * prints one JSON result on stdout.
 *
 * Request i is due at start + i/rate and is handed to the client then, whatever the earlier ones are
 * doing; its latency counts from that due time, so a stall (server, or this sender falling behind)
 * shows in the tail instead of being hidden (coordinated omission). undici's Pool with a fixed number
 * of keep-alive connections costs far less per request than node:http (which, above ~4k req/s on a
 * shared core, made this sender the bottleneck). When every connection is busy a due request waits
 * in the pool's queue: that wait counts in its latency, and `waitedForConnection` says how often.
 * The first `warmUpS` seconds of the same schedule are sent but not counted in the latencies (errors
 * and non-2xx still are): a cold sender (JIT, lazily loaded undici code) can fall a few hundred ms
 * behind in its first second and, open-loop, needs about another second to catch up, whatever the
 * server. `sendLagMs` is how late the sender itself handed requests over (timer granularity + its
 * own load): if that is large, the sender, not the server, made the tail.
 */
import { performance } from 'node:perf_hooks';
import { Pool } from 'undici';

const { url, rate, warmUpS, durationS, connections, headers } = JSON.parse(process.argv[2]);
const target = new URL(url);
const pool = new Pool(target.origin, { connections, pipelining: 1, headersTimeout: 10_000, bodyTimeout: 10_000 });
const options = { path: `${target.pathname}${target.search}`, method: 'GET', headers };
const warmUp = Math.round(rate * warmUpS); // requests 0 … warmUp-1 are not counted
const total = warmUp + Math.round(rate * durationS);
const latencies = new Float64Array(total - warmUp);
const lags = new Float64Array(total - warmUp);
let done = 0;
let inFlight = 0;
let waitedForConnection = 0;
let non2xx = 0;
let errors = 0;

// Open every connection before the clock starts: connection setup is not what is measured here.
await Promise.all(Array.from({ length: connections }, () => pool.request(options).then(({ body }) => body.dump())));

let finish;
const finished = new Promise((resolve) => (finish = resolve));
function send(i, due) {
  if (inFlight >= connections && i >= warmUp) waitedForConnection += 1;
  inFlight += 1;
  // dispatch() with a bare handler: no promise or body stream per request, the cheapest undici path.
  pool.dispatch(options, {
    onRequestStart() {},
    onResponseStart(controller, statusCode) {
      if (statusCode < 200 || statusCode > 299) non2xx += 1;
    },
    onResponseData() {},
    onResponseEnd() {
      complete(i, due);
    },
    onResponseError() {
      errors += 1;
      complete(i, due);
    },
  });
}
function complete(i, due) {
  if (i >= warmUp) latencies[i - warmUp] = performance.now() - due;
  inFlight -= 1;
  done += 1;
  if (done === total) finish();
}

const start = performance.now() + 20;
let next = 0;
let cpuBefore;
// One timer tick hands over every request due by then (at 6k req/s that is ~6 per millisecond);
// sleeping between ticks keeps the sender off the CPU the servers need.
function tick() {
  const now = performance.now();
  while (next < total && start + (next * 1000) / rate <= now) {
    const due = start + (next * 1000) / rate;
    if (next === warmUp) cpuBefore = process.cpuUsage();
    if (next >= warmUp) lags[next - warmUp] = now - due;
    send(next, due);
    next += 1;
  }
  if (next < total) setTimeout(tick, Math.max(0, start + (next * 1000) / rate - performance.now()));
}
tick();
await finished;
const wallMs = performance.now() - (start + warmUpS * 1000);
const cpu = process.cpuUsage(cpuBefore);
await pool.close();

const percentile = (values, p) => values[Math.min(values.length - 1, Math.ceil((p / 100) * values.length) - 1)];
const round = (value) => Math.round(value * 10) / 10;
latencies.sort();
lags.sort();
const counted = latencies.length;
process.stdout.write(
  `${JSON.stringify({
    requests: counted,
    rate,
    connections,
    warmUpS,
    latencyMs: { p50: round(percentile(latencies, 50)), p90: round(percentile(latencies, 90)), p99: round(percentile(latencies, 99)), max: round(latencies[counted - 1]) },
    non2xx,
    errors,
    waitedForConnection,
    sendLagMs: { p99: round(percentile(lags, 99)), max: round(lags[counted - 1]) },
    // Share of one core the sender used while sending (user + system).
    senderCpuPercent: Math.round(((cpu.user + cpu.system) / 1000 / wallMs) * 100),
    durationS: round(wallMs / 1000),
  })}\n`,
);
