/**
 * AI queue: (1) enqueue→complete latency of 1,000 idea jobs through the real path (HTTP start on the
 * gateway → ai_jobs row + BullMQ job → worker → result and completed state in Postgres) with the
 * offline provider and no delay (instant), submitted at a fixed rate; (2) throughput of 1 vs 2 workers
 * (same concurrency each) on jobs whose provider call takes 500 ms.
 * Latency is read from the rows: created_at (the gateway's transaction, before the enqueue) to
 * finished_at (the worker's completing transaction).
 */
import pg from 'pg';
import { adminCookie, log, percentile, round, sleep, spawnWorker, stopChild } from './common.mjs';

const LATENCY_JOBS = Number(process.env.BENCH_QUEUE_JOBS ?? 1000);
// Jobs per second offered: well below what one worker (concurrency 2) sustains here, so the figure is
// latency, not backlog (at 50/s a run on the contended machine saturated: p50 11 s). BENCH_QUEUE_RATE overrides.
const LATENCY_RATE = Number(process.env.BENCH_QUEUE_RATE ?? 25);
const WARMUP_JOBS = 150;
const THROUGHPUT_JOBS = 40;
const THROUGHPUT_CONCURRENCY = 4;
const SLOW_PROVIDER_MS = 500;
// Six-stage article jobs (brief → outline → draft → edit → seo → cover, each a checkpointed stage), instant
// provider: the pipeline's own overhead per job. Fewer and slower than idea jobs: each also writes a post.
const STAGED_JOBS = Number(process.env.BENCH_STAGED_JOBS ?? 200);
const STAGED_RATE = Number(process.env.BENCH_STAGED_RATE ?? 5);
const STAGED_WARMUP = 20;
// The same jobs again with one title for all: the worker's cover memo answers the design (no render), so
// the difference from the run above is what rendering a real 1200x630 PNG costs on this machine.
const STAGED_CACHED_JOBS = Number(process.env.BENCH_STAGED_CACHED_JOBS ?? 60);

async function startArticleJob(baseUrl, cookie, index, title = `Bench staged article ${index} ${Date.now()}`) {
  const response = await fetch(`${baseUrl}/api/ai/single/production/start`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', cookie },
    body: JSON.stringify({ title, excerpt: 'A staged bench article.', category: 'Video Editing', keywords: ['bench'] }),
  });
  if (response.status !== 202) throw new Error(`article start ${index}: ${response.status} ${await response.text()}`);
  return (await response.json()).jobId;
}

/** Per-stage time (started→finished) of the jobs' stages, from ai_job_stages. */
async function stageTimings(client, ids) {
  const { rows } = await client.query(
    `SELECT name, extract(epoch FROM finished_at - started_at) * 1000 AS ms FROM ai_job_stages WHERE job_id = ANY($1) AND state = 'completed'`,
    [ids],
  );
  const byName = {};
  for (const row of rows) (byName[row.name] ??= []).push(Number(row.ms));
  return Object.fromEntries(Object.entries(byName).map(([name, values]) => [name, stats(values)]));
}

async function startJob(baseUrl, cookie, index) {
  const response = await fetch(`${baseUrl}/api/ai/ideas/generate`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', cookie },
    body: JSON.stringify({ topic: `Bench topic ${index}`, industry: 'Video Editing', tone: 'professional', targetLength: 'short' }),
  });
  if (response.status !== 202) throw new Error(`start ${index}: ${response.status} ${await response.text()}`);
  return (await response.json()).jobId;
}

/** Offers `count` starts at `rate` per second (open loop, bounded in-flight), returns the job ids. */
async function submit(baseUrl, cookie, count, rate, start = startJob) {
  const ids = [];
  const inFlight = new Set();
  const began = Date.now();
  for (let index = 0; index < count; index += 1) {
    if (rate) {
      const due = began + (index * 1000) / rate;
      if (due > Date.now()) await sleep(due - Date.now());
    }
    while (inFlight.size >= 16) await Promise.race(inFlight);
    const work = start(baseUrl, cookie, index).then((id) => ids.push(id));
    inFlight.add(work);
    work.finally(() => inFlight.delete(work));
  }
  await Promise.all(inFlight);
  return { ids, submitSeconds: (Date.now() - began) / 1000 };
}

async function waitDone(client, ids, timeoutMs) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const { rows } = await client.query(`SELECT state, count(*)::int AS n FROM ai_jobs WHERE id = ANY($1) GROUP BY state`, [ids]);
    const by = Object.fromEntries(rows.map((row) => [row.state, row.n]));
    if ((by.completed ?? 0) + (by.failed ?? 0) === ids.length) return by;
    if (Date.now() > deadline) throw new Error(`jobs not done in time: ${JSON.stringify(by)}`);
    await sleep(250);
  }
}

async function timings(client, ids) {
  const { rows } = await client.query(
    `SELECT extract(epoch FROM finished_at - created_at) * 1000 AS total,
            extract(epoch FROM started_at - created_at) * 1000 AS wait,
            extract(epoch FROM created_at) * 1000 AS created, extract(epoch FROM started_at) * 1000 AS started,
            extract(epoch FROM finished_at) * 1000 AS finished, attempts
       FROM ai_jobs WHERE id = ANY($1) AND state = 'completed'`,
    [ids],
  );
  return rows.map((row) => ({ total: Number(row.total), wait: Number(row.wait), created: Number(row.created), started: Number(row.started), finished: Number(row.finished), attempts: row.attempts }));
}

const stats = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  return { p50: round(percentile(sorted, 50)), p90: round(percentile(sorted, 90)), p99: round(percentile(sorted, 99)), max: round(sorted.at(-1)) };
};

async function throughputRun(product, cookie, client, workers) {
  const { ids, submitSeconds } = await submit(product.baseUrl, cookie, THROUGHPUT_JOBS, 0);
  const states = await waitDone(client, ids, 120_000);
  const rows = await timings(client, ids);
  const firstStart = Math.min(...rows.map((row) => row.started));
  const firstCreated = Math.min(...rows.map((row) => row.created));
  const lastFinish = Math.max(...rows.map((row) => row.finished));
  const workSeconds = (lastFinish - firstStart) / 1000;
  const endToEndSeconds = (lastFinish - firstCreated) / 1000;
  return {
    workers,
    jobs: THROUGHPUT_JOBS,
    states,
    submitSeconds: round(submitSeconds, 2),
    firstStartToLastFinishS: round(workSeconds, 2),
    firstEnqueueToLastFinishS: round(endToEndSeconds, 2),
    jobsPerSecond: round(THROUGHPUT_JOBS / workSeconds, 2),
    jobsPerSecondEndToEnd: round(THROUGHPUT_JOBS / endToEndSeconds, 2),
    idealJobsPerSecond: round((workers * THROUGHPUT_CONCURRENCY * 1000) / SLOW_PROVIDER_MS, 2),
  };
}

export async function benchQueue(product) {
  const cookie = await adminCookie(product.baseUrl);
  const client = new pg.Client({ connectionString: product.databaseUrl });
  await client.connect();
  try {
    // 1) latency, instant provider, one worker (default concurrency)
    log(`queue latency: ${LATENCY_JOBS} idea jobs at ${LATENCY_RATE}/s, instant offline provider, 1 worker`);
    let worker = await spawnWorker(product, { OFFLINE_PROVIDER_DELAY_MS: '0' });
    // Warm-up at the same rate, reported apart: a cold gateway and worker (JIT, first queries) start
    // slower than 50 jobs/s with concurrency 2 and build a backlog of seconds that takes a while to drain.
    const warm = await submit(product.baseUrl, cookie, WARMUP_JOBS, LATENCY_RATE);
    await waitDone(client, warm.ids, 120_000);
    const warmRows = await timings(client, warm.ids);
    const { ids, submitSeconds } = await submit(product.baseUrl, cookie, LATENCY_JOBS, LATENCY_RATE);
    const states = await waitDone(client, ids, 300_000);
    const rows = await timings(client, ids);
    await stopChild(worker);
    const latency = {
      jobs: LATENCY_JOBS,
      offeredRatePerSecond: LATENCY_RATE,
      submitSeconds: round(submitSeconds, 1),
      states,
      retried: rows.filter((row) => row.attempts > 1).length,
      enqueueToCompleteMs: stats(rows.map((row) => row.total)),
      enqueueToStartMs: stats(rows.map((row) => row.wait)),
      warmUp: { jobs: WARMUP_JOBS, note: 'same rate, right after the worker started; not in the figures above', enqueueToCompleteMs: stats(warmRows.map((row) => row.total)) },
      goals: {},
    };
    latency.goals = {
      p50: { targetMs: 25, met: latency.enqueueToCompleteMs.p50 <= 25 },
      p99: { targetMs: 100, met: latency.enqueueToCompleteMs.p99 <= 100 },
      allCompleted: (states.completed ?? 0) === LATENCY_JOBS,
    };
    log(`  p50 ${latency.enqueueToCompleteMs.p50} ms, p99 ${latency.enqueueToCompleteMs.p99} ms, states ${JSON.stringify(states)}`);

    // 1b) six-stage article jobs, instant provider, one worker: the staged pipeline's overhead
    log(`staged latency: ${STAGED_JOBS} six-stage article jobs at ${STAGED_RATE}/s, instant offline provider, 1 worker`);
    worker = await spawnWorker(product, { OFFLINE_PROVIDER_DELAY_MS: '0' });
    const stagedWarm = await submit(product.baseUrl, cookie, STAGED_WARMUP, STAGED_RATE, startArticleJob);
    await waitDone(client, stagedWarm.ids, 120_000);
    const stagedRun = await submit(product.baseUrl, cookie, STAGED_JOBS, STAGED_RATE, startArticleJob);
    const stagedStates = await waitDone(client, stagedRun.ids, 300_000);
    const stagedRows = await timings(client, stagedRun.ids);
    const perStageMs = await stageTimings(client, stagedRun.ids);
    const sameTitle = (baseUrl, jobCookie, index) => startArticleJob(baseUrl, jobCookie, index, 'Bench staged article with a cached cover');
    const cachedWarm = await submit(product.baseUrl, cookie, 1, 0, sameTitle);
    await waitDone(client, cachedWarm.ids, 60_000);
    const cachedRun = await submit(product.baseUrl, cookie, STAGED_CACHED_JOBS, STAGED_RATE, sameTitle);
    const cachedStates = await waitDone(client, cachedRun.ids, 120_000);
    const cachedRows = await timings(client, cachedRun.ids);
    await stopChild(worker);
    const staged = {
      jobs: STAGED_JOBS,
      stages: 6,
      offeredRatePerSecond: STAGED_RATE,
      states: stagedStates,
      enqueueToCompleteMs: stats(stagedRows.map((row) => row.total)),
      enqueueToStartMs: stats(stagedRows.map((row) => row.wait)),
      perStageMs,
      note: 'Each job writes its article with the offline writer (draft stage), designs and stores a cover, and writes a proposal: the figures include that work, not only the queue and checkpoints.',
      coverCached: {
        jobs: STAGED_CACHED_JOBS,
        states: cachedStates,
        enqueueToCompleteMs: stats(cachedRows.map((row) => row.total)),
        enqueueToStartMs: stats(cachedRows.map((row) => row.wait)),
        note: 'The same six-stage jobs, one title for all, after one job rendered it: the cover comes from the worker\'s memo of recent designs (no render); the PNG is still stored and the proposal written.',
      },
      goals: {},
    };
    staged.goals = {
      p50: { targetMs: 60, met: staged.enqueueToCompleteMs.p50 <= 60 },
      p99: { targetMs: 200, met: staged.enqueueToCompleteMs.p99 <= 200 },
      allCompleted: (stagedStates.completed ?? 0) === STAGED_JOBS,
    };
    log(`  p50 ${staged.enqueueToCompleteMs.p50} ms, p99 ${staged.enqueueToCompleteMs.p99} ms, states ${JSON.stringify(stagedStates)}; cover cached: p50 ${staged.coverCached.enqueueToCompleteMs.p50} ms, p99 ${staged.coverCached.enqueueToCompleteMs.p99} ms`);

    // 2) throughput, 500 ms provider, concurrency 4 per worker: 1 worker, then 2
    const slowEnv = { OFFLINE_PROVIDER_DELAY_MS: String(SLOW_PROVIDER_MS), WORKER_CONCURRENCY_IDEAS: String(THROUGHPUT_CONCURRENCY) };
    log(`queue throughput: ${THROUGHPUT_JOBS} jobs, provider ${SLOW_PROVIDER_MS} ms, concurrency ${THROUGHPUT_CONCURRENCY} per worker`);
    worker = await spawnWorker(product, slowEnv);
    const one = await throughputRun(product, cookie, client, 1);
    const second = await spawnWorker(product, slowEnv);
    const two = await throughputRun(product, cookie, client, 2);
    await Promise.all([stopChild(worker), stopChild(second)]);
    const speedup = round(two.jobsPerSecond / one.jobsPerSecond, 2);
    const speedupEndToEnd = round(two.jobsPerSecondEndToEnd / one.jobsPerSecondEndToEnd, 2);
    log(`  1 worker ${one.jobsPerSecond} jobs/s, 2 workers ${two.jobsPerSecond} jobs/s: ${speedup}x (end to end ${speedupEndToEnd}x)`);
    return {
      latency,
      staged,
      throughput: {
        providerDelayMs: SLOW_PROVIDER_MS,
        concurrencyPerWorker: THROUGHPUT_CONCURRENCY,
        runs: [one, two],
        speedup,
        speedupEndToEnd,
        note: 'speedup = jobs/s from the first job start to the last finish; end to end counts from the first row created (includes submitting 40 jobs over HTTP).',
        goals: { speedup: { target: 1.8, met: speedup >= 1.8 } },
      },
    };
  } finally {
    await client.end();
  }
}
