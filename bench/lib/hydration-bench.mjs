/**
 * Issue 30 item 2: what the public pages' code costs the phone that loads them. For each public
 * route, in chromium (playwright-core) at 390x844 with the CPU slowed 4× (DevTools protocol
 * `Emulation.setCPUThrottlingRate`), a DevTools trace of the load, until the network has been idle
 * and 2 s more (the app's code loads after the first paint, then hydrates): main-thread time by
 * Lighthouse's task groups (its own trace processing, lighthouse/core/lib/tracehouse), and the
 * blocking time of the long tasks (each top-level task's time past 50 ms). Beside it, in the same run,
 * the same page with its scripts removed (every <script>, the app's preloads): what the page costs
 * with no code at all, the limit. Five runs of each, alternating; medians. Then Lighthouse 12 mobile
 * (simulated throttling), five runs per route: median total blocking time and score. And the JS a
 * cold visit downloads per route.
 */
import fs from 'node:fs';
import { chromium } from 'playwright-core';
import { MainThreadTasks } from 'lighthouse/core/lib/tracehouse/main-thread-tasks.js';
import { TraceProcessor } from 'lighthouse/core/lib/tracehouse/trace-processor.js';
import { log, round } from './common.mjs';
import { lighthouseRun, measureJs } from './frontend-bench.mjs';

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const FLAGS = ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'];
const RUNS = Number(process.env.BENCH_HYDRATION_RUNS ?? 5);
const LIGHTHOUSE_RUNS = Number(process.env.BENCH_HYDRATION_LIGHTHOUSE_RUNS ?? 5);
const CPU_SLOWDOWN = 4;
const SETTLE_MS = 2000;
/** Issue 30: total blocking time ≤ 150 ms, Lighthouse mobile ≥ 95, public JS ≤ 110 KB gzip. */
const GOALS = { tbtMs: 150, score: 95, jsKb: 110 };
/** Lighthouse's own trace categories (its Trace gatherer), which its trace processing expects. */
const CATEGORIES = [
  '-*',
  'disabled-by-default-lighthouse',
  'loading',
  'v8',
  'v8.execute',
  'blink.user_timing',
  'devtools.timeline',
  'disabled-by-default-devtools.timeline',
  'disabled-by-default-devtools.timeline.frame',
];
const GROUPS = ['scriptEvaluation', 'scriptParseCompile', 'styleLayout', 'paintCompositeRender', 'parseHTML', 'garbageCollection', 'other'];

/** The page as the server sent it, without a line of code: no script of any kind, no preload of one. */
export function withoutScripts(html) {
  return html
    .replace(/<script\b[^>]*>[\s\S]*?<\/script>/gi, '')
    .replace(/<template id="app-preloads">[\s\S]*?<\/template>/gi, '')
    .replace(/<link\b[^>]*rel="modulepreload"[^>]*>/gi, '');
}

async function readTrace(client, stream) {
  let data = '';
  for (;;) {
    const chunk = await client.send('IO.read', { handle: stream });
    data += chunk.base64Encoded ? Buffer.from(chunk.data, 'base64').toString('utf8') : chunk.data;
    if (chunk.eof) break;
  }
  await client.send('IO.close', { handle: stream });
  return JSON.parse(data);
}

/** Main-thread time by task group (ms, self time as Lighthouse counts it) and the long tasks' blocking time. */
export function mainThreadFigures(trace) {
  const processed = TraceProcessor.processTrace(trace);
  const tasks = MainThreadTasks.getMainThreadTasks(processed.mainThreadEvents, processed.frames, processed.timestamps.traceEnd);
  const byGroup = Object.fromEntries(GROUPS.map((group) => [group, 0]));
  for (const task of tasks) byGroup[task.group.id] = (byGroup[task.group.id] ?? 0) + task.selfTime;
  const topLevel = tasks.filter((task) => !task.parent);
  const longTasks = topLevel.filter((task) => task.duration > 50);
  const total = Object.values(byGroup).reduce((sum, ms) => sum + ms, 0);
  return {
    totalMs: round(total, 0),
    scriptingMs: round(byGroup.scriptEvaluation + byGroup.scriptParseCompile, 0),
    byGroupMs: Object.fromEntries(Object.entries(byGroup).map(([group, ms]) => [group, round(ms, 0)])),
    longTasks: longTasks.length,
    longestTaskMs: round(Math.max(0, ...topLevel.map((task) => task.duration)), 0),
    blockingMs: round(longTasks.reduce((sum, task) => sum + task.duration - 50, 0), 0),
  };
}

/**
 * Now and then chromium's trace of a load carries no navigationStart for the page's frame (the
 * navigation from about:blank swaps the renderer), and Lighthouse's trace processing refuses it:
 * each load starts from a same-origin file (robots.txt: no script, no style, nothing the page reuses),
 * so the page's renderer is there before tracing starts, and a load without one is made again, up
 * to five times.
 */
async function tracedLoad(browser, url, options) {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await tracedLoadOnce(browser, url, options);
    } catch (error) {
      if (attempt >= 5 || !/navigationStart/.test(String(error?.message))) throw error;
      log(`  ${new URL(url).pathname}: trace without navigationStart, loading again`);
    }
  }
}

async function tracedLoadOnce(browser, url, { scripts }) {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const page = await context.newPage();
  if (!scripts) {
    await page.route(url, async (route) => {
      const response = await route.fetch();
      await route.fulfill({ response, body: withoutScripts(await response.text()) });
    });
  }
  await page.goto(new URL('/robots.txt', url).href);
  const client = await context.newCDPSession(page);
  await client.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
  await client.send('Tracing.start', { categories: CATEGORIES.join(','), transferMode: 'ReturnAsStream', options: 'sampling-frequency=10000' });
  await page.goto(url, { waitUntil: 'networkidle' });
  await page.waitForTimeout(SETTLE_MS);
  const complete = new Promise((resolve) => client.once('Tracing.tracingComplete', resolve));
  await client.send('Tracing.end');
  const { stream } = await complete;
  const trace = await readTrace(client, stream);
  const scriptTags = await page.evaluate(() => document.scripts.length);
  await context.close();
  return { ...mainThreadFigures({ traceEvents: trace.traceEvents ?? trace }), scriptTags };
}

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
};

function medians(runs) {
  const pick = (get) => median(runs.map(get));
  return {
    totalMs: pick((run) => run.totalMs),
    scriptingMs: pick((run) => run.scriptingMs),
    blockingMs: pick((run) => run.blockingMs),
    longestTaskMs: pick((run) => run.longestTaskMs),
    byGroupMs: Object.fromEntries(GROUPS.map((group) => [group, pick((run) => run.byGroupMs[group])])),
  };
}

async function lighthouseMedians(url) {
  const runs = [];
  for (let index = 0; index < LIGHTHOUSE_RUNS; index += 1) {
    const report = await lighthouseRun(url, index, 'performance');
    const audit = (id) => report.audits[id]?.numericValue ?? NaN;
    runs.push({ score: Math.round(report.categories.performance.score * 100), tbtMs: round(audit('total-blocking-time'), 0), bootupMs: round(audit('bootup-time'), 0), mainThreadMs: round(audit('mainthread-work-breakdown'), 0), lcpMs: round(audit('largest-contentful-paint'), 0) });
    log(`  lighthouse ${new URL(url).pathname} run ${index + 1}: ${runs.at(-1).score}, TBT ${runs.at(-1).tbtMs} ms`);
  }
  const pick = (key) => median(runs.map((run) => run[key]));
  return { runs, score: pick('score'), tbtMs: pick('tbtMs'), bootupMs: pick('bootupMs'), mainThreadMs: pick('mainThreadMs'), lcpMs: pick('lcpMs') };
}

export async function benchHydration(baseUrl, articleSlug) {
  const routes = ['/', '/blog', `/blog/${articleSlug}`, '/about', '/services', '/career'];
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: FLAGS });
  const rows = [];
  try {
    for (const route of routes) {
      const url = `${baseUrl}${route}`;
      const javascript = await measureJs(browser, url);
      const app = [];
      const limit = [];
      for (let index = 0; index < RUNS; index += 1) {
        // Alternate which goes first, so a slow moment on the machine does not always land on one of them.
        for (const scripts of index % 2 === 0 ? [true, false] : [false, true]) (scripts ? app : limit).push(await tracedLoad(browser, url, { scripts }));
      }
      if (limit.some((run) => run.scriptTags > 0)) throw new Error(`${route}: the page without scripts still had a script`);
      const row = { path: route, jsKb: javascript.wireKb, jsRequests: javascript.requests, app: medians(app), limit: medians(limit), runs: { app, limit } };
      row.hydrationMs = { scripting: row.app.scriptingMs - row.limit.scriptingMs, total: row.app.totalMs - row.limit.totalMs };
      log(`  ${route}: JS ${row.jsKb} KB; main thread at ${CPU_SLOWDOWN}× ${row.app.totalMs} ms (scripting ${row.app.scriptingMs}, blocking ${row.app.blockingMs}) vs ${row.limit.totalMs} ms without scripts (scripting ${row.limit.scriptingMs}, blocking ${row.limit.blockingMs})`);
      rows.push(row);
    }
  } finally {
    await browser.close();
  }
  for (const row of rows) {
    row.lighthouse = await lighthouseMedians(`${baseUrl}${row.path}`);
    row.goals = {
      tbtMs: { target: GOALS.tbtMs, met: row.lighthouse.tbtMs <= GOALS.tbtMs },
      score: { target: GOALS.score, met: row.lighthouse.score >= GOALS.score },
      jsKb: { target: GOALS.jsKb, met: row.jsKb <= GOALS.jsKb },
    };
  }
  return {
    lighthouse: JSON.parse(fs.readFileSync(new URL('../../node_modules/lighthouse/package.json', import.meta.url), 'utf8')).version,
    method: `Traces: ${CHROMIUM} via playwright-core, 390x844, CPU ${CPU_SLOWDOWN}× slower (Emulation.setCPUThrottlingRate), no network throttling, loaded until the network is idle and ${SETTLE_MS} ms more; main-thread self time by Lighthouse's task groups (its tracehouse), blocking = Σ(top-level task − 50 ms) over the whole load; ${RUNS} runs with scripts and ${RUNS} without (every <script> and the app's preloads removed from the HTML), alternating; medians. Lighthouse ${LIGHTHOUSE_RUNS} runs, mobile preset (simulated throttling), medians. JS: script bytes on the wire of a cold visit.`,
    goals: GOALS,
    rows,
  };
}
