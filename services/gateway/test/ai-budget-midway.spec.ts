import { INestApplicationContext } from '@nestjs/common';
import { AiBudgetReservation, AiJob, AiProduction, BlogPost, budgetReachedMessage, JOB_STAGES, JobName, PostProposal, PostRevision, QueueName, BudgetRepository } from '@app/contract';
import { randomUUID } from 'node:crypto';
import { Agent } from 'supertest';
import { FakeLlmServer, openAiCompletion, requestedFormat } from '../../worker/test/support/fake-llm-server';
import { ARTICLE_FORMATS, STAGE_ANSWERS } from '../../worker/test/support/stage-answers';
import { JobBody, startWorker, waitForJob } from './support/ai-worker';
import { loginAgent } from './support/login';
import { createTestApp, TestApp } from './support/test-app';

/**
 * Issue 15, item 5: a job that crosses AI_MONTHLY_BUDGET_USD mid-way finishes its current stage and
 * stops as `failed` with the budget's reason. The real worker runs against a fake OpenAI-compatible
 * server whose every answer reports 100k input and 100k output tokens; at $2 / $8 per million that is
 * exactly $1.00 a stage. Each describe has its own fresh database, so the month's spend starts at 0.
 */
const USAGE = { prompt_tokens: 100_000, completion_tokens: 100_000 };
const PRICES = JSON.stringify({ 'openai:gpt-test': { input: 2, output: 8 } });
const STAGE_COST = 1;
const ARTICLE_STAGES = JOB_STAGES[JobName.ProduceArticle];
const START = { excerpt: 'How to pace a tutorial.', category: 'Video Editing', keywords: ['pacing'] };

type StageBody = { name: string; state: string; startedAt: string | null; finishedAt: string | null; costUsd: number; error: string | null };
type JobWithStages = JobBody & { stages: StageBody[]; costUsd: number; attempts: number };

function openAiEnv(llmUrl: string, env: Record<string, string> = {}): Record<string, string> {
  return { AI_PROVIDER: 'openai', OPENAI_BASE_URL: `${llmUrl}/v1`, AI_MODEL: 'gpt-test-1', AI_SDK_MAX_RETRIES: '0', AI_PRICES: PRICES, ...env };
}

async function startArticle(admin: Agent): Promise<{ jobId: string; postId: number; productionId: number }> {
  const response = await admin
    .post('/api/ai/single/production/start')
    .send({ ...START, title: `Pacing a tutorial ${randomUUID().slice(0, 8)}` })
    .expect(202);
  return { jobId: response.body.jobId, postId: response.body.blogPost.id, productionId: response.body.production.id };
}

describe('AI monthly budget crossed mid-way (gateway + real worker + fake OpenAI server)', () => {
  // Spend after brief: $1.00 (under); after outline: $2.00 (reached): the job stops before draft.
  const BUDGET = 1.5;
  const llm = new FakeLlmServer();
  let sut: TestApp;
  let admin: Agent;
  let worker: INestApplicationContext | undefined;

  beforeAll(async () => {
    const llmUrl = await llm.start();
    sut = await createTestApp({ AI_MONTHLY_BUDGET_USD: String(BUDGET) });
    admin = await loginAgent(sut);
    worker = await startWorker(sut, openAiEnv(llmUrl, { AI_MONTHLY_BUDGET_USD: String(BUDGET) }));
  });

  afterAll(async () => {
    await worker?.close();
    await sut?.close();
    await llm.stop();
  });

  it('finishes the stage that crossed the budget, then fails naming budget and spend; later stages never reach the provider and nothing is written', async () => {
    llm.respond((request) => openAiCompletion(JSON.stringify(STAGE_ANSWERS[requestedFormat(request) ?? '']), USAGE));
    const { jobId, postId, productionId } = await startArticle(admin);
    const postBefore = await sut.dataSource.getRepository(BlogPost).findOneByOrFail({ id: postId });

    const stopped = (await waitForJob(admin, jobId)) as JobWithStages;

    const reason = budgetReachedMessage(BUDGET, 2 * STAGE_COST)!;
    expect(reason).toMatch(/budget of \$1\.50 .*\$2\.00 spent this month/);
    expect(stopped).toMatchObject({ state: 'failed', stage: 'Failed', error: reason, attempts: 1 });
    expect(stopped.costUsd).toBeCloseTo(2 * STAGE_COST, 6);
    // brief, then outline (it crossed the budget and still finished), then no more calls.
    expect(llm.requests.map(requestedFormat)).toEqual(ARTICLE_FORMATS.slice(0, 2));
    expect(stopped.stages.map((stage) => [stage.name, stage.state])).toEqual(ARTICLE_STAGES.map((name, index) => [name, index < 2 ? 'completed' : 'skipped']));
    for (const stage of stopped.stages.slice(0, 2)) {
      expect(stage).toMatchObject({ error: null, finishedAt: expect.any(String) });
      expect(stage.costUsd).toBeCloseTo(STAGE_COST, 6);
    }
    for (const stage of stopped.stages.slice(2)) expect(stage).toMatchObject({ startedAt: null, finishedAt: null, costUsd: 0, error: null });

    // Nothing written: no proposal, no revision, the post as it was; the production says why it stopped.
    expect(await sut.dataSource.getRepository(PostProposal).countBy({ jobId })).toBe(0);
    expect(await sut.dataSource.getRepository(PostRevision).countBy({ postId })).toBe(0);
    const postAfter = await sut.dataSource.getRepository(BlogPost).findOneByOrFail({ id: postId });
    expect(postAfter).toMatchObject({ content: postBefore.content, excerpt: postBefore.excerpt, metaDescription: postBefore.metaDescription, featuredImage: postBefore.featuredImage });
    expect(await sut.dataSource.getRepository(AiProduction).findOneByOrFail({ id: productionId })).toMatchObject({ status: 'failed', error: reason });
    expect((await sut.dataSource.getRepository(AiJob).findOneByOrFail({ id: jobId })).result).toBeNull();

    // The spend the worker recorded is what the gateway reads: starting again, or retrying, is now 402.
    expect((await admin.post('/api/ai/single/production/start').send({ ...START, title: 'One more' }).expect(402)).body).toEqual({ statusCode: 402, message: reason });
    await admin.post(`/api/ai/jobs/${jobId}/retry`).expect(402);
    expect(llm.requests).toHaveLength(2);
  });
});

describe('AI monthly budget unset (gateway + real worker + fake OpenAI server)', () => {
  const llm = new FakeLlmServer();
  let sut: TestApp;
  let admin: Agent;
  let worker: INestApplicationContext | undefined;

  beforeAll(async () => {
    const llmUrl = await llm.start();
    sut = await createTestApp();
    admin = await loginAgent(sut);
    worker = await startWorker(sut, openAiEnv(llmUrl));
  });

  afterAll(async () => {
    await worker?.close();
    await sut?.close();
    await llm.stop();
  });

  it('runs all six stages however much they cost', async () => {
    llm.respond((request) => openAiCompletion(JSON.stringify(STAGE_ANSWERS[requestedFormat(request) ?? '']), USAGE));
    const { jobId } = await startArticle(admin);

    const done = (await waitForJob(admin, jobId)) as JobWithStages;

    expect(done).toMatchObject({ state: 'completed', error: null });
    expect(done.costUsd).toBeCloseTo(6 * STAGE_COST, 6);
    expect(llm.requests.map(requestedFormat)).toEqual(ARTICLE_FORMATS);
    expect(done.stages.map((stage) => [stage.name, stage.state])).toEqual(ARTICLE_STAGES.map((name) => [name, 'completed']));
    expect(await sut.dataSource.getRepository(PostProposal).countBy({ jobId })).toBe(1);
    expect((await admin.get('/api/ai/usage').expect(200)).body).toMatchObject({ budgetUsd: null, costUsd: 6 * STAGE_COST });
  });
});

/**
 * Issue 25, item 2: jobs running at once used to all pass the budget check (spend still under it) and
 * overshoot it by every stage in flight. Now each stage reserves its estimated cost first. Each stage
 * here reports 8,000 input and 4,096 output tokens at $100 per million both ways: $1.2096, exactly the
 * reservation's worst-case estimate (ESTIMATED_INPUT_TOKENS in, AI_MAX_OUTPUT_TOKENS out).
 */
describe('AI monthly budget with jobs racing it (gateway + real worker + slow fake OpenAI server)', () => {
  const BUDGET = 3;
  const RACING_USAGE = { prompt_tokens: 8000, completion_tokens: 4096 };
  const RACING_STAGE_COST = 1.2096;
  const JOBS = 4;
  const llm = new FakeLlmServer();
  let sut: TestApp;
  let admin: Agent;
  let worker: INestApplicationContext | undefined;

  beforeAll(async () => {
    const llmUrl = await llm.start();
    const env = { AI_MONTHLY_BUDGET_USD: String(BUDGET), AI_PRICES: JSON.stringify({ 'openai:gpt-test': { input: 100, output: 100 } }) };
    sut = await createTestApp(env);
    admin = await loginAgent(sut);
    worker = await startWorker(sut, openAiEnv(llmUrl, { ...env, WORKER_CONCURRENCY_ARTICLES: String(JOBS) }));
  });

  afterAll(async () => {
    await worker?.close();
    await sut?.close();
    await llm.stop();
  });

  it(`${JOBS} jobs at once overshoot the budget by at most one reservation; usage shows what is held meanwhile, and nothing once they end`, async () => {
    llm.slow(1500).respond((request) => openAiCompletion(JSON.stringify(STAGE_ANSWERS[requestedFormat(request) ?? '']), RACING_USAGE));
    const jobs = [];
    for (let index = 0; index < JOBS; index += 1) jobs.push(await startArticle(admin));

    // While the first stages wait on the model, what they hold shows in usage.
    let heldMeanwhile = 0;
    for (let poll = 0; poll < 40 && heldMeanwhile === 0; poll += 1) {
      heldMeanwhile = (await admin.get('/api/ai/usage').expect(200)).body.reservedUsd;
      if (!heldMeanwhile) await new Promise((resolve) => setTimeout(resolve, 50));
    }
    const done = (await Promise.all(jobs.map(({ jobId }) => waitForJob(admin, jobId, 60_000)))) as JobWithStages[];

    const usage = (await admin.get('/api/ai/usage').expect(200)).body;
    // The bound: spend never passes the budget by more than the last stage admitted.
    expect(usage.costUsd).toBeGreaterThanOrEqual(BUDGET);
    expect(usage.costUsd).toBeLessThanOrEqual(BUDGET + RACING_STAGE_COST + 1e-6);
    expect(heldMeanwhile).toBeGreaterThan(0);
    expect(heldMeanwhile).toBeLessThanOrEqual(BUDGET + RACING_STAGE_COST);
    expect(usage).toMatchObject({ budgetUsd: BUDGET, reservedUsd: 0 });
    expect(done.every((job) => job.state === 'failed')).toBe(true);
    const refusedUpFront = done.filter((job) => job.stages.every((stage) => stage.state !== 'completed'));
    expect(refusedUpFront.length).toBeGreaterThanOrEqual(1);
    expect(refusedUpFront[0].error).toMatch(/^The monthly AI budget of \$3\.00 \(AI_MONTHLY_BUDGET_USD\) is taken: \$0\.00 spent this month and \$3\.63 held by AI stages running now\./);
    expect(await sut.dataSource.getRepository(AiBudgetReservation).count()).toBe(0);
  });

  it('does not count a reservation a crashed worker left: once expired, or once its job is no longer running', async () => {
    const reservations = sut.dataSource.getRepository(AiBudgetReservation);
    const [running, failed] = await Promise.all(
      ['running', 'failed'].map(async (state) => {
        const id = randomUUID();
        await sut.dataSource.getRepository(AiJob).insert({ id, kind: JobName.GenerateIdeas, queue: QueueName.Ideas, state: state as AiJob['state'], stage: state, payload: {} as never });
        return id;
      }),
    );
    const inAMinute = new Date(Date.now() + 60_000);
    await reservations.insert([
      { jobId: running, stage: 'ideas', amountUsd: 0.5, expiresAt: inAMinute },
      { jobId: running, stage: 'brief', amountUsd: 7, expiresAt: new Date(Date.now() - 1000) },
      { jobId: failed, stage: 'ideas', amountUsd: 9, expiresAt: inAMinute },
    ]);

    expect((await admin.get('/api/ai/usage').expect(200)).body.reservedUsd).toBe(0.5);
    expect(await new BudgetRepository(sut.dataSource.manager).reservedBudgetUsd()).toBe(0.5);
    await sut.dataSource.getRepository(AiJob).update({ id: running }, { state: 'failed' });
    expect((await admin.get('/api/ai/usage').expect(200)).body.reservedUsd).toBe(0);
  });
});
