/**
 * A cached public read while a flood of unknown URLs hits the same gateway (issue 12): the read's
 * latency at a steady rate from the paced open-loop sender (own process), first alone, then while
 * autocannon keeps CONNECTIONS connections busy with random unknown paths (a generic unknown path,
 * a random article slug, a random API slug, a path under a section), each a fresh one.
 */
import autocannon from 'autocannon';
import { randomBytes } from 'node:crypto';
import { createRequire } from 'node:module';
import { log, round } from './common.mjs';
import { paced, summary } from './http-bench.mjs';

const DURATION_S = Number(process.env.BENCH_DURATION_S ?? 8);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 32);
const READ_RATE = Number(process.env.BENCH_FLOOD_READ_RATE ?? 200);
const READ_CONNECTIONS = 16;
const WARM_UP_S = 2;
/** The flood starts before the read and ends after it, so the whole measured read sees it. */
const FLOOD_LEAD_S = 1;

const SHAPES = [(token) => `/${token}`, (token) => `/blog/${token}`, (token) => `/api/blog/posts/${token}`, (token) => `/blog/${token}/more`];
export const FLOOD_PATHS = ['/<random>', '/blog/<random>', '/api/blog/posts/<random>', '/blog/<random>/more'];

function flood(baseUrl, durationS) {
  let next = 0;
  const request = {
    method: 'GET',
    // A fresh random path every time: nothing the gateway could have cached for it.
    setupRequest: (req) => ({ ...req, path: SHAPES[next++ % SHAPES.length](randomBytes(8).toString('hex')) }),
  };
  return new Promise((resolve, reject) => {
    autocannon(
      { url: baseUrl, connections: CONNECTIONS, duration: durationS, headers: { 'accept-encoding': 'gzip', accept: 'text/html' }, requests: [request] },
      (error, result) => (error ? reject(error) : resolve(result)),
    );
  });
}

export async function benchFlood(baseUrl, readPath, goals) {
  const url = `${baseUrl}${readPath}`;
  const check = await fetch(url);
  if (check.status !== 200) throw new Error(`${readPath} answered ${check.status}`);
  // The read is cached before either phase.
  await check.arrayBuffer();

  log(`flood: ${readPath} at ${READ_RATE} req/s alone`);
  const quiet = await paced(url, READ_RATE, { warmUpS: WARM_UP_S, durationS: DURATION_S, connections: READ_CONNECTIONS });
  log(`  alone: p50 ${quiet.latencyMs.p50} ms, p99 ${quiet.latencyMs.p99} ms`);

  log(`flood: the same read while ${CONNECTIONS} connections request random unknown paths`);
  const flooding = flood(baseUrl, FLOOD_LEAD_S + WARM_UP_S + DURATION_S + FLOOD_LEAD_S);
  await new Promise((resolve) => setTimeout(resolve, FLOOD_LEAD_S * 1000));
  const flooded = await paced(url, READ_RATE, { warmUpS: WARM_UP_S, durationS: DURATION_S, connections: READ_CONNECTIONS });
  const floodResult = await flooding;
  const floodFigures = {
    ...summary(floodResult),
    statusCodes: Object.fromEntries(Object.entries(floodResult.statusCodeStats ?? {}).map(([code, stats]) => [code, stats.count])),
  };
  log(`  flooded: p50 ${flooded.latencyMs.p50} ms, p99 ${flooded.latencyMs.p99} ms; flood ${floodFigures.reqPerSec} req/s, statuses ${JSON.stringify(floodFigures.statusCodes)}`);

  const require = createRequire(import.meta.url);
  return {
    method: {
      tool: `autocannon ${require('autocannon/package.json').version} (flood), undici ${require('undici/package.json').version} paced sender (read, own process)`,
      note: 'Load generators, gateway, Postgres and Redis share the same cores: the flood also takes CPU from the read through the load generator itself.',
    },
    read: { path: readPath, rate: READ_RATE, connections: READ_CONNECTIONS, warmUpS: WARM_UP_S, durationS: DURATION_S },
    flood: { connections: CONNECTIONS, paths: FLOOD_PATHS, ...floodFigures },
    quiet,
    flooded,
    p50Ratio: round(flooded.latencyMs.p50 / quiet.latencyMs.p50, 1),
    goals: {
      p99FloodedMs: { target: goals.p99Ms, met: flooded.latencyMs.p99 <= goals.p99Ms },
      onlyNotFound: Object.keys(floodFigures.statusCodes).every((code) => code === '404') && floodFigures.errors === 0,
      readErrors: quiet.errors + quiet.non2xx + flooded.errors + flooded.non2xx === 0,
    },
  };
}
