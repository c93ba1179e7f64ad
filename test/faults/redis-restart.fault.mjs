import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { alive, database, login, postJson, sleep, startStack, until } from './support.mjs';

const READERS = 6;
const DOWN_MS = 4000;

/** Closed-loop public readers: every response is recorded with its time; a failure is anything but 200. */
function startReadLoad(baseUrl, paths) {
  const reads = [];
  let running = true;
  const loop = async (offset) => {
    for (let index = offset; running; index += 1) {
      const target = paths[index % paths.length];
      const at = Date.now();
      try {
        const response = await fetch(`${baseUrl}${target}`, { headers: { 'accept-encoding': 'gzip' }, signal: AbortSignal.timeout(5000) });
        await response.arrayBuffer();
        reads.push({ at, path: target, status: response.status, ms: Date.now() - at });
      } catch (error) {
        reads.push({ at, path: target, status: 0, error: String(error), ms: Date.now() - at });
      }
    }
  };
  const loops = Array.from({ length: READERS }, (_, index) => loop(index));
  return {
    reads,
    async stop() {
      running = false;
      await Promise.all(loops);
      return reads;
    },
  };
}

describe('Redis restart during public read load', () => {
  let stack;
  let db;

  beforeAll(async () => {
    stack = await startStack({ seedDemoContent: true });
    db = await database(stack.databaseUrl);
  }, 120_000);

  afterAll(async () => {
    if (process.env.FAULTS_DEBUG) (await import('node:fs')).writeFileSync('/tmp/faults-redis.log', stack.output());
    await db?.end();
    await stack?.stop();
  });

  it('0 failed public reads; AI starts answer 503 while Redis is down and work again after, with no process restart', async () => {
    // Each provider call takes 2 s, so an article job is mid-flight when Redis goes away.
    const worker = stack.spawnWorker({ OFFLINE_PROVIDER_DELAY_MS: '2000' });
    await worker.ready;
    const cookie = await login(stack.baseUrl);
    const posts = await (await fetch(`${stack.baseUrl}/api/blog/posts`)).json();
    expect(posts.length).toBeGreaterThan(2);
    const paths = ['/api/blog/posts', `/api/blog/posts/${posts[0].slug}`, `/blog/${posts[1].slug}`, `/api/blog/posts/${posts[2].slug}`, '/blog', '/'];
    const gatewayPid = stack.gateway.pid;
    const workerPid = worker.pid;
    const ideas = { topic: 'Fault test: Redis restart', industry: 'Video Editing' };

    const before = await postJson(stack.baseUrl, '/api/ai/ideas/generate', cookie, ideas);
    expect(before.status).toBe(202);

    const article = await postJson(stack.baseUrl, '/api/ai/single/production/start', cookie, { title: 'Fault test: article written across a Redis restart', excerpt: 'Brief.', category: 'Video Editing', keywords: [] });
    expect(article.status).toBe(202);
    await until('the article job to be writing', async () => (await db.query('SELECT stage FROM ai_jobs WHERE id = $1', [article.body.jobId])).rows[0]?.stage === 'Writing sections');

    const load = startReadLoad(stack.baseUrl, paths);
    await sleep(1500);
    const downAt = Date.now();
    await stack.stopRedis();
    // AI starts answer 503 quickly while Redis is away (the session store and the queue are both there).
    await sleep(500);
    const during = [];
    for (let attempt = 0; attempt < 3; attempt += 1) {
      const startedAt = Date.now();
      const response = await postJson(stack.baseUrl, '/api/ai/ideas/generate', cookie, ideas);
      during.push({ status: response.status, ms: Date.now() - startedAt });
      await sleep(300);
    }
    const health = await fetch(`${stack.baseUrl}/api/health`);
    await sleep(Math.max(0, DOWN_MS - (Date.now() - downAt)));
    await stack.startRedis();
    const upAt = Date.now();

    // Recovers by itself: the same session (AOF kept it) starts a job, and the same worker runs it.
    const after = await until('an AI start to be accepted again', async () => {
      const response = await postJson(stack.baseUrl, '/api/ai/ideas/generate', cookie, ideas);
      return response.status === 202 ? { ...response, seconds: (Date.now() - upAt) / 1000 } : false;
    }, 30_000, 250);
    await until('the job started after the restart to complete', async () => {
      const { rows } = await db.query('SELECT state FROM ai_jobs WHERE id = $1', [after.body.jobId]);
      return rows[0]?.state === 'completed';
    }, 30_000, 250);
    await sleep(1500); // keep reading a little after the recovery
    const reads = await load.stop();

    const failed = reads.filter((read) => read.status !== 200);
    const whileDown = reads.filter((read) => read.at >= downAt && read.at < upAt);
    const summary = { reads: reads.length, whileDown: whileDown.length, failed: failed.slice(0, 5), during, health: health.status, recoverySeconds: after.seconds };
    console.log(`Redis restart: ${JSON.stringify(summary)}`);

    expect(failed).toEqual([]);
    expect(whileDown.length).toBeGreaterThan(50);
    for (const path of paths) expect(whileDown.some((read) => read.path === path)).toBe(true);
    expect(during.map((entry) => entry.status)).toEqual([503, 503, 503]);
    for (const entry of during) expect(entry.ms).toBeLessThan(3000);
    expect(health.status).toBe(503);
    expect(stack.gateway.pid).toBe(gatewayPid);
    expect(alive(stack.gateway)).toBe(true);
    expect(worker.pid).toBe(workerPid);
    expect(alive(worker)).toBe(true);
    // The jobs started before the outage were not lost either; the one in flight completed exactly once.
    const { rows } = await db.query('SELECT state FROM ai_jobs WHERE id = $1', [before.body.jobId]);
    expect(rows[0].state).toBe('completed');
    const articleJob = await until('the article job in flight during the outage to complete', async () => {
      const { rows: current } = await db.query('SELECT state, attempts FROM ai_jobs WHERE id = $1', [article.body.jobId]);
      return current[0]?.state === 'completed' ? current[0] : false;
    }, 60_000, 250).catch((error) => {
      throw new Error(`${error.message}\n${stack.output()}`);
    });
    if (process.env.FAULTS_DEBUG) {
      console.log(JSON.stringify((await db.query('SELECT * FROM post_revisions WHERE post_id = $1', [article.body.blogPost.id])).rows.map((row) => ({ ...row, content: undefined, excerpt: undefined }))));
      console.log(JSON.stringify((await db.query('SELECT attempts, started_at, finished_at, created_at, stage FROM ai_jobs WHERE id = $1', [article.body.jobId])).rows));
      console.log(`down ${new Date(downAt).toISOString()} up ${new Date(upAt).toISOString()}`);
    }
    const revisions = await db.query('SELECT count(*)::int AS n FROM post_revisions WHERE post_id = $1', [article.body.blogPost.id]);
    expect(revisions.rows[0].n).toBe(1);
    const production = await db.query('SELECT status FROM ai_productions WHERE post_id = $1', [article.body.blogPost.id]);
    expect(production.rows).toEqual([{ status: 'ready_for_review' }]);
    console.log(`Redis restart: article job in flight during the outage completed with ${articleJob.attempts} attempt(s), 1 revision`);
  });
});
