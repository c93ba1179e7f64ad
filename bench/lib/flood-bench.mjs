/**
 * A cached public read while a flood of uncached work hits the same gateway (issues 12 and 25): the
 * read's latency at a steady rate from the paced open-loop sender (own process), first alone, then
 * while autocannon keeps CONNECTIONS connections busy with a mix of what nothing caches per request:
 * unknown URLs (a generic unknown path, a random article slug, a random API slug, a path under a
 * section, each a fresh one), the RSS feed, and searches of the blog (a word of the posts or a
 * random one). Goal: the flooded read's p99 at most P99_RATIO_GOAL times the read's p99 alone.
 *
 * The flood comes from one client (127.0.0.1, no X-Forwarded-For), as the review sent it: past its
 * budget for uncached public work (PUBLIC_WORK_RATE / PUBLIC_WORK_BURST, defaults) its 404s and
 * searches answer 429; the figures count served and refused requests. What each kind costs is
 * measured twice: done (each request from a new client address, so none is refused) and refused.
 */
import autocannon from 'autocannon';
import { randomBytes } from 'node:crypto';
import { createRequire } from 'node:module';
import { log, round } from './common.mjs';
import { paced, summary } from './http-bench.mjs';

const DURATION_S = Number(process.env.BENCH_DURATION_S ?? 8);
const CONNECTIONS = Number(process.env.BENCH_FLOOD_CONNECTIONS ?? 48);
const READ_RATE = Number(process.env.BENCH_FLOOD_READ_RATE ?? 200);
const READ_CONNECTIONS = 16;
const WARM_UP_S = 2;
/** The flood starts before the read and ends after it, so the whole measured read sees it. */
const FLOOD_LEAD_S = 1;
const P99_RATIO_GOAL = 3;

const WORDS = ['editing', 'colour', 'youtube', 'pacing', 'workflow', 'brand'];
/** Each request of the flood, in turn: [path for a random token, the status it must answer]. */
const SHAPES = [
  [(token) => `/${token}`, 404],
  [(token) => `/blog/${token}`, 404],
  [(token) => `/api/blog/posts/${token}`, 404],
  [(token) => `/blog/${token}/more`, 404],
  [() => '/rss.xml', 200],
  [(token, turn) => `/api/blog/page?q=${turn % 2 ? WORDS[turn % WORDS.length] : token}`, 200],
];
export const FLOOD_PATHS = ['/<random>', '/blog/<random>', '/api/blog/posts/<random>', '/blog/<random>/more', '/rss.xml', '/api/blog/page?q=<word or random>'];

function flood(baseUrl, durationS) {
  let next = 0;
  const request = {
    method: 'GET',
    // A fresh random token every time: nothing the gateway could have cached for an unknown path or a search.
    setupRequest: (req) => {
      const turn = next++;
      return { ...req, path: SHAPES[turn % SHAPES.length][0](randomBytes(8).toString('hex'), Math.floor(turn / SHAPES.length)) };
    },
  };
  return new Promise((resolve, reject) => {
    autocannon(
      { url: baseUrl, connections: CONNECTIONS, duration: durationS, headers: { 'accept-encoding': 'gzip', accept: 'text/html' }, requests: [request] },
      (error, result) => (error ? reject(error) : resolve(result)),
    );
  });
}

/** The gateway's CPU seconds so far (prom-client's process_cpu_seconds_total). */
async function gatewayCpuSeconds(baseUrl) {
  const text = await (await fetch(`${baseUrl}/metrics`)).text();
  const match = /^process_cpu_seconds_total(?:\{[^}]*\})? ([0-9.e+-]+)$/m.exec(text);
  if (!match) throw new Error('no process_cpu_seconds_total in /metrics');
  return Number(match[1]);
}

/**
 * What each kind of flood request costs the gateway in CPU (its own process time, main and other
 * threads, per request over CPU_SAMPLE requests): unlike latency, this barely moves with other work on the machine.
 * `client(turn)`: the X-Forwarded-For address a request comes from (the bench product trusts one proxy hop).
 */
const CPU_SAMPLE = 2000;
async function cpuPerRequest(baseUrl, readPath, client) {
  const kinds = [['cached read', () => readPath], ...SHAPES.map(([make], index) => [FLOOD_PATHS[index], make])];
  const costs = {};
  for (const [name, make] of kinds) {
    let turn = 0;
    const before = await gatewayCpuSeconds(baseUrl);
    const result = await new Promise((resolve, reject) => {
      autocannon(
        {
          url: baseUrl,
          connections: 8,
          amount: CPU_SAMPLE,
          headers: { 'accept-encoding': 'gzip', accept: 'text/html' },
          requests: [
            {
              method: 'GET',
              setupRequest: (req) => {
                const at = turn++;
                return { ...req, path: make(randomBytes(8).toString('hex'), at), headers: { ...req.headers, 'x-forwarded-for': client(at) } };
              },
            },
          ],
        },
        (error, result) => (error ? reject(error) : resolve(result)),
      );
    });
    const statuses = Object.fromEntries(Object.entries(result.statusCodeStats ?? {}).map(([code, stats]) => [code, stats.count]));
    costs[name] = { us: round((((await gatewayCpuSeconds(baseUrl)) - before) * 1e6) / CPU_SAMPLE, 0), statuses };
  }
  return costs;
}

/** A new address per request (10.x.y.z): no client is ever past its budget, so each request is done. */
const freshClient = (turn) => `10.${(turn >> 16) & 255}.${(turn >> 8) & 255}.${turn & 255}`;

export async function benchFlood(baseUrl, readPath, goals) {
  const url = `${baseUrl}${readPath}`;
  const check = await fetch(url);
  if (check.status !== 200) throw new Error(`${readPath} answered ${check.status}`);
  // The read is cached before either phase.
  await check.arrayBuffer();

  log(`flood: ${readPath} at ${READ_RATE} req/s alone`);
  const quiet = await paced(url, READ_RATE, { warmUpS: WARM_UP_S, durationS: DURATION_S, connections: READ_CONNECTIONS });
  log(`  alone: p50 ${quiet.latencyMs.p50} ms, p99 ${quiet.latencyMs.p99} ms`);

  // The feed is built once before (a reader's first request after a write builds it; the flood measures it cached).
  const feed = await fetch(`${baseUrl}/rss.xml`);
  if (feed.status !== 200) throw new Error(`/rss.xml answered ${feed.status}`);
  await feed.arrayBuffer();

  const done = await cpuPerRequest(baseUrl, readPath, freshClient);
  const cpuMicrosecondsPerRequest = Object.fromEntries(Object.entries(done).map(([name, { us }]) => [name, us]));
  log(`  gateway CPU per request done (µs): ${JSON.stringify(cpuMicrosecondsPerRequest)}`);
  // One address whose budget the first requests spend: mostly what a refusal costs (statuses give the split).
  const cpuMicrosecondsOneClient = await cpuPerRequest(baseUrl, readPath, () => '192.0.2.1');
  log(`  gateway CPU per request from one client past its budget (µs): ${JSON.stringify(cpuMicrosecondsOneClient)}`);

  log(`flood: the same read while ${CONNECTIONS} connections request unknown paths, the RSS feed and searches`);
  const cpuBefore = await gatewayCpuSeconds(baseUrl);
  const floodStart = performance.now();
  const flooding = flood(baseUrl, FLOOD_LEAD_S + WARM_UP_S + DURATION_S + FLOOD_LEAD_S);
  await new Promise((resolve) => setTimeout(resolve, FLOOD_LEAD_S * 1000));
  const flooded = await paced(url, READ_RATE, { warmUpS: WARM_UP_S, durationS: DURATION_S, connections: READ_CONNECTIONS });
  const floodResult = await flooding;
  // How much of a core the gateway used while flooded (its process time over the wall time): near 1,
  // its one event loop was full and the read queued behind the flood.
  const gatewayCores = round(((await gatewayCpuSeconds(baseUrl)) - cpuBefore) / ((performance.now() - floodStart) / 1000), 2);
  const floodFigures = {
    ...summary(floodResult),
    statusCodes: Object.fromEntries(Object.entries(floodResult.statusCodeStats ?? {}).map(([code, stats]) => [code, stats.count])),
  };
  const refused = floodFigures.statusCodes['429'] ?? 0;
  floodFigures.served = floodFigures.requests - refused;
  floodFigures.refused = refused;
  floodFigures.gatewayCores = gatewayCores;
  log(`  flooded: p50 ${flooded.latencyMs.p50} ms, p99 ${flooded.latencyMs.p99} ms; flood ${floodFigures.reqPerSec} req/s, ${floodFigures.served} served, ${refused} refused (429), gateway ${gatewayCores} of a core, statuses ${JSON.stringify(floodFigures.statusCodes)}`);

  const require = createRequire(import.meta.url);
  return {
    method: {
      tool: `autocannon ${require('autocannon/package.json').version} (flood), undici ${require('undici/package.json').version} paced sender (read, own process)`,
      note: 'Load generators, gateway, Postgres and Redis share the same cores: the flood also takes CPU from the read through the load generator itself.',
    },
    read: { path: readPath, rate: READ_RATE, connections: READ_CONNECTIONS, warmUpS: WARM_UP_S, durationS: DURATION_S },
    flood: { connections: CONNECTIONS, paths: FLOOD_PATHS, ...floodFigures },
    cpuMicrosecondsPerRequest,
    cpuMicrosecondsOneClient,
    quiet,
    flooded,
    p50Ratio: round(flooded.latencyMs.p50 / quiet.latencyMs.p50, 1),
    p99Ratio: round(flooded.latencyMs.p99 / quiet.latencyMs.p99, 1),
    goals: {
      p99FloodedMs: { target: goals.p99Ms, met: flooded.latencyMs.p99 <= goals.p99Ms },
      p99Ratio: { target: P99_RATIO_GOAL, met: flooded.latencyMs.p99 <= P99_RATIO_GOAL * quiet.latencyMs.p99 },
      // Unknown paths answer 404, the feed and searches 200, or 429 past the client's budget; nothing else.
      expectedStatuses: Object.keys(floodFigures.statusCodes).every((code) => ['200', '404', '429'].includes(code)) && floodFigures.errors === 0,
      readErrors: quiet.errors + quiet.non2xx + flooded.errors + flooded.non2xx === 0,
    },
  };
}
