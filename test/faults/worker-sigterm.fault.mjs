import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { alive, database, exited, login, postJson, startStack, until } from './support.mjs';

describe('SIGTERM to a worker mid-job: the job finishes or is handed back, never lost', () => {
  let stack;
  let db;
  let cookie;

  beforeAll(async () => {
    stack = await startStack();
    db = await database(stack.databaseUrl);
    cookie = await login(stack.baseUrl);
  }, 120_000);

  afterAll(async () => {
    await db?.end();
    await stack?.stop();
  });

  async function startArticle(title) {
    const response = await postJson(stack.baseUrl, '/api/ai/single/production/start', cookie, { title, excerpt: 'A short brief.', category: 'Video Marketing', keywords: ['sigterm'] });
    expect(response.status).toBe(202);
    return { jobId: response.body.jobId, postId: response.body.blogPost.id };
  }

  const job = async (jobId) => (await db.query('SELECT state, stage, attempts, finished_at FROM ai_jobs WHERE id = $1', [jobId])).rows[0];
  const revisions = async (postId) => (await db.query('SELECT count(*)::int AS n FROM post_revisions WHERE post_id = $1', [postId])).rows[0].n;
  const postsTitled = async (title) => (await db.query('SELECT count(*)::int AS n FROM blog_posts WHERE title = $1', [title])).rows[0].n;

  it('within the shutdown timeout: the worker finishes the active job, then exits cleanly', async () => {
    const worker = stack.spawnWorker({ OFFLINE_PROVIDER_DELAY_MS: '3000', WORKER_SHUTDOWN_TIMEOUT_MS: '60000' });
    await worker.ready;
    const title = 'SIGTERM test: finishes before exit';
    const { jobId, postId } = await startArticle(title);
    await until('the job to be writing', async () => (await job(jobId))?.stage === 'Writing sections');

    worker.kill('SIGTERM');
    const exit = await exited(worker);
    const exitedAt = Date.now();
    // Nest closes everything, then re-raises the signal (services/worker/test/crash-recovery.spec.ts).
    expect(exit).toEqual({ code: null, signal: 'SIGTERM' });
    const row = await job(jobId);
    expect(row).toMatchObject({ state: 'completed', attempts: 1 });
    expect(new Date(row.finished_at).getTime()).toBeLessThanOrEqual(exitedAt);
    expect(await revisions(postId)).toBe(1);
    expect(await postsTitled(title)).toBe(1);
  });

  it('past the shutdown timeout: the worker hands the job back and the next worker completes it once', async () => {
    const worker = stack.spawnWorker({ OFFLINE_PROVIDER_DELAY_MS: '120000', WORKER_SHUTDOWN_TIMEOUT_MS: '1000' });
    await worker.ready;
    const title = 'SIGTERM test: handed back';
    const { jobId, postId } = await startArticle(title);
    await until('the job to be writing', async () => (await job(jobId))?.stage === 'Writing the brief');

    worker.kill('SIGTERM');
    const exit = await Promise.race([exited(worker), new Promise((resolve) => setTimeout(() => resolve('still running'), 20_000).unref())]);
    expect(exit).not.toBe('still running');
    expect(alive(worker)).toBe(false);
    expect((await job(jobId)).state).not.toBe('completed');
    expect(await revisions(postId)).toBe(0);

    const next = stack.spawnWorker({ OFFLINE_PROVIDER_DELAY_MS: '0' });
    await next.ready;
    const row = await until('the handed-back job to complete', async () => {
      const current = await job(jobId);
      return current?.state === 'completed' ? current : false;
    }, 60_000, 250).catch((error) => {
      throw new Error(`${error.message}\n${stack.output()}`);
    });
    expect(row.attempts).toBe(2);
    expect(await revisions(postId)).toBe(1);
    expect(await postsTitled(title)).toBe(1);
    const production = await db.query('SELECT status FROM ai_productions WHERE post_id = $1', [postId]);
    expect(production.rows).toEqual([{ status: 'ready_for_review' }]);
  });
});
