import { describe, expect, it } from '@jest/globals';
import { exited, login, postJson, sleep, stackForSuite, until } from './support.mjs';

const POSTS = 5;
/** How far ahead the posts are scheduled: long enough to kill and restart everything first. */
const AHEAD_MS = 4000;

async function patchJson(baseUrl, route, cookie, body) {
  const response = await fetch(`${baseUrl}${route}`, {
    method: 'PATCH',
    headers: { 'content-type': 'application/json', cookie },
    body: JSON.stringify(body),
    signal: AbortSignal.timeout(10_000),
  });
  return { status: response.status, body: await response.json() };
}

/**
 * Issue 17: a scheduled post goes live at its time exactly once, whatever happened to the processes and
 * to Redis in between. The row is the truth; the delayed job is only the fast path.
 */
describe('scheduled publishing across a worker kill -9 and Redis restarting empty', () => {
  const suite = stackForSuite();

  /** Creates `count` drafts and schedules each AHEAD_MS (plus a few ms apart) from now; answers their ids and times. */
  async function scheduleDrafts(label, count) {
    const cookie = await login(suite.stack.baseUrl);
    const scheduled = [];
    const base = Date.now() + AHEAD_MS;
    for (let index = 0; index < count; index += 1) {
      const created = await postJson(suite.stack.baseUrl, '/api/admin/blog/posts', cookie, { title: `${label} ${index + 1}`, category: 'Video Editing', content: '## Body\n\nReady to go.', published: false });
      expect(created.status).toBe(201);
      const publishAt = new Date(base + index * 150).toISOString();
      const patched = await patchJson(suite.stack.baseUrl, `/api/admin/blog/posts/${created.body.id}`, cookie, { publishAt });
      expect(patched.status).toBe(200);
      expect(patched.body).toMatchObject({ published: false, publishAt });
      scheduled.push({ id: created.body.id, slug: created.body.slug, publishAt });
    }
    return scheduled;
  }

  const rowsOf = async (ids) =>
    (await suite.db.query('SELECT id, published, publish_at, published_at FROM blog_posts WHERE id = ANY($1) ORDER BY id', [ids])).rows;
  const goLiveRevisions = async (ids) =>
    (await suite.db.query(`SELECT post_id, count(*)::int AS n FROM post_revisions WHERE post_id = ANY($1) AND reason = 'scheduled publish' GROUP BY post_id ORDER BY post_id`, [ids])).rows;

  async function expectLiveOnceAndPublic(scheduled) {
    const ids = scheduled.map((post) => post.id);
    expect((await rowsOf(ids)).map((row) => [row.published, row.publish_at])).toEqual(ids.map(() => [true, null]));
    expect(await goLiveRevisions(ids)).toEqual(ids.map((id) => ({ post_id: id, n: 1 })));
    // What visitors get from the gateway, which kept running (its caches were warm before the go-live).
    const listed = (await (await fetch(`${suite.stack.baseUrl}/api/blog/posts`)).json()).map((post) => post.slug);
    const sitemap = await (await fetch(`${suite.stack.baseUrl}/sitemap.xml`)).text();
    const rss = await (await fetch(`${suite.stack.baseUrl}/rss.xml`)).text();
    for (const { slug } of scheduled) {
      expect(listed).toContain(slug);
      expect(sitemap).toContain(`/blog/${slug}`);
      expect(rss).toContain(`/blog/${slug}`);
      expect((await fetch(`${suite.stack.baseUrl}/api/blog/posts/${slug}`)).status).toBe(200);
    }
  }

  /** The go-live jobs waiting in Redis (BullMQ's delayed set of the publishing queue, default prefix). */
  async function delayedJobs() {
    const { default: Redis } = await import('ioredis');
    const redis = new Redis(suite.stack.redisUrl, { maxRetriesPerRequest: 1 });
    try {
      return await redis.zcard('bull:publishing:delayed');
    } finally {
      redis.disconnect();
    }
  }

  async function warmPublicCaches(scheduled) {
    const listed = (await (await fetch(`${suite.stack.baseUrl}/api/blog/posts`)).json()).map((post) => post.slug);
    const sitemap = await (await fetch(`${suite.stack.baseUrl}/sitemap.xml`)).text();
    for (const { slug } of scheduled) {
      expect(listed).not.toContain(slug);
      expect(sitemap).not.toContain(`/blog/${slug}`);
    }
  }

  it('5 posts a few seconds ahead, kill -9 of the worker, Redis restarted empty: all 5 go live once, none twice', async () => {
    const first = suite.stack.spawnWorker();
    await first.ready;
    const scheduled = await scheduleDrafts('Scheduled through a crash', POSTS);
    await warmPublicCaches(scheduled);
    expect(await delayedJobs()).toBe(POSTS);

    first.kill('SIGKILL');
    await exited(first);
    await suite.stack.stopRedis();
    await suite.stack.startRedis({ empty: true });
    expect(await delayedJobs()).toBe(0);
    // Every scheduled time passes with no worker at all: nothing publishes them, and Redis holds no job.
    await sleep(Math.max(0, new Date(scheduled.at(-1).publishAt).getTime() + 500 - Date.now()));
    expect((await rowsOf(scheduled.map((post) => post.id))).every((row) => !row.published)).toBe(true);

    // Two new workers start together and race for the overdue posts.
    const replacements = [suite.stack.spawnWorker(), suite.stack.spawnWorker()];
    await Promise.all(replacements.map((worker) => worker.ready));
    await until('all 5 posts to be live', async () => (await rowsOf(scheduled.map((post) => post.id))).every((row) => row.published), 30_000, 200).catch((error) => {
      throw new Error(`${error.message}\n${suite.stack.output()}`);
    });
    await sleep(1500); // room for a duplicate publish, were there one

    await expectLiveOnceAndPublic(scheduled);
  });

  it('Redis restarting empty while the workers stay up: the sweep publishes every post once at its time', async () => {
    const scheduled = await scheduleDrafts('Scheduled through a Redis loss', 3);
    await warmPublicCaches(scheduled);

    await suite.stack.stopRedis();
    await suite.stack.startRedis({ empty: true });
    await until('all 3 posts to be live', async () => (await rowsOf(scheduled.map((post) => post.id))).every((row) => row.published), 30_000, 200).catch((error) => {
      throw new Error(`${error.message}\n${suite.stack.output()}`);
    });
    await sleep(1500);

    const rows = await rowsOf(scheduled.map((post) => post.id));
    for (const [index, row] of rows.entries()) expect(row.published_at.toISOString()).toBe(scheduled[index].publishAt);
    await expectLiveOnceAndPublic(scheduled);
  });
});
