/**
 * Shared pieces of `npm run bench`: a throwaway product (Postgres, Redis, built gateway, workers we
 * control), 50 published posts, an admin session, machine info and result files.
 */
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';

const require = createRequire(import.meta.url);
export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
export const RESULTS_DIR = path.join(ROOT, 'bench/results');
export const ADMIN = { username: 'admin', password: 'bench-password-0123456789' };
export const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

export function machine() {
  const cpus = os.cpus();
  return {
    cores: cpus.length,
    cpuModel: cpus[0]?.model ?? 'unknown',
    memoryGb: Math.round((os.totalmem() / 1024 ** 3) * 10) / 10,
    node: process.version,
    platform: `${os.type()} ${os.release()} ${os.arch()}`,
    // Other work on the machine skews every figure: the 1/5/15-minute load averages when the piece ended.
    loadAverage: os.loadavg().map((value) => Math.round(value * 100) / 100),
    loadAverageBefore: process.env.BENCH_LOAD_BEFORE ? JSON.parse(process.env.BENCH_LOAD_BEFORE) : null,
  };
}

/** The commit measured, and the files that differed from it (the build includes uncommitted changes). */
export function revision() {
  const git = (...args) => spawnSync('git', args, { cwd: ROOT, encoding: 'utf8' }).stdout?.trimEnd() ?? '';
  const changed = git('status', '--porcelain', '--untracked-files=no')
    .split('\n')
    .map((line) => line.slice(3))
    .filter((file) => file && !file.startsWith('bench/'));
  return { commit: git('rev-parse', '--short', 'HEAD').trim(), uncommittedChanges: changed };
}

/** The figures of one piece in one line, for bench/results/history.jsonl (run-to-run spread). */
export function headline(name, result) {
  if (name === 'api' || name === 'html') {
    return result.rows.map((row) => ({ path: row.path, gateway: row.maxRate.gateway.reqPerSec, raw: row.maxRate.raw.reqPerSec, ratio: row.ratio, p99PacedMs: row.halfRatePaced?.gateway.latencyMs.p99, p99PacedRawMs: row.halfRatePaced?.raw.latencyMs.p99, p99AutocannonMs: row.halfRate.gateway.latencyMs.p99 }));
  }
  if (name === 'cpu') return result.rows.map((row) => ({ path: row.path, encoding: row.encoding, gateway: row.gatewayMicroseconds, raw: row.rawMicroseconds, ratio: row.ratio }));
  if (name === 'flood') return { path: result.read.path, rate: result.read.rate, quiet: { p50Ms: result.quiet.latencyMs.p50, p99Ms: result.quiet.latencyMs.p99 }, flooded: { p50Ms: result.flooded.latencyMs.p50, p99Ms: result.flooded.latencyMs.p99 }, p99Ratio: result.p99Ratio, floodConnections: result.flood.connections, floodReqPerSec: result.flood.reqPerSec, floodRefused: result.flood.refused };
  if (name === 'analytics') {
    return { path: result.read.path, quietP99Ms: result.quiet.latencyMs.p99, oneClientP99Ms: result.oneClient.read.latencyMs.p99, manyClientsP99Ms: result.manyClients.read.latencyMs.p99, beaconsPerSec: result.manyClients.beacons.reqPerSec, lighthouse: Object.fromEntries(result.lighthouse.map((row) => [row.path, { with: row.withScript.median, without: row.withoutScript.median }])) };
  }
  if (name === 'queue') {
    const staged = result.staged && { p50Ms: result.staged.enqueueToCompleteMs.p50, p99Ms: result.staged.enqueueToCompleteMs.p99, coverCachedP50Ms: result.staged.coverCached?.enqueueToCompleteMs.p50, coverCachedP99Ms: result.staged.coverCached?.enqueueToCompleteMs.p99 };
    return { p50Ms: result.latency.enqueueToCompleteMs.p50, p99Ms: result.latency.enqueueToCompleteMs.p99, speedup: result.throughput.speedup, ...(staged ? { staged } : {}) };
  }
  if (name === 'scale') {
    return result.rows.map((row) => ({
      posts: row.publishedPosts,
      blogGzipKb: round(row.blog.gzipBytes / 1024),
      blogRenderMs: row.blog.renderAfterWriteMs,
      lighthouse: row.lighthouseBlog.score,
      studioMs: row.studio.renderMs,
      studioAfterClickMs: row.studio.afterClickMs,
      studioDomNodes: row.studio.domNodes,
      calendarMs: row.calendar?.afterClickMs,
      articleMs: row.article?.firstMs,
      adminListKb: round(row.adminPosts.bytes / 1024),
      adminListRssGrowthMb: row.adminPosts.rssGrowthMb,
      adminListLiveHeapMb: row.adminPosts.streamedAlone?.liveHeapMaxMb,
      similarIdeasMs: row.similarIdeas?.medianMs,
      linkSuggestionsMs: row.linkSuggestions?.medianMs,
      rssKb: round(row.rss.bytes / 1024),
      rssMs: row.rss.firstMs,
      sitemapKb: round(row.sitemap.bytes / 1024),
      sitemapMs: row.sitemap.firstMs,
      readsP99Ms: row.readsDuringPublish?.latencyMs.p99,
    }));
  }
  if (name === 'editor') return { p50Ms: result.keystrokeToPreviewMs.all.p50, p95Ms: result.keystrokeToPreviewMs.all.p95, maxMs: result.keystrokeToPreviewMs.all.max, longestTaskMs: result.longTasks.longestMs, words: result.article.words };
  if (name === 'upload') return { medianMs: result.uploadMs.median, maxMs: result.uploadMs.max, jpegMb: result.input.jpegMb };
  if (name === 'claims') return { labelled: { recall: result.labelled.recall, precision: result.labelled.precision, falseBlockerRate: result.labelled.falseBlockerRate }, heldBack: { recall: result.heldBack.recall, precision: result.heldBack.precision, falseBlockerRate: result.heldBack.falseBlockerRate }, checksP50Ms: result.checksCallMs.p50 };
  if (name === 'ai') return result.rows.map((row) => ({ provider: row.provider, model: row.model, promptChars: row.cold.promptChars, uncachedInputChars: row.cold.uncachedInputChars, inputTokens: row.cold.inputTokens, cacheReadTokens: row.cold.cacheReadTokens, cacheWriteTokens: row.cold.cacheWriteTokens, outputTokens: row.cold.outputTokens, costUsd: row.cold.costUsd, warmCostUsd: row.warmMean?.costUsd }));
  if (name === 'login') return { adminAloneP50Ms: result.adminAloneMs.p50, adminDuringBurstMaxMs: result.adminDuringBurstMs.max, adminDuringBurstP50Ms: result.adminDuringBurstMs.p50, burstMs: result.burst.durationMs, eventLoopLagMaxMs: result.eventLoopLagMaxMs, burstStatuses: result.burst.statuses };
  if (name === 'render') {
    const step = (figures) => ({ ms: figures.ms, lagMaxMs: figures.eventLoopLagMaxMs });
    return { feedFirst: step(result.feed.first), feedAfterWrite: step(result.feed.afterWrite), pages: result.pages.map(step), studio: result.studio.map(step), worstLagMs: result.goals.eventLoopLagMaxMs.worst };
  }
  if (name === 'hydration') return result.rows.map((row) => ({ path: row.path, jsKb: row.jsKb, mainThreadMs: row.app.totalMs, scriptingMs: row.app.scriptingMs, blockingMs: row.app.blockingMs, limitMainThreadMs: row.limit.totalMs, limitScriptingMs: row.limit.scriptingMs, tbtMs: row.lighthouse?.tbtMs, score: row.lighthouse?.score }));
  if (name === 'import') return result.rows.map((row) => ({ posts: row.posts, seconds: row.seconds, postsPerSecond: row.postsPerSecond, peakRssMb: row.peakRssMb }));
  if (name === 'frontend') return { jsKb: Object.fromEntries(result.javascript.map((row) => [row.path, row.wireKb])), lighthouse: Object.fromEntries(result.lighthouseMobile.map((row) => [row.path, row.scores])) };
  return null;
}

export function writeResult(name, result) {
  fs.mkdirSync(RESULTS_DIR, { recursive: true });
  const file = path.join(RESULTS_DIR, `${name}.json`);
  const full = { date: new Date().toISOString(), machine: machine(), revision: revision(), ...result };
  fs.writeFileSync(file, `${JSON.stringify(full, null, 2)}\n`);
  const line = { date: full.date, piece: name, commit: full.revision.commit, loadAverageBefore: full.machine.loadAverageBefore, loadAverage: full.machine.loadAverage, figures: headline(name, result) };
  fs.appendFileSync(path.join(RESULTS_DIR, 'history.jsonl'), `${JSON.stringify(line)}\n`);
  return file;
}

export function log(...args) {
  console.log(`[bench ${new Date().toISOString().slice(11, 19)}]`, ...args);
}

/** Starts the product from built output with no worker (the queue bench spawns its own). */
export async function startBenchProduct({ workers = 0, env = {} } = {}) {
  const { ensureBuilt } = await import(path.join(ROOT, 'scripts/lib/build.mjs'));
  ensureBuilt(() => undefined);
  const { startProduct } = await import(path.join(ROOT, 'scripts/lib/product.mjs'));
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'hf-bench-'));
  fs.chmodSync(dataDir, 0o755);
  const serviceLog = [];
  const product = await startProduct({
    ephemeralPorts: true,
    workers,
    env: {
      DATA_DIR: dataDir,
      PORT: '',
      DATABASE_URL: '',
      REDIS_URL: '',
      LOG_PRETTY: 'false',
      ADMIN_USERNAME: ADMIN.username,
      ADMIN_PASSWORD: ADMIN.password,
      // The queue bench starts over a thousand idea jobs from one session: past the AI start limits and
      // the cap on jobs open at once.
      AI_START_MAX: '1000000',
      AI_START_GLOBAL_MAX: '1000000',
      AI_MAX_OPEN_JOBS: '1000000',
      // The analytics piece floods beacons from many client addresses through X-Forwarded-For, as from
      // behind a proxy on this host. The flush keeps its production interval (60 s): the piece waits for it.
      TRUST_PROXY: 'loopback',
      ...env,
    },
    log: (name, line) => {
      serviceLog.push(`[${name}] ${line}`);
      if (serviceLog.length > 2000) serviceLog.splice(0, 1000);
    },
  });
  // The gateway logs one JSON line per request (LOG_LEVEL info, the production default). Splitting
  // those lines here would cost CPU in the process that also runs autocannon (and the raw server
  // logs nothing): drain its stdout unread instead; stderr (errors) is still kept.
  product.gateway.stdout.removeAllListeners('data');
  product.gateway.stdout.resume();
  // 127.0.0.1, not localhost: no IPv6 detour for the load generator.
  const baseUrl = product.baseUrl.replace('localhost', '127.0.0.1');
  return {
    ...product,
    baseUrl,
    serviceLog,
    async stop() {
      await product.stop();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** Tops the published posts up to `count` (copies of the demo posts with their own slugs and dates). */
export async function seedPublishedPosts(databaseUrl, count = 50) {
  const { DEMO_POSTS } = require(path.join(ROOT, 'packages/demo-content/dist'));
  const { default: pg } = await import('pg');
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const have = Number((await client.query('SELECT count(*) FROM blog_posts WHERE published')).rows[0].count);
    for (let index = have; index < count; index += 1) {
      const source = DEMO_POSTS[index % DEMO_POSTS.length];
      const createdAt = new Date(Date.UTC(2025, 0, 1) + index * 86_400_000);
      await client.query(
        `INSERT INTO blog_posts (title, slug, excerpt, content, category, author, meta_description, featured_image,
           estimated_read_time, keywords, published, status, published_at, created_at, updated_at)
         VALUES ($1, $2, $3, $4, $5, $6, $7, NULL, $8, $9, true, 'published', $10, $10, $10)`,
        [`${source.title} (${index + 1})`, `${source.slug}-${index + 1}`, source.excerpt, source.content, source.category, source.author, source.metaDescription, source.estimatedReadTime, source.keywords, createdAt],
      );
    }
    return Number((await client.query('SELECT count(*) FROM blog_posts WHERE published')).rows[0].count);
  } finally {
    await client.end();
  }
}

/** Signs in (JSON body, no Origin header: accepted by the CSRF rule) and returns the Cookie header. */
export async function adminCookie(baseUrl) {
  const response = await fetch(`${baseUrl}/api/admin/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(ADMIN),
  });
  if (response.status !== 200) throw new Error(`login failed: ${response.status} ${await response.text()}`);
  return response.headers.getSetCookie().map((cookie) => cookie.split(';')[0]).join('; ');
}

/** Spawns a built worker against the product's Postgres and Redis; resolves once it logs "worker ready". */
export async function spawnWorker(product, env = {}) {
  const child = spawn(process.execPath, [path.join(ROOT, 'services/worker/dist/main.js')], {
    cwd: ROOT,
    env: {
      ...process.env,
      DATABASE_URL: product.databaseUrl,
      REDIS_URL: product.redisUrl,
      LOG_PRETTY: 'false',
      LOG_LEVEL: 'info',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  await new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`worker not ready in 30 s:\n${output.slice(-2000)}`)), 30_000);
    const onData = (chunk) => {
      output += chunk;
      if (output.includes('worker ready')) {
        clearTimeout(timer);
        resolve();
      }
    };
    child.stdout.on('data', onData);
    child.stderr.on('data', onData);
    child.once('exit', (code) => reject(new Error(`worker exited (${code}):\n${output.slice(-2000)}`)));
  });
  child.stdout.removeAllListeners('data');
  child.stderr.removeAllListeners('data');
  child.stdout.resume();
  child.stderr.resume();
  return child;
}

export function stopChild(child, timeoutMs = 20_000) {
  return new Promise((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) return resolve();
    const timer = setTimeout(() => child.kill('SIGKILL'), timeoutMs);
    child.once('exit', () => {
      clearTimeout(timer);
      resolve();
    });
    child.kill('SIGTERM');
  });
}

export const round = (value, digits = 1) => Math.round(value * 10 ** digits) / 10 ** digits;

export function percentile(sorted, p) {
  if (!sorted.length) return NaN;
  const index = Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1));
  return sorted[index];
}
