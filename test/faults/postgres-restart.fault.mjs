import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { alive, database, login, postJson, sleep, startStack, until } from './support.mjs';

const DOWN_MS = 3000;

async function healthStatus(baseUrl) {
  try {
    const response = await fetch(`${baseUrl}/api/health`, { signal: AbortSignal.timeout(5000) });
    return response.status;
  } catch {
    return 0;
  }
}

describe('Postgres restart', () => {
  let stack;

  beforeAll(async () => {
    stack = await startStack({ seedDemoContent: true });
  }, 120_000);

  afterAll(async () => {
    await stack?.stop();
  });

  it('/api/health answers 503 while it is down and 2xx within 10 s after it is back, with the same gateway and worker processes', async () => {
    // Provider calls take 1.5 s: an article job is mid-flight when Postgres goes away.
    const worker = stack.spawnWorker({ OFFLINE_PROVIDER_DELAY_MS: '1500' });
    await worker.ready;
    const cookie = await login(stack.baseUrl);
    const gatewayPid = stack.gateway.pid;
    const workerPid = worker.pid;
    expect(await healthStatus(stack.baseUrl)).toBe(200);
    const article = await postJson(stack.baseUrl, '/api/ai/single/production/start', cookie, { title: 'Fault test: article written across a Postgres restart', excerpt: 'Brief.', category: 'Video Editing', keywords: [] });
    expect(article.status).toBe(202);
    const probe = await database(stack.databaseUrl);
    await until('the article job to be writing', async () => (await probe.query('SELECT stage FROM ai_jobs WHERE id = $1', [article.body.jobId])).rows[0]?.stage === 'Writing sections');
    await probe.end();

    await stack.stopPostgres();
    const downAt = Date.now();
    const downStatuses = [];
    while (Date.now() - downAt < DOWN_MS) {
      downStatuses.push(await healthStatus(stack.baseUrl));
      await sleep(250);
    }
    // Public reads are not part of this assertion (they need the database unless cached), but must not crash anything.
    await fetch(`${stack.baseUrl}/api/blog/posts`).catch(() => undefined);
    await stack.startPostgres();
    const upAt = Date.now();
    const recoveredAfterMs = await until('health to answer 2xx again', async () => {
      const status = await healthStatus(stack.baseUrl);
      return status >= 200 && status < 300 ? Date.now() - upAt : false;
    }, 10_000, 100);
    console.log(`Postgres restart: health while down ${JSON.stringify([...new Set(downStatuses)])} (${downStatuses.length} probes), 2xx ${recoveredAfterMs} ms after Postgres was back`);

    expect(downStatuses.length).toBeGreaterThan(3);
    expect(new Set(downStatuses)).toEqual(new Set([503]));
    expect(recoveredAfterMs).toBeLessThanOrEqual(10_000);
    expect(stack.gateway.pid).toBe(gatewayPid);
    expect(alive(stack.gateway)).toBe(true);
    expect(worker.pid).toBe(workerPid);
    expect(alive(worker)).toBe(true);

    // Both processes use the database again: a public read, a sign-in-backed AI start, a worker write.
    const posts = await fetch(`${stack.baseUrl}/api/blog/posts`);
    expect(posts.status).toBe(200);
    const started = await until('an AI start to be accepted', async () => {
      const response = await postJson(stack.baseUrl, '/api/ai/ideas/generate', cookie, { topic: 'Fault test: Postgres restart', industry: 'Video Editing' });
      return response.status === 202 ? response : false;
    }, 10_000, 250);
    const db = await database(stack.databaseUrl);
    try {
      await until('the worker to complete the job', async () => {
        const { rows } = await db.query('SELECT state FROM ai_jobs WHERE id = $1', [started.body.jobId]);
        return rows[0]?.state === 'completed';
      }, 20_000, 250);
      // The article job that was in flight is retried (BullMQ backoff) and written exactly once.
      const articleJob = await until('the article job in flight during the outage to complete', async () => {
        const { rows } = await db.query('SELECT state, attempts, error FROM ai_jobs WHERE id = $1', [article.body.jobId]);
        if (rows[0]?.state === 'failed') throw new Error(`the article job failed: ${rows[0].error}`);
        return rows[0]?.state === 'completed' ? rows[0] : false;
      }, 30_000, 250);
      const revisions = await db.query('SELECT count(*)::int AS n FROM post_revisions WHERE post_id = $1', [article.body.blogPost.id]);
      expect(revisions.rows[0].n).toBe(1);
      const production = await db.query('SELECT status FROM ai_productions WHERE post_id = $1', [article.body.blogPost.id]);
      expect(production.rows).toEqual([{ status: 'ready_for_review' }]);
      console.log(`Postgres restart: article job in flight completed after ${articleJob.attempts} attempt(s), 1 revision`);
    } finally {
      await db.end();
    }
  });
});
