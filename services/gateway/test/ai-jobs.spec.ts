import { INestApplicationContext } from '@nestjs/common';
import { AiJob, AiJobStage, AiProduction, JOB_STAGES, JobName, PostProposal, QueueName } from '@app/contract';
import { randomUUID } from 'node:crypto';
import { Agent } from 'supertest';
import { JobBody, startWorker, waitForJob } from './support/ai-worker';
import { loginAgent } from './support/login';
import { createTestApp, TestApp } from './support/test-app';

const ARTICLE_STAGES = JOB_STAGES[JobName.ProduceArticle];
const START = { title: 'Pacing a tutorial', excerpt: 'How to pace a tutorial.', category: 'Video Editing', keywords: ['pacing'] };

type StageBody = { name: string; state: string; finishedAt: string | null; costUsd: number };

describe('AI job timeline, cancel, retry, usage and budget (gateway + real worker)', () => {
  let sut: TestApp;
  let admin: Agent;
  const workers: INestApplicationContext[] = [];

  beforeAll(async () => {
    sut = await createTestApp();
    admin = await loginAgent(sut);
  });

  afterAll(async () => {
    for (const worker of workers) await worker.close();
    await sut?.close();
  });

  async function startArticle(title = `${START.title} ${randomUUID().slice(0, 8)}`): Promise<string> {
    const response = await admin.post('/api/ai/single/production/start').send({ ...START, title }).expect(202);
    return response.body.jobId as string;
  }

  const job = async (id: string) => (await admin.get(`/api/ai/jobs/${id}`).expect(200)).body as JobBody & { stages: StageBody[]; costUsd: number };

  it('shows every stage of a queued article as pending, in order', async () => {
    const id = await startArticle();

    const body = await job(id);

    expect(body).toMatchObject({ state: 'queued', costUsd: 0, cancelRequested: false });
    expect(body.stages.map((stage) => [stage.name, stage.state])).toEqual(ARTICLE_STAGES.map((name) => [name, 'pending']));
    expect(body.stages[0]).toEqual({ name: 'brief', state: 'pending', startedAt: null, finishedAt: null, provider: null, model: null, inputTokens: 0, outputTokens: 0, cacheReadTokens: 0, cacheWriteTokens: 0, costUsd: 0, error: null });
  });

  it('cancels a queued job at once; a second cancel is 409; it can be retried once, then 409', async () => {
    const id = await startArticle();

    const cancelled = (await admin.post(`/api/ai/jobs/${id}/cancel`).expect(200)).body as JobBody & { stages: StageBody[] };

    expect(cancelled).toMatchObject({ state: 'cancelled', error: 'Cancelled by the admin' });
    expect(cancelled.stages.every((stage) => stage.state === 'cancelled')).toBe(true);
    const row = await sut.dataSource.getRepository(AiJob).findOneByOrFail({ id });
    expect(await sut.dataSource.getRepository(AiProduction).findOneByOrFail({ id: Number(row.payload.productionId) })).toMatchObject({ status: 'failed', error: 'Cancelled by the admin' });
    expect((await admin.post(`/api/ai/jobs/${id}/cancel`).expect(409)).body).toEqual({ statusCode: 409, message: expect.stringMatching(/already cancelled/) });

    expect((await admin.post(`/api/ai/jobs/${id}/retry`).expect(200)).body).toMatchObject({ state: 'queued', error: null });
    expect((await admin.post(`/api/ai/jobs/${id}/retry`).expect(409)).body).toEqual({ statusCode: 409, message: expect.stringMatching(/only a failed or cancelled job/) });
  });

  it('answers 404 for unknown ids on cancel and retry', async () => {
    for (const action of ['cancel', 'retry']) {
      for (const id of [randomUUID(), 'not-a-uuid']) {
        expect((await admin.post(`/api/ai/jobs/${id}/${action}`).expect(404)).body).toEqual({ statusCode: 404, message: 'Job not found' });
      }
    }
  });

  it('stops a running job at the next stage boundary, writing nothing; a retry resumes without redoing finished stages', async () => {
    // Each stage takes 400 ms: the cancel lands while a stage runs.
    workers.push(await startWorker(sut, { OFFLINE_PROVIDER_DELAY_MS: '400' }));
    const id = await startArticle();
    for (let body = await job(id); body.stages[1].state !== 'running'; body = await job(id)) await new Promise((resolve) => setTimeout(resolve, 50));

    expect((await admin.post(`/api/ai/jobs/${id}/cancel`).expect(200)).body).toMatchObject({ state: 'running', cancelRequested: true });
    const stopped = (await waitForJob(admin, id)) as JobBody & { stages: StageBody[] };

    expect(stopped.state).toBe('cancelled');
    expect(stopped.stages.map((stage) => stage.state)).toEqual(['completed', 'completed', 'cancelled', 'cancelled', 'cancelled', 'cancelled']);
    expect(await sut.dataSource.getRepository(PostProposal).countBy({ jobId: id })).toBe(0);

    await admin.post(`/api/ai/jobs/${id}/retry`).expect(200);
    const done = (await waitForJob(admin, id, 30_000)) as JobBody & { stages: StageBody[] };

    expect(done.state).toBe('completed');
    expect(done.stages.map((stage) => stage.state)).toEqual(ARTICLE_STAGES.map(() => 'completed'));
    // The two stages finished before the cancel were not run again.
    expect(done.stages.slice(0, 2).map((stage) => stage.finishedAt)).toEqual(stopped.stages.slice(0, 2).map((stage) => stage.finishedAt));
    expect(await sut.dataSource.getRepository(PostProposal).countBy({ jobId: id })).toBe(1);
  }, 60_000);

  it('answers usage by day, provider, model, kind and stage, with the cached input tokens, and validates the month', async () => {
    // A finished job no worker will touch.
    const id = randomUUID();
    await sut.dataSource.getRepository(AiJob).insert({ id, kind: JobName.ProduceArticle, queue: QueueName.Articles, state: 'failed' });
    const stages = sut.dataSource.getRepository(AiJobStage);
    const at = new Date(Date.UTC(2031, 4, 7, 12));
    await stages.insert([
      { jobId: id, name: 'brief', position: 0, state: 'completed', finishedAt: at, provider: 'anthropic', model: 'claude-sonnet-4-5', inputTokens: 1000, outputTokens: 2000, cacheReadTokens: 600, cacheWriteTokens: 300, costUsd: 0.033 },
      { jobId: id, name: 'outline', position: 1, state: 'failed', finishedAt: new Date(Date.UTC(2031, 4, 8)), provider: 'anthropic', model: 'claude-sonnet-4-5', inputTokens: 10, outputTokens: 0, cacheReadTokens: 5, costUsd: 0.00003 },
      { jobId: id, name: 'draft', position: 2, state: 'completed', finishedAt: new Date(Date.UTC(2031, 5, 1)), provider: 'openai', model: 'gpt-4o', inputTokens: 5, outputTokens: 5, cacheReadTokens: 4, costUsd: 1 },
    ]);

    const usage = (await admin.get('/api/ai/usage?month=2031-05').expect(200)).body;

    expect(usage).toMatchObject({ month: '2031-05', budgetUsd: null, inputTokens: 1010, outputTokens: 2000, cacheReadTokens: 605, cacheWriteTokens: 300, calls: 2 });
    expect(usage.costUsd).toBeCloseTo(0.03303, 6);
    expect(usage.byDay.map((day: { day: string }) => day.day)).toEqual(['2031-05-07', '2031-05-08']);
    expect(usage.byModel).toEqual([{ provider: 'anthropic', model: 'claude-sonnet-4-5', costUsd: expect.any(Number), inputTokens: 1010, outputTokens: 2000, cacheReadTokens: 605, cacheWriteTokens: 300, calls: 2 }]);
    expect(usage.byStage).toEqual([expect.objectContaining({ stage: 'brief', cacheReadTokens: 600, cacheWriteTokens: 300 }), expect.objectContaining({ stage: 'outline', cacheReadTokens: 5, cacheWriteTokens: 0 })]);
    expect(usage.byKind).toEqual([expect.objectContaining({ kind: 'produce-article', calls: 2 })]);
    expect(usage.byStage.map((stage: { stage: string }) => stage.stage)).toEqual(['brief', 'outline']);
    expect(usage.byProvider).toEqual([expect.objectContaining({ provider: 'anthropic' })]);
    for (const month of ['2031-13', '2031-5', 'May', '2031-05-01']) {
      expect((await admin.get(`/api/ai/usage?month=${month}`).expect(400)).body).toEqual({ statusCode: 400, message: expect.stringMatching(/month must be YYYY-MM/) });
    }
  });
});

describe('AI monthly budget (AI_MONTHLY_BUDGET_USD)', () => {
  let sut: TestApp;
  let admin: Agent;

  beforeAll(async () => {
    sut = await createTestApp({ AI_MONTHLY_BUDGET_USD: '2.5' });
    admin = await loginAgent(sut);
  });

  afterAll(async () => {
    await sut?.close();
  });

  it('starts work under the budget, then answers 402 naming the budget and the spend once it is reached (starts and retries)', async () => {
    const started = await admin.post('/api/ai/ideas/generate').send({ topic: 'Hooks', keywords: [], targetLength: 'short', tone: 'casual', industry: 'Video Editing' }).expect(202);
    const jobId = started.body.jobId as string;
    await sut.dataSource.getRepository(AiJob).update(jobId, { state: 'failed' });
    await sut.dataSource.getRepository(AiJobStage).insert({ jobId, name: 'ideas', position: 0, state: 'completed', finishedAt: new Date(), provider: 'openai', model: 'gpt-4o', inputTokens: 1, outputTokens: 1, costUsd: 2.5 });

    const refused = await admin.post('/api/ai/ideas/generate').send({ topic: 'Pacing', keywords: [], targetLength: 'short', tone: 'casual', industry: 'Video Editing' }).expect(402);

    expect(refused.body).toEqual({ statusCode: 402, message: expect.stringContaining('$2.50') });
    expect(refused.body.message).toMatch(/budget of \$2\.50.*\$2\.50 spent/);
    expect((await admin.post(`/api/ai/jobs/${jobId}/retry`).expect(402)).body.statusCode).toBe(402);
    expect((await admin.get('/api/ai/usage').expect(200)).body).toMatchObject({ budgetUsd: 2.5, costUsd: 2.5 });
  });
});
