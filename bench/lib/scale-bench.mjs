/**
 * Scale (issues 18 and 30): how the cost of pages, feeds and the studio grows with the number of posts. For
 * each of 100, 1,000, 10,000 and 100,000 published posts (~2 KB of markdown each, plus a tenth as many
 * drafts, topped up with one INSERT … SELECT generate_series in the bench's own database):
 * - /blog: HTML size (gzip on the wire), and the first render after a write: its time, the gateway's
 *   event-loop block (prom-client's nodejs_eventloop_lag_max_seconds, reset by a scrape just before, and
 *   the slowest answer of /api/health/live polled meanwhile);
 * - Lighthouse mobile performance of /blog (one run a size);
 * - the studio's Content Workflow tab, signed in (chromium via playwright-core): time from navigating to
 *   /admin (then clicking the tab) to both lists rendered, DOM nodes and JS heap then; and its Calendar tab
 *   on January 2020 (the browser's clock set there: the same ~1,000 posts in those weeks at every size);
 * - an article (/blog/:slug), /rss.xml, /sitemap.xml (an index above 50,000 URLs) and its first posts file:
 *   bytes and time (first request after a write, then the median of 3);
 * - GET /api/admin/blog/posts (the spec's list, every post with its text): bytes, time, and the gateway's
 *   resident memory while it is sent (peak over the level before);
 * - GET /api/ai/drafts with 200 ideas (from the offline writer, stored by SQL: their topic candidates are
 *   found as they are stored) and link suggestions of a post: time;
 * - p99 of article reads at a steady rate while a draft is published and /blog, the feeds and the public
 *   list are fetched again (the renders a publish causes).
 * Every load is bounded: fixed counts, fixed durations, and a timeout on every request.
 */
import fs from 'node:fs';
import os from 'node:os';
import { execFileSync } from 'node:child_process';
import http from 'node:http';
import path from 'node:path';
import zlib from 'node:zlib';
import { createRequire } from 'node:module';
import { chromium } from 'playwright-core';
import { lighthouseRun } from './frontend-bench.mjs';
import { paced } from './http-bench.mjs';
import { ADMIN, adminCookie, log, ROOT, round, sleep } from './common.mjs';

const require = createRequire(import.meta.url);
const SIZES = (process.env.BENCH_SCALE_SIZES ?? '100,1000,10000,100000').split(',').map(Number);
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const REQUEST_TIMEOUT_MS = 180_000;
const STUDIO_TIMEOUT_MS = 120_000;
const READ_RATE = 50;
const READ_SECONDS = 8;
const CONTENT_BYTES = 2048;
const IDEAS = 200;
/** Rounds of a write then the first request after it: their median is the "after a write" figure. */
const AFTER_WRITE_ROUNDS = 3;
const IDEA_JOB_ID = '00000000-0000-4000-8000-00000000b005';
/** The calendar's month at every size: the seed's first posts (one an hour from 2020-01-01). */
const CALENDAR_CLOCK = new Date('2020-01-15T12:00:00Z');

/**
 * One GET with gzip accepted: status, bytes on the wire, bytes decoded, milliseconds to the last byte.
 * `{ keep: false }` counts the bytes as they come instead of keeping the body (then `body` is null).
 */
function get(baseUrl, pathname, headers = {}, { keep = true } = {}) {
  const started = performance.now();
  return new Promise((resolve, reject) => {
    const request = http.get(`${baseUrl}${pathname}`, { headers: { 'accept-encoding': 'gzip', ...headers }, agent: false, timeout: REQUEST_TIMEOUT_MS }, (response) => {
      const gzip = response.headers['content-encoding'] === 'gzip';
      if (!keep) {
        let wireBytes = 0;
        let bytes = 0;
        const decoded = gzip ? response.pipe(zlib.createGunzip()) : response;
        response.on('data', (chunk) => (wireBytes += chunk.length));
        decoded.on('data', (chunk) => (bytes += chunk.length));
        decoded.on('end', () => resolve({ status: response.statusCode, ms: round(performance.now() - started), wireBytes, bytes, gzipBytes: gzip ? wireBytes : null, body: null }));
        decoded.on('error', reject);
        return;
      }
      const chunks = [];
      response.on('data', (chunk) => chunks.push(chunk));
      response.on('end', () => {
        const ms = performance.now() - started;
        const wire = Buffer.concat(chunks);
        const body = gzip ? zlib.gunzipSync(wire) : wire;
        resolve({ status: response.statusCode, ms: round(ms), wireBytes: wire.length, bytes: body.length, gzipBytes: gzip ? wire.length : zlib.gzipSync(body).length, body });
      });
      response.on('error', reject);
    });
    request.on('timeout', () => request.destroy(new Error(`GET ${pathname} timed out`)));
    request.on('error', reject);
  });
}

function request(baseUrl, method, pathname, cookie, body) {
  return fetch(`${baseUrl}${pathname}`, {
    method,
    headers: { cookie, 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
    signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
  }).then(async (response) => {
    if (!response.ok) throw new Error(`${method} ${pathname}: ${response.status} ${await response.text()}`);
    return response.json();
  });
}

/** Tops the database up to `published` published posts and a tenth as many drafts (scale-N slugs). */
async function seed(client, published) {
  const { DEMO_POSTS } = require(path.join(ROOT, 'packages/demo-content/dist'));
  const contents = DEMO_POSTS.map((post) => post.content.slice(0, CONTENT_BYTES));
  const started = performance.now();
  for (const [wantPublished, target] of [[true, published], [false, Math.round(published / 10)]]) {
    const have = Number((await client.query('SELECT count(*) FROM blog_posts WHERE published = $1', [wantPublished])).rows[0].count);
    if (have >= target) continue;
    const prefix = wantPublished ? 'scale' : 'scale-draft';
    const from = Number((await client.query(`SELECT count(*) FROM blog_posts WHERE slug LIKE $1`, [`${prefix}-%`])).rows[0].count) + 1;
    // One statement: the arrays carry the demo posts' texts, generate_series the numbers.
    await client.query(
      `INSERT INTO blog_posts (title, slug, excerpt, content, category, author, meta_description, featured_image,
         estimated_read_time, keywords, published, status, published_at, created_at, updated_at)
       SELECT ($3::text[])[1 + g % $7] || ' (scale ' || g || ')', $8 || '-' || g, ($4::text[])[1 + g % $7],
         ($5::text[])[1 + g % $7] || E'\n\nScale post ' || g || '.', ($6::text[])[1 + g % $7], 'Bench', 'A post made by the scale bench.', NULL,
         5, ARRAY['video editing', 'workflow'], $9, CASE WHEN $9 THEN 'published' ELSE 'draft' END,
         CASE WHEN $9 THEN t END, t, t
       FROM generate_series($1::int, $2::int) AS g, LATERAL (SELECT timestamptz '2020-01-01' + g * interval '1 hour' AS t) AS times`,
      [from, from + target - have - 1, DEMO_POSTS.map((post) => post.title), DEMO_POSTS.map((post) => post.excerpt), contents, DEMO_POSTS.map((post) => post.category), DEMO_POSTS.length, prefix, wantPublished],
    );
  }
  // A blog of this size has been vacuumed by autovacuum long since (index-only scans need the visibility map).
  await client.query('VACUUM ANALYZE blog_posts');
  const counts = (await client.query('SELECT count(*) FILTER (WHERE published) AS published, count(*) FILTER (WHERE NOT published) AS drafts FROM blog_posts')).rows[0];
  return { published: Number(counts.published), drafts: Number(counts.drafts), seedMs: Math.round(performance.now() - started) };
}

/** 200 idea titles the offline writer gives for topics near the seeded posts, stored as one job's ideas. */
async function seedIdeas(client) {
  const { generateIdeas } = require(path.join(ROOT, 'services/worker/dist/offline-writer/idea-generator.js'));
  const topics = [['video editing workflow', 'Video Editing'], ['YouTube growth', 'YouTube Strategy'], ['B2B video content repurposing', 'Content Marketing'], ['retention editing hooks', 'Video Editing'], ['sales video letters', 'Video Marketing']];
  const titles = topics.flatMap(([topic, industry], seed) => generateIdeas({ topic, keywords: [], targetLength: 'long', tone: 'professional', industry }, { seed, count: IDEAS / topics.length }));
  const started = performance.now();
  await client.query('DELETE FROM ai_ideas WHERE job_id = $1', [IDEA_JOB_ID]);
  await client.query(
    `INSERT INTO ai_ideas (title, category, topic, tone, job_id, position)
     SELECT title, 'Video Editing', 'scale bench', 'professional', $2, place FROM unnest($1::text[]) WITH ORDINALITY AS t(title, place)`,
    [titles.slice(0, IDEAS), IDEA_JOB_ID],
  );
  return { ideas: Math.min(titles.length, IDEAS), storeMs: Math.round(performance.now() - started) };
}

/** The gateway's resident memory now, in MB (Linux /proc). */
function residentMb(pid) {
  const match = /^VmRSS:\s+(\d+) kB$/m.exec(fs.readFileSync(`/proc/${pid}/status`, 'utf8'));
  return match ? round(Number(match[1]) / 1024) : null;
}

/**
 * The spec's admin list after a write, its body counted as it comes (not kept: hundreds of MB at 100,000
 * posts), with the gateway's resident memory sampled every 50 ms meanwhile; then once more, warm.
 */
async function adminList(baseUrl, cookie, postId, gatewayPid) {
  await write(baseUrl, cookie, postId);
  const rssBeforeMb = residentMb(gatewayPid);
  let rssPeakMb = rssBeforeMb;
  const sampler = setInterval(() => (rssPeakMb = Math.max(rssPeakMb, residentMb(gatewayPid) ?? 0)), 50);
  let first;
  try {
    first = await get(baseUrl, '/api/admin/blog/posts', { cookie }, { keep: false });
  } finally {
    clearInterval(sampler);
  }
  const warm = await get(baseUrl, '/api/admin/blog/posts', { cookie }, { keep: false });
  return {
    status: first.status,
    bytes: first.bytes,
    gzipBytes: first.gzipBytes,
    firstMs: first.ms,
    warmMs: warm.ms,
    rssBeforeMb,
    rssPeakMb,
    rssGrowthMb: round(rssPeakMb - rssBeforeMb),
  };
}

/** The list streamed by the gateway's code in a process of its own, its heap collected every 500 ms (list-memory.cjs). */
function listLiveHeap(databaseUrl) {
  const script = path.join(ROOT, 'bench/lib/list-memory.cjs');
  return JSON.parse(execFileSync(process.execPath, ['--expose-gc', script, databaseUrl], { encoding: 'utf8', timeout: 600_000 }));
}

/**
 * Every request measured below, once, not measured: the first size would otherwise pay for what any
 * first request pays (the server bundle's chunks loaded, code compiled, plans cached), not for its size.
 */
async function warmUp(baseUrl, cookie, ids) {
  for (const pathname of ['/blog', `/blog/${ids.slug}`, '/rss.xml', '/sitemap.xml', '/api/blog/posts', '/api/ai/drafts', `/api/admin/blog/posts/${ids.live}/link-suggestions`, '/api/admin/blog/posts/summaries?published=true&pageSize=12']) {
    await get(baseUrl, pathname, { cookie }, { keep: false });
  }
}

/** A studio read: the first time and the median of `runs` more (ms), with the status and size of the first. */
async function studioRead(baseUrl, cookie, pathname, runs = 5) {
  const first = await get(baseUrl, pathname, { cookie });
  const times = [];
  for (let index = 0; index < runs; index += 1) times.push((await get(baseUrl, pathname, { cookie })).ms);
  times.sort((a, b) => a - b);
  return { status: first.status, bytes: first.bytes, firstMs: first.ms, medianMs: times[Math.floor(times.length / 2)], body: first.body };
}

async function lagMaxMs(baseUrl) {
  const text = (await get(baseUrl, '/metrics')).body.toString();
  const match = /^nodejs_eventloop_lag_max_seconds(?:\{[^}]*\})? ([0-9.e+-]+)$/m.exec(text);
  return match ? round(Number(match[1]) * 1000) : null;
}

/** A write every cache listens to: unpublish and publish again one live post (its revisions record both). */
async function write(baseUrl, cookie, postId) {
  await request(baseUrl, 'PATCH', `/api/admin/blog/posts/${postId}`, cookie, { published: false });
  await request(baseUrl, 'PATCH', `/api/admin/blog/posts/${postId}`, cookie, { published: true });
}

/** The first /blog after a write: render time, event-loop lag max, slowest tiny request meanwhile. */
async function blogAfterWrite(baseUrl, cookie, postId) {
  await write(baseUrl, cookie, postId);
  await lagMaxMs(baseUrl); // resets the maximum
  let rendering = true;
  let slowestProbeMs = 0;
  const probe = (async () => {
    while (rendering) {
      const { ms } = await get(baseUrl, '/api/health/live');
      slowestProbeMs = Math.max(slowestProbeMs, ms);
      await sleep(5);
    }
  })();
  const page = await get(baseUrl, '/blog');
  rendering = false;
  await probe;
  return { renderMs: page.ms, eventLoopLagMaxMs: await lagMaxMs(baseUrl), slowestProbeMs: round(slowestProbeMs), html: page };
}

/**
 * The first request after a write, in AFTER_WRITE_ROUNDS rounds (their median: one round on a shared
 * machine is mostly noise), then the median of three more, warm.
 */
async function sizeAndTime(baseUrl, cookie, pathname, postId, headers = {}) {
  const afterWrite = [];
  let first;
  for (let round = 0; round < AFTER_WRITE_ROUNDS; round += 1) {
    await write(baseUrl, cookie, postId);
    first = await get(baseUrl, pathname, headers);
    afterWrite.push(first.ms);
  }
  const warm = [];
  for (let index = 0; index < 3; index += 1) warm.push((await get(baseUrl, pathname, headers)).ms);
  warm.sort((a, b) => a - b);
  const firstMs = [...afterWrite].sort((a, b) => a - b)[Math.floor(AFTER_WRITE_ROUNDS / 2)];
  return { status: first.status, bytes: first.bytes, gzipBytes: first.gzipBytes, firstMs, afterWriteMs: afterWrite, warmMedianMs: warm[1] };
}

async function signedInContext(browser, baseUrl, cookie) {
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
  await context.addCookies(cookie.split('; ').map((pair) => ({ name: pair.slice(0, pair.indexOf('=')), value: pair.slice(pair.indexOf('=') + 1), url: baseUrl })));
  return context;
}

/**
 * The Calendar tab on January 2020 (the browser's clock is set there, so the tab opens on it): from the
 * click to the month's grid drawn, which waits for every page of the month's posts (up to 10 of 50).
 */
async function calendarTab(browser, baseUrl, cookie) {
  const context = await signedInContext(browser, baseUrl, cookie);
  const page = await context.newPage();
  try {
    await page.clock.setSystemTime(CALENDAR_CLOCK);
    await page.goto(`${baseUrl}/admin`, { timeout: STUDIO_TIMEOUT_MS });
    const tab = page.getByRole('tab', { name: 'Calendar' });
    await tab.waitFor({ timeout: STUDIO_TIMEOUT_MS });
    const clicked = performance.now();
    await tab.click({ timeout: STUDIO_TIMEOUT_MS });
    await page.getByRole('grid', { name: 'January 2020' }).waitFor({ timeout: STUDIO_TIMEOUT_MS });
    const afterClickMs = Math.round(performance.now() - clicked);
    const entries = await page.locator('[data-testid^="calendar-"]:not([data-testid="calendar-month"])').count();
    return { afterClickMs, entries, month: await page.getByTestId('calendar-month').textContent() };
  } finally {
    await context.close();
  }
}

async function studioTab(browser, baseUrl, cookie) {
  const context = await signedInContext(browser, baseUrl, cookie);
  const page = await context.newPage();
  try {
    const client = await context.newCDPSession(page);
    await client.send('Performance.enable');
    const started = performance.now();
    await page.goto(`${baseUrl}/admin`, { timeout: STUDIO_TIMEOUT_MS });
    const tab = page.getByRole('tab', { name: 'Content Workflow' });
    await tab.waitFor({ timeout: STUDIO_TIMEOUT_MS });
    const shellMs = Math.round(performance.now() - started);
    const clicked = performance.now();
    await tab.click({ timeout: STUDIO_TIMEOUT_MS });
    // Both sections rendered: a card list, or its empty state.
    const panel = page.locator('#panel-workflow');
    const shown = (list, empty) => panel.getByTestId(list).getByTestId('post-card').first().or(panel.getByText(empty, { exact: true })).first();
    await shown('draft-list', 'No drafts found').waitFor({ timeout: STUDIO_TIMEOUT_MS });
    await shown('live-list', 'No posts found').waitFor({ timeout: STUDIO_TIMEOUT_MS });
    const renderMs = Math.round(performance.now() - started);
    const afterClickMs = Math.round(performance.now() - clicked);
    const { metrics } = await client.send('Performance.getMetrics');
    const metric = (key) => metrics.find((item) => item.name === key)?.value ?? NaN;
    const domNodes = await page.evaluate(() => document.getElementsByTagName('*').length);
    const cards = await page.getByTestId('post-card').count();
    const counts = await page.getByTestId('post-counts').textContent();
    return { renderMs, shellMs, afterClickMs, domNodes, cardsRendered: cards, jsHeapUsedMb: round(metric('JSHeapUsedSize') / 1024 ** 2), counts };
  } finally {
    await context.close();
  }
}

/** p99 of article reads at READ_RATE/s while a draft is published and the pages it changes are fetched. */
async function readsDuringPublish(baseUrl, cookie, articleSlug, draftId) {
  const reads = paced(`${baseUrl}/blog/${articleSlug}`, READ_RATE, { warmUpS: 2, durationS: READ_SECONDS, connections: 8 });
  await sleep(3_000);
  const started = performance.now();
  await request(baseUrl, 'PATCH', `/api/admin/blog/posts/${draftId}`, cookie, { published: true });
  const refetched = {};
  for (const pathname of ['/blog', '/rss.xml', '/sitemap.xml', '/api/blog/posts']) refetched[pathname] = (await get(baseUrl, pathname)).ms;
  const publishAndRefetchMs = Math.round(performance.now() - started);
  await request(baseUrl, 'PATCH', `/api/admin/blog/posts/${draftId}`, cookie, { published: false });
  const result = await reads;
  return { path: `/blog/${articleSlug}`, rate: READ_RATE, durationS: READ_SECONDS, latencyMs: result.latencyMs, non2xx: result.non2xx, errors: result.errors, publishAndRefetchMs, refetchedMs: refetched };
}

async function lighthouseBlog(baseUrl, index) {
  const report = await lighthouseRun(`${baseUrl}/blog`, `scale-${index}`, 'performance');
  const audit = (id) => Math.round(report.audits[id]?.numericValue ?? NaN);
  return {
    score: report.categories.performance.score === null ? null : Math.round(report.categories.performance.score * 100),
    tbtMs: audit('total-blocking-time'),
    lcpMs: audit('largest-contentful-paint'),
    domNodes: report.audits['dom-size']?.numericValue ?? null,
    runtimeError: report.runtimeError?.code ?? null,
  };
}

export async function benchScale(product) {
  const { default: pg } = await import('pg');
  const client = new pg.Client({ connectionString: product.databaseUrl });
  await client.connect();
  const cookie = await adminCookie(product.baseUrl);
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: ['--headless', '--no-sandbox', '--disable-gpu'] });
  const rows = [];
  try {
    for (const [index, size] of SIZES.entries()) {
      // Ideas first out, then back after the posts: their candidates are found against the posts of this size.
      await client.query('DELETE FROM ai_ideas WHERE job_id = $1', [IDEA_JOB_ID]);
      const seeded = await seed(client, size);
      log(`scale ${size}: ${seeded.published} published, ${seeded.drafts} drafts (seeded in ${seeded.seedMs} ms)`);
      const storedIdeas = await seedIdeas(client);
      log(`  ${storedIdeas.ideas} ideas stored in ${storedIdeas.storeMs} ms (their topic candidates found as they are)`);
      const ids = (await client.query(`SELECT (SELECT id FROM blog_posts WHERE published ORDER BY created_at DESC, id DESC LIMIT 1) AS live,
        (SELECT id FROM blog_posts WHERE NOT published ORDER BY id LIMIT 1) AS draft,
        (SELECT slug FROM blog_posts WHERE published ORDER BY id LIMIT 1) AS slug`)).rows[0];
      await warmUp(product.baseUrl, cookie, ids);
      // The studio's tabs once each, unmeasured: the first size would otherwise pay for a cold browser and gateway.
      await studioTab(browser, product.baseUrl, cookie).catch(() => null);
      await calendarTab(browser, product.baseUrl, cookie).catch(() => null);
      const blog = await blogAfterWrite(product.baseUrl, cookie, ids.live);
      log(`  /blog: ${round(blog.html.gzipBytes / 1024)} KB gzip, first render after a write ${blog.renderMs} ms, event-loop lag max ${blog.eventLoopLagMaxMs} ms`);
      const article = await sizeAndTime(product.baseUrl, cookie, `/blog/${ids.slug}`, ids.live);
      const rss = await sizeAndTime(product.baseUrl, cookie, '/rss.xml', ids.live);
      const sitemap = await sizeAndTime(product.baseUrl, cookie, '/sitemap.xml', ids.live);
      const sitemapPosts = size + 10 > 50_000 ? await sizeAndTime(product.baseUrl, cookie, '/sitemap-posts-1.xml', ids.live) : null;
      log(`  article ${article.firstMs} / ${article.warmMedianMs} ms; rss ${round(rss.bytes / 1024)} KB ${rss.firstMs} ms; sitemap ${round(sitemap.bytes / 1024)} KB ${sitemap.firstMs} ms${sitemapPosts ? ` (posts file 1: ${round(sitemapPosts.bytes / 1024)} KB ${sitemapPosts.firstMs} ms)` : ''}`);
      const drafts = await studioRead(product.baseUrl, cookie, '/api/ai/drafts');
      const ideasListed = JSON.parse(drafts.body.toString());
      const similarIdeas = { status: drafts.status, ideas: ideasListed.length, withSimilar: ideasListed.filter((idea) => idea.similar.length).length, firstMs: drafts.firstMs, medianMs: drafts.medianMs };
      const { body: _links, ...linkSuggestions } = await studioRead(product.baseUrl, cookie, `/api/admin/blog/posts/${ids.live}/link-suggestions`);
      log(`  GET /api/ai/drafts (${similarIdeas.ideas} ideas, ${similarIdeas.withSimilar} with similar posts): ${similarIdeas.firstMs} / ${similarIdeas.medianMs} ms; link suggestions ${linkSuggestions.firstMs} / ${linkSuggestions.medianMs} ms`);
      const studio = await studioTab(browser, product.baseUrl, cookie).catch((error) => ({ error: String(error.message ?? error).split('\n')[0] }));
      log(`  studio tab: ${studio.error ?? `${studio.afterClickMs} ms after the click, ${studio.domNodes} DOM nodes, ${studio.jsHeapUsedMb} MB heap`}`);
      const calendar = await calendarTab(browser, product.baseUrl, cookie).catch((error) => ({ error: String(error.message ?? error).split('\n')[0] }));
      log(`  calendar (January 2020): ${calendar.error ?? `${calendar.afterClickMs} ms after the click, ${calendar.entries} entries`}`);
      const reads = ids.draft ? await readsDuringPublish(product.baseUrl, cookie, ids.slug, ids.draft) : null;
      log(`  reads during a publish: p99 ${reads?.latencyMs.p99} ms (publish + refetch ${reads?.publishAndRefetchMs} ms)`);
      const lighthouse = await lighthouseBlog(product.baseUrl, index).catch((error) => ({ error: String(error.message ?? error).split('\n')[0] }));
      log(`  Lighthouse mobile /blog: ${lighthouse.score ?? lighthouse.error} (TBT ${lighthouse.tbtMs} ms)`);
      // Last: the list's garbage (hundreds of MB at 100,000 posts) would otherwise be collected during the reads measured after it.
      const adminPosts = { ...(await adminList(product.baseUrl, cookie, ids.live, product.gateway.pid)), streamedAlone: listLiveHeap(product.databaseUrl) };
      log(`  admin list ${round(adminPosts.bytes / 1024 ** 2)} MB (${round(adminPosts.gzipBytes / 1024 ** 2)} MB gzip) ${adminPosts.firstMs} ms, gateway memory ${adminPosts.rssBeforeMb} → ${adminPosts.rssPeakMb} MB; streamed alone: live heap ${adminPosts.streamedAlone.liveHeapBeforeMb} → ${adminPosts.streamedAlone.liveHeapMaxMb} MB`);
      rows.push({
        publishedPosts: seeded.published,
        drafts: seeded.drafts,
        seedMs: seeded.seedMs,
        loadAverage: os.loadavg().map((value) => round(value, 2)),
        blog: { bytes: blog.html.bytes, gzipBytes: blog.html.gzipBytes, renderAfterWriteMs: blog.renderMs, eventLoopLagMaxMs: blog.eventLoopLagMaxMs, slowestProbeMs: blog.slowestProbeMs },
        lighthouseBlog: lighthouse,
        studio,
        calendar,
        article,
        adminPosts,
        rss,
        sitemap,
        sitemapPosts,
        similarIdeas: { ...similarIdeas, storeMs: storedIdeas.storeMs },
        linkSuggestions,
        readsDuringPublish: reads,
      });
    }
  } finally {
    await browser.close();
    await client.end();
  }
  return {
    method: `Sizes ${SIZES.join(', ')} published posts (~${CONTENT_BYTES / 1024} KB markdown each) plus a tenth as many drafts, seeded by SQL, and ${IDEAS} ideas from the offline writer stored by SQL after them. "After a write": an admin unpublished and republished a live post just before. Before each size's figures, each request measured is made once, unmeasured, and the studio's two tabs opened once (the first size would otherwise pay for first requests as such). "After a write" figures of the article, feeds and sitemap: the median of ${AFTER_WRITE_ROUNDS} rounds of a write then the request. Article: /blog/<the first post>. Admin list: its body counted as it came, the gateway's resident memory (/proc) sampled every 50 ms meanwhile (it includes whatever the collector has not yet freed); after a write, then once warm; and the same list streamed by the gateway's code in a process of its own whose heap is collected every 500 ms (live heap: what the stream holds). Calendar: chromium with its clock on 15 January 2020, from the click on 'Calendar' to the month's grid (every page of its posts read). /api/ai/drafts and link suggestions of the newest post: first call, then the median of 5. Event-loop block: prom-client nodejs_eventloop_lag_max_seconds over the /blog render (reset by a scrape just before) and the slowest /api/health/live answer polled meanwhile. Studio: chromium (playwright-core), 1440x900, signed in as ${ADMIN.username}, from navigating to /admin (then clicking 'Content Workflow') to both lists rendered (renderMs), and from the click to the lists (afterClickMs; the studio shell, shellMs, was on screen). Reads during a publish: paced sender, /blog/<slug> at ${READ_RATE}/s for ${READ_SECONDS} s (after 2 s not counted); 3 s in, a draft is published and /blog, /rss.xml, /sitemap.xml and /api/blog/posts are fetched once each. Lighthouse 12 mobile, one run a size.`,
    rows,
  };
}
