#!/usr/bin/env node
/**
 * Front-end performance bench: gzip JavaScript loaded by the public routes, and Lighthouse 12 mobile
 * performance (median of 3 runs) for /, /blog and an article, against the real product.
 *
 *   node frontend/scripts/bench.mjs             # builds what is stale, starts a throwaway product
 *   BENCH_BASE_URL=http://localhost:3000 node frontend/scripts/bench.mjs
 *
 * Results: frontend/bench/results.json and frontend/bench/results.md.
 */
import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import { chromium } from 'playwright-core';

const run = promisify(execFile);
const here = path.dirname(fileURLToPath(import.meta.url));
const root = path.resolve(here, '../..');
const outDir = path.resolve(here, '../bench');
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const FLAGS = ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'];
const RUNS = Number(process.env.BENCH_RUNS ?? 3);
const JS_BUDGET_KB = 170;
const SCORE_TARGET = 95;

async function startTarget() {
  if (process.env.BENCH_BASE_URL) return { baseUrl: process.env.BENCH_BASE_URL, stop: async () => {} };
  const { ensureBuilt } = await import(path.join(root, 'scripts/lib/build.mjs'));
  ensureBuilt(() => undefined);
  const { startProduct } = await import(path.join(root, 'scripts/lib/product.mjs'));
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'hf-bench-'));
  fs.chmodSync(dataDir, 0o755);
  const product = await startProduct({ ephemeralPorts: true, env: { DATA_DIR: dataDir, LOG_PRETTY: 'false', PORT: '' }, log: () => undefined });
  return {
    baseUrl: product.baseUrl,
    stop: async () => {
      await product.stop();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** JavaScript a first visit downloads (mobile viewport, cold cache): bytes on the wire and gzip -9. */
async function measureJs(browser, url) {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const page = await context.newPage();
  const scripts = [];
  page.on('requestfinished', (request) => {
    if (request.resourceType() === 'script') scripts.push(request);
  });
  await page.goto(url, { waitUntil: 'networkidle' });
  let wire = 0;
  let gzip = 0;
  const files = [];
  for (const request of scripts) {
    const response = await request.response();
    const sizes = await request.sizes();
    const body = await response.body();
    const gz = zlib.gzipSync(body, { level: 9 }).length;
    wire += sizes.responseBodySize;
    gzip += gz;
    files.push({ file: new URL(request.url()).pathname, wireBytes: sizes.responseBodySize, gzipBytes: gz, encoding: response.headers()['content-encoding'] ?? 'identity' });
  }
  await context.close();
  return { url, requests: files.length, wireBytes: wire, gzipBytes: gzip, files };
}

async function lighthouse(url) {
  const scores = [];
  const metrics = [];
  for (let index = 0; index < RUNS; index += 1) {
    const output = path.join(os.tmpdir(), `hf-lh-${process.pid}-${index}.json`);
    await run(
      process.execPath,
      [
        path.join(root, 'node_modules/lighthouse/cli/index.js'),
        url,
        '--only-categories=performance',
        '--output=json',
        `--output-path=${output}`,
        '--quiet',
        `--chrome-flags=${FLAGS.join(' ')}`,
      ],
      { env: { ...process.env, CHROME_PATH: CHROMIUM }, maxBuffer: 64 * 1024 * 1024 },
    );
    const report = JSON.parse(fs.readFileSync(output, 'utf8'));
    fs.rmSync(output, { force: true });
    scores.push(Math.round(report.categories.performance.score * 100));
    const audit = (id) => report.audits[id]?.numericValue;
    metrics.push({ fcp: audit('first-contentful-paint'), lcp: audit('largest-contentful-paint'), tbt: audit('total-blocking-time'), cls: audit('cumulative-layout-shift'), si: audit('speed-index') });
  }
  const sorted = [...scores].sort((a, b) => a - b);
  const median = sorted[Math.floor(sorted.length / 2)];
  return { url, scores, median, metrics: metrics[scores.indexOf(median)] };
}

const target = await startTarget();
try {
  const posts = await (await fetch(`${target.baseUrl}/api/blog/posts`)).json();
  if (!posts.length) throw new Error('no published posts to bench an article with');
  const article = `/blog/${posts[0].slug}`;
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: ['--headless', '--no-sandbox', '--disable-gpu'] });
  const js = [];
  for (const route of ['/', '/blog', article, '/about', '/services', '/career']) js.push(await measureJs(browser, `${target.baseUrl}${route}`));
  await browser.close();
  const lh = [];
  for (const route of ['/', '/blog', article]) lh.push(await lighthouse(`${target.baseUrl}${route}`));

  const kb = (bytes) => Math.round((bytes / 1024) * 10) / 10;
  const results = {
    date: new Date().toISOString(),
    node: process.version,
    lighthouse: JSON.parse(fs.readFileSync(path.join(root, 'node_modules/lighthouse/package.json'), 'utf8')).version,
    budgets: { jsGzipKb: JS_BUDGET_KB, performance: SCORE_TARGET },
    javascript: js.map(({ url, requests, wireBytes, gzipBytes, files }) => ({
      path: new URL(url).pathname,
      requests,
      wireKb: kb(wireBytes),
      gzip9Kb: kb(gzipBytes),
      withinBudget: kb(wireBytes) <= JS_BUDGET_KB,
      files,
    })),
    lighthouseMobile: lh.map(({ url, scores, median, metrics }) => ({ path: new URL(url).pathname, scores, median, metrics, meetsTarget: median >= SCORE_TARGET })),
  };
  fs.mkdirSync(outDir, { recursive: true });
  fs.writeFileSync(path.join(outDir, 'results.json'), `${JSON.stringify(results, null, 2)}\n`);
  const lines = [
    `# Front-end bench (${results.date})`,
    '',
    `Lighthouse ${results.lighthouse}, mobile preset, median of ${RUNS}; JS = scripts a cold first visit downloads (390 px).`,
    '',
    '| Route | JS on the wire (gzip) | JS gzip -9 | Requests |',
    '|---|---|---|---|',
    ...results.javascript.map((row) => `| ${row.path} | ${row.wireKb} KB | ${row.gzip9Kb} KB | ${row.requests} |`),
    '',
    '| Route | Performance (median) | Runs | LCP ms | TBT ms | CLS |',
    '|---|---|---|---|---|---|',
    ...results.lighthouseMobile.map((row) => `| ${row.path} | ${row.median} | ${row.scores.join(', ')} | ${Math.round(row.metrics.lcp)} | ${Math.round(row.metrics.tbt)} | ${row.metrics.cls.toFixed(3)} |`),
    '',
  ];
  fs.writeFileSync(path.join(outDir, 'results.md'), lines.join('\n'));
  console.log(lines.join('\n'));
} finally {
  await target.stop();
}
