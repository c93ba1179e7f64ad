/**
 * Worst-case article markdown (issue 25 item 1): what the costliest content costs the gateway. A
 * generated corpus: content the editor accepts, 500 KB nested at the limit (block quotes, lists,
 * emphasis runs) or just long (a table, links); and content stored before the limit, nested far past
 * it (shown as text). For each step, the time and the gateway's event-loop block: prom-client's
 * nodejs_eventloop_lag_max_seconds (reset by a scrape just before) and the slowest /api/health/live
 * answer polled meanwhile.
 * - the RSS feed's first build with every worst-case post in it, then its rebuild after a write (an
 *   admin unpublishes and republishes another post: every cache is emptied);
 * - each worst-case article page's first render (its own copy, not in the feed, so nothing is reused);
 * - the studio's checks and link suggestions of each.
 * The posts are removed at the end (later pieces read the feed).
 */
import http from 'node:http';
import path from 'node:path';
import { createRequire } from 'node:module';
import { adminCookie, log, ROOT, round, sleep } from './common.mjs';

const require = createRequire(import.meta.url);
const REQUEST_TIMEOUT_MS = 120_000;
const CONTENT_BYTES = 499_000;
const SLUG_PREFIX = 'render-bench';
const LAG_GOAL_MS = 50;

/** Units repeated (blank line between) up to CONTENT_BYTES. */
function fill(unit) {
  const copies = Math.max(1, Math.floor(CONTENT_BYTES / (unit.length + 2)));
  return Array.from({ length: copies }, () => unit).join('\n\n');
}

const nestedList = (levels) => Array.from({ length: levels }, (_, level) => `${'  '.repeat(level)}- item ${level} with [a link](/blog/x-${level})`).join('\n');

/** The corpus: name, content, and whether the editor accepts it (nested within the limit). */
function corpus(limit) {
  const tableRow = (index) => `| Row ${index} | **${index} cuts** | [a link](https://example.com/row/${index}) | _note_ ${index} |`;
  const rows = [];
  for (let index = 0, bytes = 0; bytes < CONTENT_BYTES - 200; index += 1) {
    rows.push(tableRow(index));
    bytes += rows[rows.length - 1].length + 1;
  }
  return [
    { name: 'block quotes nested at the limit', content: fill(`${'> '.repeat(limit)}A quote ${limit} levels deep, with **bold** and a [link](/about).`) },
    { name: 'lists nested at the limit', content: fill(nestedList(limit)) },
    { name: 'emphasis runs nested at the limit', content: fill(`${'*'.repeat(limit)}bold and italic${'*'.repeat(limit)} then ${'_a '.repeat(limit / 2)}x${' b_'.repeat(limit / 2)}`) },
    { name: 'a long table', content: ['| Name | Cuts | Link | Note |', '|---|---|---|---|', ...rows].join('\n') },
    { name: '500 KB of links', content: Array.from({ length: Math.floor(CONTENT_BYTES / 48) }, (_, index) => `[a link ${index}](https://example.com/p/${index})`).join(' ') },
    { name: '2,000 nested quotes (stored before the limit)', content: `${'>'.repeat(2000)} Quoted 2,000 levels deep.`, pastLimit: true },
    { name: 'a list 500 levels deep (stored before the limit)', content: Array.from({ length: 500 }, (_, level) => `${'  '.repeat(level)}- item ${level}`).join('\n'), pastLimit: true },
  ];
}

/** One GET (or other method): status, milliseconds to the last byte, body. */
function send(baseUrl, method, pathname, { cookie, body } = {}) {
  const started = performance.now();
  return new Promise((resolve, reject) => {
    const payload = body === undefined ? undefined : JSON.stringify(body);
    const headers = { 'accept-encoding': 'identity', ...(cookie ? { cookie } : {}), ...(payload ? { 'content-type': 'application/json', 'content-length': Buffer.byteLength(payload) } : {}) };
    const request = http.request(`${baseUrl}${pathname}`, { method, headers, agent: false, timeout: REQUEST_TIMEOUT_MS }, (response) => {
      const chunks = [];
      response.on('data', (chunk) => chunks.push(chunk));
      response.on('end', () => resolve({ status: response.statusCode, ms: round(performance.now() - started), body: Buffer.concat(chunks) }));
      response.on('error', reject);
    });
    request.on('timeout', () => request.destroy(new Error(`${method} ${pathname} timed out`)));
    request.on('error', reject);
    request.end(payload);
  });
}

async function lagMaxMs(baseUrl) {
  const text = (await send(baseUrl, 'GET', '/metrics')).body.toString();
  const match = /^nodejs_eventloop_lag_max_seconds(?:\{[^}]*\})? ([0-9.e+-]+)$/m.exec(text);
  return match ? round(Number(match[1]) * 1000) : null;
}

/** `work`'s time, with the event-loop lag max over it and the slowest /api/health/live polled meanwhile. */
async function measured(baseUrl, work) {
  await lagMaxMs(baseUrl); // resets the maximum
  let running = true;
  let slowestProbeMs = 0;
  const probe = (async () => {
    while (running) {
      const { ms } = await send(baseUrl, 'GET', '/api/health/live');
      slowestProbeMs = Math.max(slowestProbeMs, ms);
      await sleep(5);
    }
  })();
  const started = performance.now();
  let details;
  try {
    details = await work();
  } finally {
    running = false;
    await probe;
  }
  return { ms: round(performance.now() - started), eventLoopLagMaxMs: await lagMaxMs(baseUrl), slowestProbeMs: round(slowestProbeMs), ...details };
}

async function seed(client, posts) {
  const rows = [];
  for (const [index, post] of posts.entries()) {
    const { rows: inserted } = await client.query(
      `INSERT INTO blog_posts (title, slug, excerpt, content, category, author, meta_description, featured_image,
         estimated_read_time, keywords, published, status, published_at, created_at, updated_at)
       VALUES ($1, $2, 'Worst-case markdown.', $3, 'Video Editing', 'Bench', 'Worst-case markdown.', NULL, 5, ARRAY['bench'], true, 'published', $4, $4, $4)
       RETURNING id`,
      [post.title, post.slug, post.content, post.createdAt],
    );
    rows.push({ ...post, id: inserted[0].id, index });
  }
  return rows;
}

export async function benchRender(product) {
  const { MARKDOWN_MAX_NESTING, markdownNesting } = require(path.join(ROOT, 'packages/site/dist'));
  const pieces = corpus(MARKDOWN_MAX_NESTING).map((piece) => ({ ...piece, bytes: Buffer.byteLength(piece.content), nesting: markdownNesting(piece.content) }));
  for (const piece of pieces) {
    const within = piece.nesting.blocks <= MARKDOWN_MAX_NESTING && piece.nesting.inline <= MARKDOWN_MAX_NESTING;
    if (within === Boolean(piece.pastLimit)) throw new Error(`corpus: "${piece.name}" nests ${JSON.stringify(piece.nesting)}, limit ${MARKDOWN_MAX_NESTING}`);
  }
  const { default: pg } = await import('pg');
  const client = new pg.Client({ connectionString: product.databaseUrl });
  await client.connect();
  const { baseUrl } = product;
  const cookie = await adminCookie(baseUrl);
  const other = (await client.query(`SELECT id FROM blog_posts WHERE published AND slug NOT LIKE '${SLUG_PREFIX}-%' ORDER BY id LIMIT 1`)).rows[0].id;
  /** A write every cache listens to: unpublish and publish again another live post. */
  const write = async () => {
    for (const published of [false, true]) {
      const answer = await send(baseUrl, 'PATCH', `/api/admin/blog/posts/${other}`, { cookie, body: { published } });
      if (answer.status !== 200) throw new Error(`PATCH post ${other}: ${answer.status} ${answer.body}`);
    }
    await sleep(200);
  };
  try {
    const now = Date.now();
    // The feed's copies are the newest posts; each page's own copy is the oldest (outside the feed), so its first render reuses nothing.
    const feedPosts = await seed(client, pieces.map((piece, index) => ({ title: `Render bench: ${piece.name}`, slug: `${SLUG_PREFIX}-feed-${index}`, content: piece.content, createdAt: new Date(now + index * 1000) })));
    const pagePosts = await seed(client, pieces.map((piece, index) => ({ title: `Render bench page: ${piece.name}`, slug: `${SLUG_PREFIX}-page-${index}`, content: `${piece.content}\n\nThe page's own copy.`, createdAt: new Date(Date.UTC(2000, 0, 1) + index * 1000) })));
    await write(); // the seeded rows were written behind the cache's back

    const feed = async () => {
      const answer = await send(baseUrl, 'GET', '/rss.xml');
      if (answer.status !== 200) throw new Error(`/rss.xml answered ${answer.status}`);
      return { status: answer.status, bytes: answer.body.length, items: (answer.body.toString().match(/<item>/g) ?? []).length };
    };
    log(`render: RSS feed with ${pieces.length} worst-case posts (${pieces.map((piece) => `${round(piece.bytes / 1024)} KB`).join(', ')})`);
    const feedFirst = await measured(baseUrl, feed);
    log(`  first build: ${feedFirst.ms} ms, ${round(feedFirst.bytes / 1024)} KB, event-loop lag max ${feedFirst.eventLoopLagMaxMs} ms, slowest probe ${feedFirst.slowestProbeMs} ms`);
    await write();
    const feedAfterWrite = await measured(baseUrl, feed);
    log(`  rebuild after a write: ${feedAfterWrite.ms} ms, event-loop lag max ${feedAfterWrite.eventLoopLagMaxMs} ms, slowest probe ${feedAfterWrite.slowestProbeMs} ms`);

    const pages = [];
    for (const post of pagePosts) {
      const page = await measured(baseUrl, async () => {
        const answer = await send(baseUrl, 'GET', `/blog/${post.slug}`);
        if (answer.status !== 200) throw new Error(`/blog/${post.slug} answered ${answer.status}`);
        return { status: answer.status, bytes: answer.body.length };
      });
      pages.push({ name: pieces[post.index].name, ...page });
      log(`  first render of the page with ${pieces[post.index].name}: ${page.ms} ms, event-loop lag max ${page.eventLoopLagMaxMs} ms, slowest probe ${page.slowestProbeMs} ms`);
    }

    const studio = [];
    for (const post of feedPosts) {
      const figures = await measured(baseUrl, async () => {
        const statuses = [];
        for (const route of ['checks', 'link-suggestions']) statuses.push((await send(baseUrl, 'GET', `/api/admin/blog/posts/${post.id}/${route}`, { cookie })).status);
        return { statuses };
      });
      studio.push({ name: pieces[post.index].name, ...figures });
      log(`  checks + link suggestions of ${pieces[post.index].name}: ${figures.ms} ms (${figures.statuses.join(', ')}), event-loop lag max ${figures.eventLoopLagMaxMs} ms`);
    }

    const lags = [feedFirst, feedAfterWrite, ...pages, ...studio].map((step) => step.eventLoopLagMaxMs);
    const statuses = [...pages.map((page) => page.status), ...studio.flatMap((step) => step.statuses)];
    return {
      method:
        `A generated corpus of ${pieces.length} posts (${pieces.map((piece) => piece.name).join('; ')}), each seeded twice: a copy among the newest posts (in the feed) and an old copy for its page. ` +
        'Event-loop block: prom-client nodejs_eventloop_lag_max_seconds over each step (reset by a scrape just before; prom-client samples the loop every 10 ms) and the slowest /api/health/live answer polled every 5 ms meanwhile. ' +
        'A write: an admin unpublishes and republishes another post (every cache is emptied).',
      nestingLimit: MARKDOWN_MAX_NESTING,
      corpus: pieces.map((piece) => ({ name: piece.name, bytes: piece.bytes, nesting: piece.nesting, acceptedByTheEditor: !piece.pastLimit })),
      feed: { first: feedFirst, afterWrite: feedAfterWrite },
      pages,
      studio,
      goals: {
        eventLoopLagMaxMs: { target: LAG_GOAL_MS, worst: Math.max(...lags), met: lags.every((lag) => lag !== null && lag <= LAG_GOAL_MS) },
        noErrors: statuses.every((status) => status === 200),
      },
    };
  } finally {
    // Later pieces read the feed: remove the corpus, and empty the caches that held it.
    await client.query(`DELETE FROM blog_posts WHERE slug LIKE '${SLUG_PREFIX}-%'`);
    await client.end();
    await write();
  }
}
