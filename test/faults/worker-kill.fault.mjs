import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { alive, database, exited, login, postJson, sleep, startStack, until } from './support.mjs';

const JOBS = 10;

describe('kill -9 of a worker with 10 article jobs in flight', () => {
  let stack;
  let db;

  beforeAll(async () => {
    stack = await startStack();
    db = await database(stack.databaseUrl);
  }, 120_000);

  afterAll(async () => {
    await db?.end();
    await stack?.stop();
  });

  it('a new worker completes every job exactly once: one revision per post, no duplicate posts', async () => {
    const cookie = await login(stack.baseUrl);
    // All ten in flight at once in one worker, each stuck in the provider call.
    const first = stack.spawnWorker({ OFFLINE_PROVIDER_DELAY_MS: '120000', WORKER_CONCURRENCY_ARTICLES: String(JOBS) });
    await first.ready;

    const started = [];
    for (let index = 0; index < JOBS; index += 1) {
      const response = await postJson(stack.baseUrl, '/api/ai/single/production/start', cookie, {
        title: `Fault test article ${index + 1}: cutting a podcast into shorts`,
        excerpt: 'How a weekly podcast becomes a month of short clips.',
        category: 'Video Editing',
        keywords: ['podcast', 'shorts'],
      });
      expect(response.status).toBe(202);
      started.push(response.body);
    }
    const jobIds = started.map((body) => body.jobId);
    const postIds = started.map((body) => body.blogPost.id);

    await until('all 10 jobs to be running in the first worker', async () => {
      const { rows } = await db.query(`SELECT count(*)::int AS n FROM ai_jobs WHERE id = ANY($1) AND state = 'running' AND stage = 'Writing the brief'`, [jobIds]);
      return rows[0].n === JOBS;
    });
    first.kill('SIGKILL');
    expect(await exited(first)).toEqual({ code: null, signal: 'SIGKILL' });
    const revisionsAtKill = await db.query('SELECT count(*)::int AS n FROM post_revisions WHERE post_id = ANY($1)', [postIds]);
    expect(revisionsAtKill.rows[0].n).toBe(0);

    const second = stack.spawnWorker({ OFFLINE_PROVIDER_DELAY_MS: '0' });
    await second.ready;
    await until(
      'every job to complete after the restart',
      async () => {
        const { rows } = await db.query(`SELECT count(*)::int AS n FROM ai_jobs WHERE id = ANY($1) AND state = 'completed'`, [jobIds]);
        return rows[0].n === JOBS;
      },
      90_000,
      250,
    ).catch((error) => {
      throw new Error(`${error.message}\n${stack.output()}`);
    });

    const check = async () => {
      const jobs = await db.query('SELECT id, state, attempts, progress FROM ai_jobs WHERE id = ANY($1)', [jobIds]);
      for (const row of jobs.rows) expect(row).toMatchObject({ state: 'completed', progress: 100, attempts: 2 });
      const revisions = await db.query('SELECT post_id, count(*)::int AS n FROM post_revisions WHERE post_id = ANY($1) GROUP BY post_id', [postIds]);
      expect(revisions.rows).toHaveLength(JOBS);
      for (const row of revisions.rows) expect(row.n).toBe(1);
      const posts = await db.query('SELECT count(*)::int AS n, count(DISTINCT title)::int AS titles FROM blog_posts');
      expect(posts.rows[0]).toEqual({ n: JOBS, titles: JOBS });
      const productions = await db.query('SELECT status, count(*)::int AS n FROM ai_productions GROUP BY status');
      expect(productions.rows).toEqual([{ status: 'ready_for_review', n: JOBS }]);
      const drafts = await db.query(`SELECT count(*)::int AS n FROM blog_posts WHERE id = ANY($1) AND status = 'ready_for_review' AND featured_image IS NOT NULL`, [postIds]);
      expect(drafts.rows[0].n).toBe(JOBS);
    };
    await check();
    // The status endpoint the admin UI polls agrees.
    for (const jobId of jobIds) {
      const response = await fetch(`${stack.baseUrl}/api/ai/jobs/${jobId}`, { headers: { cookie } });
      expect(response.status).toBe(200);
      expect(await response.json()).toMatchObject({ state: 'completed' });
    }
    // Stays done: more stalled-job checks (1.5 s apart) run nothing again.
    await sleep(4000);
    await check();
    expect(alive(second)).toBe(true);
  });
});
