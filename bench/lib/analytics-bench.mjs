/**
 * Reading analytics (issue 31). A cached article's read latency (server-rendered HTML, paced open-loop
 * sender in its own process) alone, then while wrk (beacon-flood.lua; autocannon without wrk) floods POST /api/beacon at BEACON_RATE/s for
 * FLOOD_S seconds, twice: from one client (the per-client limit drops nearly all of it from memory), and
 * from a new client address per beacon (X-Forwarded-For; the bench product trusts loopback as its proxy),
 * where every beacon is judged and counted into Redis: the worst case. Goal: the flooded read's p99 at most
 * 1.5x the quiet p99. Every condition is run in each of BENCH_ANALYTICS_ROUNDS rounds (3) in turn, and
 * each figure is the median round's (the quiet p99 alone swings 1.3-3.3 ms between runs here). The control: the same many-clients flood sent to a bare node:http server in its own
 * process (sink-server.mjs) while the gateway is read, so the run shows what the flood costs a read on
 * this machine without ever reaching the gateway (load generators and server sharing the cores). Also: what the flood left in Redis and Postgres (bounded), the views counted, and
 * Lighthouse on public pages with and without the script, in the same run (the script's request blocked).
 */
import autocannon from 'autocannon';
import { execFile, spawnSync } from 'node:child_process';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import Redis from 'ioredis';
import pg from 'pg';
import { adminCookie, log, round, sleep } from './common.mjs';
import { lighthouseRun } from './frontend-bench.mjs';
import { paced, startServerProcess } from './http-bench.mjs';

const BEACON_RATE = Number(process.env.BENCH_BEACON_RATE ?? 5000);
const FLOOD_S = Number(process.env.BENCH_BEACON_FLOOD_S ?? 20);
const READ_RATE = Number(process.env.BENCH_ANALYTICS_READ_RATE ?? 200);
const READ_CONNECTIONS = 16;
const FLOOD_CONNECTIONS = 64;
const WARM_UP_S = 2;
const LEAD_S = 1;
const LIGHTHOUSE_RUNS = Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 3);
const RATIO_TARGET = 1.5;
const ROUNDS = Number(process.env.BENCH_ANALYTICS_ROUNDS ?? 3);
/** The product's flush interval (ANALYTICS_FLUSH_INTERVAL_MS, 60 s) and some. */
const FLUSH_WAIT_MS = 75_000;
const BROWSER = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0.0.0 Safari/537.36';

const HAS_WRK = spawnSync('wrk', ['--version']).error === undefined;
const FLOOD_SCRIPT = fileURLToPath(new URL('./beacon-flood.lua', import.meta.url));

/** wrk's latency figure ("812.00us", "1.20ms", "2.00s") in ms. */
function wrkMs(out, pattern) {
  const found = new RegExp(`${pattern.source}\\s*([\\d.]+)(us|ms|s|m)\\b`).exec(out);
  if (!found) throw new Error(`no ${pattern.source} in wrk's output:\n${out}`);
  return round(Number(found[1]) * { us: 0.001, ms: 1, s: 1000, m: 60_000 }[found[2]], 2);
}

/**
 * The flood from wrk (C, one thread: beacon-flood.lua), in the shape autocannon's result takes below.
 * autocannon spends about 40 µs of CPU a beacon in the same 2 cores the gateway has, and its
 * overallRate sends each connection's share of a second back to back; wrk spends a few µs a beacon and
 * spreads them over each millisecond, as many separate visitors would.
 */
function wrkFlood(baseUrl, slug, durationS, manyClients) {
  const args = ['-t1', `-c${FLOOD_CONNECTIONS}`, `-d${durationS}s`, '--latency', '-s', FLOOD_SCRIPT, baseUrl, '--', String(BEACON_RATE), `/blog/${slug}`, manyClients ? '1' : '0', BROWSER];
  return new Promise((resolve, reject) => {
    execFile('wrk', args, { encoding: 'utf8' }, (error, out) => {
      if (error) return reject(error);
      const count = (pattern) => Number(pattern.exec(out)?.[1] ?? 0);
      const total = count(/(\d+) requests in/);
      const non2xx = count(/Non-2xx or 3xx responses: (\d+)/);
      const socket = /Socket errors: connect (\d+), read (\d+), write (\d+), timeout (\d+)/.exec(out)?.slice(1).map(Number) ?? [0, 0, 0, 0];
      resolve({
        requests: { total, average: total / durationS },
        latency: { p50: wrkMs(out, /50%/), p99: wrkMs(out, /99%/), max: wrkMs(out, /Latency\s+\S+\s+\S+/) },
        // wrk counts answers outside 2xx and 3xx, not each status: 204 is the only 2xx the endpoint sends.
        statusCodeStats: { ...(total - non2xx ? { 204: { count: total - non2xx } } : {}), ...(non2xx ? { 'not 2xx/3xx': { count: non2xx } } : {}) },
        errors: socket[0] + socket[1] + socket[2],
        timeouts: socket[3],
      });
    });
  });
}

function flood(baseUrl, slug, durationS, manyClients) {
  if (HAS_WRK) return wrkFlood(baseUrl, slug, durationS, manyClients);
  let next = 0;
  const request = {
    method: 'POST',
    path: '/api/beacon',
    setupRequest: (req) => {
      next += 1;
      // A view of the article with a fresh referrer each time: the top-values cap is what bounds them.
      const body = JSON.stringify({ k: 'v', p: `/blog/${slug}`, r: `flood-${next}.test` });
      const headers = { ...req.headers, 'content-type': 'text/plain;charset=UTF-8', 'user-agent': BROWSER };
      if (manyClients) headers['x-forwarded-for'] = `10.${(next >> 16) & 255}.${(next >> 8) & 255}.${next & 255}`;
      return { ...req, headers, body };
    },
  };
  return new Promise((resolve, reject) => {
    autocannon(
      { url: baseUrl, connections: FLOOD_CONNECTIONS, overallRate: BEACON_RATE, duration: durationS, requests: [request] },
      (error, result) => (error ? reject(error) : resolve(result)),
    );
  });
}

/** The read of `readUrl` while the flood goes to `floodUrl` (the gateway, or the control's bare server). */
async function floodedRead(floodUrl, slug, readUrl, manyClients) {
  const flooding = flood(floodUrl, slug, LEAD_S + WARM_UP_S + FLOOD_S + LEAD_S, manyClients);
  await sleep(LEAD_S * 1000);
  const read = await paced(readUrl, READ_RATE, { warmUpS: WARM_UP_S, durationS: FLOOD_S, connections: READ_CONNECTIONS });
  const result = await flooding;
  const beacons = {
    sent: result.requests.total,
    reqPerSec: round(result.requests.average, 0),
    latencyMs: { p50: result.latency.p50, p99: result.latency.p99, max: result.latency.max },
    statusCodes: Object.fromEntries(Object.entries(result.statusCodeStats ?? {}).map(([code, stats]) => [code, stats.count])),
    errors: result.errors,
    timeouts: result.timeouts,
  };
  return { read, beacons };
}

async function storeSizes(product, redis) {
  const client = new pg.Client({ connectionString: product.databaseUrl });
  await client.connect();
  try {
    const { rows } = await client.query(
      `SELECT (SELECT count(*) FROM analytics_pages)::int AS pages, (SELECT count(*) FROM analytics_sources)::int AS sources, (SELECT count(*) FROM analytics_site)::int AS site`,
    );
    const keys = (await redis.keys('analytics:*')).length;
    const memory = Number(/used_memory:(\d+)/.exec(await redis.info('memory'))?.[1] ?? NaN);
    return { postgresRows: rows[0], redisKeys: keys, redisUsedMemoryMb: round(memory / 1024 / 1024, 2) };
  } finally {
    await client.end();
  }
}

async function lighthouseWithAndWithout(baseUrl, paths) {
  const rows = [];
  for (const path of paths) {
    const scores = { with: [], without: [] };
    const tbt = { with: [], without: [] };
    // Interleaved, so drift in the machine's load falls on both alike.
    for (let run = 0; run < LIGHTHOUSE_RUNS; run += 1) {
      for (const variant of ['with', 'without']) {
        const extra = variant === 'without' ? ['--blocked-url-patterns=*/beacon-*'] : [];
        const report = await lighthouseRun(`${baseUrl}${path}`, `${variant}-${run}`, 'performance', extra);
        scores[variant].push(Math.round(report.categories.performance.score * 100));
        tbt[variant].push(round(report.audits['total-blocking-time']?.numericValue ?? NaN, 0));
        log(`  lighthouse ${path} ${variant} the script, run ${run + 1}: ${scores[variant].at(-1)}`);
      }
    }
    const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
    rows.push({
      path,
      withScript: { scores: scores.with, median: median(scores.with), tbtMs: tbt.with },
      withoutScript: { scores: scores.without, median: median(scores.without), tbtMs: tbt.without },
      unchanged: median(scores.with) >= median(scores.without) - 1,
    });
  }
  return rows;
}

/** The gateway's beacons since boot by outcome (analytics_beacons_total on /metrics). */
async function beaconOutcomes(baseUrl) {
  const text = await (await fetch(`${baseUrl}/metrics`)).text();
  const outcomes = {};
  for (const [, outcome, count] of text.matchAll(/^analytics_beacons_total\{outcome="([^"]+)"[^}]*\} (\d+)$/gm)) outcomes[outcome] = Number(count);
  return outcomes;
}

/** Of a condition's rounds, the one whose read had the median p99, with every round's p99 beside it. */
function medianRound(rounds, readOf) {
  const sorted = [...rounds].sort((a, b) => readOf(a).latencyMs.p99 - readOf(b).latencyMs.p99);
  return { ...sorted[Math.floor(sorted.length / 2)], p99Rounds: rounds.map((run) => readOf(run).latencyMs.p99) };
}

const outcomeDelta = (before, after) => Object.fromEntries(Object.entries(after).map(([outcome, count]) => [outcome, count - (before[outcome] ?? 0)]).filter(([, count]) => count > 0));

export async function benchAnalytics(product, slug) {
  const baseUrl = product.baseUrl;
  const readPath = `/blog/${slug}`;
  const readUrl = `${baseUrl}${readPath}`;
  const check = await fetch(readUrl);
  if (check.status !== 200) throw new Error(`${readPath} answered ${check.status}`);
  const html = await check.text();
  if (!/\/beacon-[0-9a-f]+\.js/.test(html)) throw new Error('the article page carries no analytics script: is ANALYTICS on?');
  const redis = new Redis(product.redisUrl);
  try {
    const before = await storeSizes(product, redis);

    // Rounds of every condition in turn: the read's p99 alone swings from run to run on this machine (1.3 to
    // 3.3 ms seen), so each figure is the median of its rounds, each taken beside the others.
    const runs = { quiet: [], control: [], oneClient: [], manyClients: [] };
    const cookie = await adminCookie(baseUrl);
    const viewsAtStart = await articleViews(baseUrl, cookie, slug);
    const outcomesAtStart = await beaconOutcomes(baseUrl);
    let viewsSent = 0;
    const outcomes = {};
    for (let index = 1; index <= ROUNDS; index += 1) {
      log(`analytics: round ${index} of ${ROUNDS}: ${readPath} at ${READ_RATE} req/s alone, ${FLOOD_S} s`);
      const quiet = await paced(readUrl, READ_RATE, { warmUpS: WARM_UP_S, durationS: FLOOD_S, connections: READ_CONNECTIONS });
      runs.quiet.push(quiet);
      log(`  alone: p50 ${quiet.latencyMs.p50} ms, p99 ${quiet.latencyMs.p99} ms`);

      log(`analytics: the same read while ${BEACON_RATE} beacons/s from many clients go to a bare 204 server in its own process (the control)`);
      const sink = await startServerProcess('sink-server.mjs');
      try {
        runs.control.push(await floodedRead(sink.baseUrl, slug, readUrl, true));
      } finally {
        await sink.stop();
      }
      log(`  control: p99 ${runs.control.at(-1).read.latencyMs.p99} ms; beacons ${runs.control.at(-1).beacons.reqPerSec}/s`);

      log(`analytics: the same read while ${BEACON_RATE} beacons/s come from one client`);
      const oneClient = await floodedRead(baseUrl, slug, readUrl, false);
      runs.oneClient.push(oneClient);
      log(`  flooded: p99 ${oneClient.read.latencyMs.p99} ms; beacons ${oneClient.beacons.reqPerSec}/s, statuses ${JSON.stringify(oneClient.beacons.statusCodes)}`);

      log(`analytics: the same read while ${BEACON_RATE} beacons/s come from a new client each (every one counted)`);
      // The beacon thread judges what it holds (up to a few seconds' worth) before the next round starts.
      await sleep(3000);
      const outcomesBefore = await beaconOutcomes(baseUrl);
      const manyClients = await floodedRead(baseUrl, slug, readUrl, true);
      runs.manyClients.push(manyClients);
      log(`  flooded: p99 ${manyClients.read.latencyMs.p99} ms; beacons ${manyClients.beacons.reqPerSec}/s, statuses ${JSON.stringify(manyClients.beacons.statusCodes)}`);
      await sleep(3000);
      const roundOutcomes = outcomeDelta(outcomesBefore, await beaconOutcomes(baseUrl));
      viewsSent += manyClients.beacons.sent;
      for (const [outcome, count] of Object.entries(roundOutcomes)) outcomes[outcome] = (outcomes[outcome] ?? 0) + count;
      log(`  the gateway's outcomes for ${manyClients.beacons.sent} views sent: ${JSON.stringify(roundOutcomes)}`);
    }
    // What the gateway counted (both floods) reaches Postgres with the next flush (every 60 s, the production
    // interval; a flush every 5 s, as this piece once set, cost the flooded read 0.3-0.5 ms of its p99).
    const countedByGateway = outcomeDelta(outcomesAtStart, await beaconOutcomes(baseUrl)).counted ?? 0;
    const flushDeadline = Date.now() + FLUSH_WAIT_MS;
    let counted = 0;
    do {
      await sleep(2000);
      counted = (await articleViews(baseUrl, cookie, slug)) - viewsAtStart;
    } while (counted < countedByGateway && Date.now() < flushDeadline);
    log(`  in Postgres after the flush: ${counted} views, of ${countedByGateway} counted by the gateway in every flood (${viewsSent} sent from many clients)`);
    const quiet = medianRound(runs.quiet, (run) => run);
    const control = medianRound(runs.control, (run) => run.read);
    const oneClient = medianRound(runs.oneClient, (run) => run.read);
    const manyClients = medianRound(runs.manyClients, (run) => run.read);
    const after = await storeSizes(product, redis);
    log(`  medians of ${ROUNDS} rounds: alone ${quiet.latencyMs.p99} ms, control ${control.read.latencyMs.p99}, one client ${oneClient.read.latencyMs.p99}, many clients ${manyClients.read.latencyMs.p99}; in Postgres ${counted} of ${countedByGateway} counted; stores before ${JSON.stringify(before)}, after ${JSON.stringify(after)}`);

    log(`analytics: Lighthouse mobile performance with and without the script, ${LIGHTHOUSE_RUNS} runs each`);
    const lighthouse = await lighthouseWithAndWithout(baseUrl, ['/', readPath]);

    const ratio = (flooded) => round(flooded.read.latencyMs.p99 / quiet.latencyMs.p99, 2);
    const require = createRequire(import.meta.url);
    return {
      method: {
        tool: `${HAS_WRK ? `wrk ${spawnSync('wrk', ['--version'], { encoding: 'utf8' }).stdout.split(' ')[1]} (beacon flood, one thread, ${FLOOD_CONNECTIONS} connections, beacon-flood.lua: ${BEACON_RATE}/s spread over each millisecond)` : `autocannon ${require('autocannon/package.json').version} (beacon flood, ${FLOOD_CONNECTIONS} connections, overallRate ${BEACON_RATE}; wrk not installed)`}, undici paced sender (read, own process, ${READ_CONNECTIONS} connections)`,
        note: 'Load generators, gateway, Postgres and Redis share the same cores. Lighthouse "without": the same page with the script request blocked (--blocked-url-patterns).',
      },
      read: { path: readPath, rate: READ_RATE, warmUpS: WARM_UP_S, durationS: FLOOD_S, rounds: ROUNDS },
      quiet,
      control: { ...control, p99Ratio: ratio(control) },
      oneClient: { ...oneClient, p99Ratio: ratio(oneClient) },
      manyClients: { ...manyClients, p99Ratio: ratio(manyClients), viewsSent, outcomes },
      viewsInPostgres: { counted, countedByGateway, allWritten: counted === countedByGateway },
      stores: { before, after },
      lighthouse,
      goals: {
        p99RatioOneClient: { target: RATIO_TARGET, met: ratio(oneClient) <= RATIO_TARGET },
        p99RatioManyClients: { target: RATIO_TARGET, met: ratio(manyClients) <= RATIO_TARGET },
        manyClientsAllCounted: outcomes.counted === viewsSent,
        viewsAllWritten: counted === countedByGateway,
        beaconsAll204: [...runs.oneClient, ...runs.manyClients].every((run) => Object.keys(run.beacons.statusCodes).every((code) => code === '204') && run.beacons.errors === 0),
        lighthouseUnchanged: lighthouse.every((row) => row.unchanged),
      },
    };
  } finally {
    redis.disconnect();
  }
}

async function articleViews(baseUrl, cookie, slug) {
  const response = await fetch(`${baseUrl}/api/admin/analytics/articles?days=7&pageSize=50`, { headers: { cookie } });
  const body = await response.json();
  return body.items.find((item) => item.slug === slug)?.views ?? 0;
}
