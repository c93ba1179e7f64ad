/**
 * Front end: gzip bytes of the JavaScript a cold first visit downloads (chromium via playwright-core,
 * 390 px, script responses summed: bytes on the wire as served, and each body gzip -9 as a
 * server-independent check), Lighthouse 12 mobile performance, median of 3, for every public page but the legal ones, and
 * Lighthouse SEO for every public route.
 */
import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import { chromium } from 'playwright-core';
import { log, ROOT, round } from './common.mjs';

const run = promisify(execFile);
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const FLAGS = ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'];
const RUNS = Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 3);
// Issue 18: at most 150 KB of JS on every public route, Lighthouse mobile ≥ 98 on each of them.
const JS_BUDGET_KB = 150;
const SCORE_TARGET = 98;
const SEO_TARGET = 100;

export async function measureJs(browser, url) {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const page = await context.newPage();
  const scripts = [];
  page.on('requestfinished', (request) => {
    if (request.resourceType() === 'script') scripts.push(request);
  });
  await page.goto(url, { waitUntil: 'networkidle' });
  let wire = 0;
  let gzip9 = 0;
  const files = [];
  for (const request of scripts) {
    const response = await request.response();
    const sizes = await request.sizes();
    const body = await response.body();
    const gz = zlib.gzipSync(body, { level: 9 }).length;
    wire += sizes.responseBodySize;
    gzip9 += gz;
    files.push({ file: new URL(request.url()).pathname, wireBytes: sizes.responseBodySize, gzip9Bytes: gz, encoding: response.headers()['content-encoding'] ?? 'identity' });
  }
  await context.close();
  const wireKb = round(wire / 1024);
  return { path: new URL(url).pathname, requests: files.length, wireKb, gzip9Kb: round(gzip9 / 1024), withinBudget: wireKb <= JS_BUDGET_KB, files };
}

/**
 * One Lighthouse run. Chromium now and then fails to record the page load's trace (Lighthouse's
 * runtime error NO_NAVSTART, no score; sometimes as a report, sometimes as a failed exit): such a run
 * is repeated, up to twice, and counted in the log.
 */
export async function lighthouseRun(url, index, categories = 'performance,seo', extraArgs = []) {
  const output = path.join(os.tmpdir(), `hf-lh-${process.pid}-${index}.json`);
  for (let attempt = 1; ; attempt += 1) {
    try {
      await run(
        process.execPath,
        [path.join(ROOT, 'node_modules/lighthouse/cli/index.js'), url, `--only-categories=${categories}`, '--output=json', `--output-path=${output}`, '--quiet', `--chrome-flags=${FLAGS.join(' ')}`, ...extraArgs],
        { env: { ...process.env, CHROME_PATH: CHROMIUM }, maxBuffer: 64 * 1024 * 1024, timeout: 120_000 },
      );
    } catch (error) {
      if (!String(error.message).includes('NO_NAVSTART') || attempt === 3) throw error;
      log(`  lighthouse ${new URL(url).pathname}: NO_NAVSTART (failed exit), run again`);
      continue;
    }
    const report = JSON.parse(fs.readFileSync(output, 'utf8'));
    fs.rmSync(output, { force: true });
    if (!report.runtimeError || attempt === 3) return report;
    log(`  lighthouse ${new URL(url).pathname}: ${report.runtimeError.code}, run again`);
  }
}

/** The SEO score and the audits that lost points (SEO audits are pass/fail: one run is enough). */
function seoOf(report) {
  const failing = report.categories.seo.auditRefs.filter((ref) => ref.weight > 0 && report.audits[ref.id]?.score === 0).map((ref) => ref.id);
  return { path: new URL(report.finalDisplayedUrl ?? report.requestedUrl).pathname, score: Math.round(report.categories.seo.score * 100), failing };
}

export async function lighthouse(url) {
  let seo;
  const scores = [];
  const metrics = [];
  for (let index = 0; index < RUNS; index += 1) {
    const report = await lighthouseRun(url, index);
    seo ??= seoOf(report);
    scores.push(Math.round(report.categories.performance.score * 100));
    const audit = (id) => round(report.audits[id]?.numericValue ?? NaN, 3);
    metrics.push({ fcpMs: audit('first-contentful-paint'), lcpMs: audit('largest-contentful-paint'), tbtMs: audit('total-blocking-time'), cls: audit('cumulative-layout-shift'), siMs: audit('speed-index') });
    log(`  lighthouse ${new URL(url).pathname} run ${index + 1}: ${scores.at(-1)}`);
  }
  const sorted = [...scores].sort((a, b) => a - b);
  const median = sorted[Math.floor(sorted.length / 2)];
  return { path: new URL(url).pathname, scores, median, metricsOfMedianRun: metrics[scores.indexOf(median)], meetsTarget: median >= SCORE_TARGET, seo };
}

export async function benchFrontend(baseUrl, articleSlug) {
  const article = `/blog/${articleSlug}`;
  log('front end: JS per public route');
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: ['--headless', '--no-sandbox', '--disable-gpu'] });
  const javascript = [];
  try {
    for (const route of ['/', '/blog', article, '/about', '/services', '/career']) javascript.push(await measureJs(browser, `${baseUrl}${route}`));
  } finally {
    await browser.close();
  }
  for (const row of javascript) log(`  ${row.path}: ${row.wireKb} KB gzip on the wire (${row.requests} scripts)`);
  log(`front end: Lighthouse mobile performance, median of ${RUNS}`);
  const lighthouseMobile = [];
  for (const route of ['/', '/blog', article, '/about', '/services', '/career']) lighthouseMobile.push(await lighthouse(`${baseUrl}${route}`));
  log('front end: Lighthouse SEO on every public route');
  const seo = lighthouseMobile.map((row) => row.seo);
  for (const route of ['/terms', '/privacy']) seo.push(seoOf(await lighthouseRun(`${baseUrl}${route}`, 0, 'seo')));
  for (const row of seo) log(`  ${row.path}: SEO ${row.score}${row.failing.length ? ` (failing: ${row.failing.join(', ')})` : ''}`);
  return {
    lighthouse: JSON.parse(fs.readFileSync(path.join(ROOT, 'node_modules/lighthouse/package.json'), 'utf8')).version,
    method: `JS: script responses of a cold first visit at 390x844 in ${CHROMIUM} (playwright-core), wire bytes as the gateway serves them (gzip) and gzip -9 of each body. Lighthouse: mobile preset (default), performance median of ${RUNS} (SEO from the first run), SEO alone for the other public routes, against the local gateway.`,
    budgets: { jsGzipKb: JS_BUDGET_KB, performance: SCORE_TARGET, seo: SEO_TARGET },
    javascript,
    lighthouseMobile,
    seo: seo.map((row) => ({ ...row, meetsTarget: row.score >= SEO_TARGET })),
  };
}
