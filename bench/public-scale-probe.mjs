#!/usr/bin/env node
/**
 * A focused measurement of the public site at a large blog (not a piece of `npm run bench`): a
 * throwaway product from this checkout's build, N published posts seeded with one SQL insert
 * (BENCH_PROBE_POSTS, default 10,000), then for each write (publish, unpublish): the gateway's own
 * event-loop delay (prom-client's monitorEventLoopDelay gauges on /metrics, reset by each scrape)
 * and the latency of a cached public read sent every 5 ms, while the write's rebuilds run (the
 * blog's first page, the whole list, a search, the home page, the sitemap and the feed, all asked at
 * once right after the write). Prints the figures and the sizes of the public bodies as JSON.
 *
 *   node bench/public-scale-probe.mjs > /tmp/probe.json
 */
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { adminCookie, log, percentile, round, startBenchProduct } from './lib/common.mjs';

const POSTS = Number(process.env.BENCH_PROBE_POSTS ?? 10_000);
const READ_EVERY_MS = 5;

async function seed(databaseUrl, count) {
  const { default: pg } = await import('pg');
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    // ~2 KB of markdown a post, one statement for all.
    await client.query(
      `INSERT INTO blog_posts (title, slug, excerpt, content, category, author, meta_description, estimated_read_time,
         keywords, published, status, published_at, created_at, updated_at)
       SELECT 'Scale post ' || n, 'scale-post-' || n, 'Excerpt of scale post ' || n || ' about pacing and retention',
              '## Section ' || n || E'\\n\\n' || repeat('Cut on action and keep the story moving. ', 48),
              (ARRAY['Content Creating','Audience Building','Video Marketing','Video Editing'])[1 + n % 4],
              'Hyperframe Team', 'Meta ' || n, 5, ARRAY['editing'], true, 'published',
              now() - n * interval '1 hour', now() - n * interval '1 hour', now() - n * interval '1 hour'
         FROM generate_series(1, $1) AS n`,
      [count],
    );
  } finally {
    await client.end();
  }
}

const METRICS_TOKEN = 'public-scale-probe-token';

async function loopDelay(baseUrl) {
  const text = await (await fetch(`${baseUrl}/metrics`, { headers: { authorization: `Bearer ${METRICS_TOKEN}` } })).text();
  const gauge = (name) => Number(new RegExp(`^${name}(?:\\{[^}]*\\})? ([\\d.e+-]+)$`, 'm').exec(text)?.[1] ?? NaN) * 1000;
  return { maxMs: round(gauge('nodejs_eventloop_lag_max_seconds')), p99Ms: round(gauge('nodejs_eventloop_lag_p99_seconds')) };
}

/** The body's size as sent uncompressed (fetch would inflate a gzip answer anyway). */
async function bytes(url) {
  const response = await fetch(url, { headers: { 'accept-encoding': 'identity' } });
  const body = Buffer.from(await response.arrayBuffer());
  return { status: response.status, bytes: body.length };
}

/** A write, then every rebuild it causes at once, with a cached read every 5 ms until they are done. */
async function scenario(product, name, write) {
  const { baseUrl } = product;
  const readUrl = `${baseUrl}/api/blog/posts/scale-post-5000`;
  await fetch(readUrl);
  await loopDelay(baseUrl); // resets the gauges
  const latencies = [];
  let reading = true;
  const reader = (async () => {
    while (reading) {
      const due = performance.now();
      await (await fetch(readUrl)).arrayBuffer();
      latencies.push(performance.now() - due);
      const wait = READ_EVERY_MS - (performance.now() - due);
      if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
    }
  })();
  await new Promise((resolve) => setTimeout(resolve, 300));
  const started = performance.now();
  await write();
  const rebuilds = ['/blog', '/api/blog/posts', '/api/blog/page?q=retention', '/', '/career', '/sitemap.xml', '/rss.xml', '/blog/scale-post-7'];
  const timings = await Promise.all(
    rebuilds.map(async (path) => {
      const start = performance.now();
      const response = await fetch(`${baseUrl}${path}`, { headers: { 'accept-encoding': 'gzip' } });
      await response.arrayBuffer();
      return { path, status: response.status, ms: round(performance.now() - start) };
    }),
  );
  const total = round(performance.now() - started);
  await new Promise((resolve) => setTimeout(resolve, 300));
  reading = false;
  await reader;
  const loop = await loopDelay(baseUrl);
  const sorted = [...latencies].sort((a, b) => a - b);
  const result = {
    name,
    writeAndRebuildsMs: total,
    rebuilds: timings,
    eventLoopDelay: loop,
    concurrentReads: { count: sorted.length, p50Ms: round(percentile(sorted, 50)), p99Ms: round(percentile(sorted, 99)), maxMs: round(sorted.at(-1)) },
  };
  log(`${name}: loop max ${loop.maxMs} ms, concurrent read p99 ${result.concurrentReads.p99Ms} ms (max ${result.concurrentReads.maxMs}), rebuilds ${total} ms`);
  return result;
}

const product = await startBenchProduct({ env: { METRICS_TOKEN } });
try {
  log(`seeding ${POSTS} published posts`);
  await seed(product.databaseUrl, POSTS);
  {
    const { default: pg } = await import('pg');
    const client = new pg.Client({ connectionString: product.databaseUrl });
    await client.connect();
    const histogram = monitorEventLoopDelay({ resolution: 1 });
    histogram.enable();
    const start = performance.now();
    const { rows } = await client.query(`SELECT id, title, slug, excerpt, left(content, 100) AS "contentStart", category, author, meta_description, featured_image,
      featured_image_alt, estimated_read_time, keywords, published, status, created_at, updated_at, published_at FROM blog_posts WHERE published ORDER BY created_at DESC, id DESC`);
    histogram.disable();
    log(`the list's query alone, straight from pg: ${rows.length} rows in ${round(performance.now() - start)} ms, this process's loop delay max ${round(histogram.max / 1e6)} ms`);
    await client.end();
  }
  const cookie = await adminCookie(product.baseUrl);
  const { baseUrl } = product;
  const [{ id }] = await (await fetch(`${baseUrl}/api/admin/blog/posts?page=1&pageSize=1`, { headers: { cookie } })).json().then((page) => page.items);
  const patch = (published) => async () => {
    const response = await fetch(`${baseUrl}/api/admin/blog/posts/${id}`, {
      method: 'PATCH',
      headers: { cookie, 'content-type': 'application/json' },
      body: JSON.stringify({ published }),
    });
    if (response.status !== 200) throw new Error(`PATCH ${response.status}: ${await response.text()}`);
  };
  // Warm everything once (first render loads the server bundle).
  for (const path of ['/blog', '/api/blog/posts', '/', '/sitemap.xml', '/rss.xml']) await fetch(`${baseUrl}${path}`);
  const scenarios = [await scenario(product, 'unpublish one post', patch(false)), await scenario(product, 'publish it again', patch(true))];
  // The same rebuilds one at a time after a write: the longest event-loop block of each.
  await patch(false)();
  const oneByOne = [];
  for (const path of ['/api/blog/posts', '/blog', '/api/blog/page?q=retention', '/', '/career', '/sitemap.xml', '/rss.xml', '/blog/scale-post-7', '/blog?category=Video%20Editing']) {
    await loopDelay(baseUrl);
    const start = performance.now();
    await (await fetch(`${baseUrl}${path}`)).arrayBuffer();
    const ms = round(performance.now() - start);
    await new Promise((resolve) => setTimeout(resolve, 20));
    oneByOne.push({ path, ms, eventLoopDelay: await loopDelay(baseUrl) });
    log(`  ${path}: ${ms} ms, loop max ${oneByOne.at(-1).eventLoopDelay.maxMs} ms`);
  }
  scenarios.push({ name: 'rebuilds one at a time after a write', oneByOne });
  const sizes = {};
  for (const path of ['/blog', '/', '/api/blog/posts', '/api/blog/page', '/rss.xml', '/sitemap.xml']) sizes[path] = await bytes(`${baseUrl}${path}`);
  // BENCH_PROBE_LIGHTHOUSE=1: Lighthouse mobile performance of /blog at this size (median of 3).
  let blogLighthouse = null;
  if (process.env.BENCH_PROBE_LIGHTHOUSE) {
    const { lighthouse } = await import('./lib/frontend-bench.mjs');
    blogLighthouse = await lighthouse(`${baseUrl}/blog`);
    log(`/blog Lighthouse mobile: ${blogLighthouse.scores.join(', ')} (median ${blogLighthouse.median})`);
  }
  console.log(JSON.stringify({ posts: POSTS, scenarios, identityBytes: sizes, blogLighthouse }, null, 2));
} finally {
  await product.stop();
}
