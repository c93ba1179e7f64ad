import { INestApplicationContext } from '@nestjs/common';
import { AiJob, AiJobStage, buildDataSourceOptions, ClaimReview, JOB_QUEUE, JobName, redisConnectionOptions, BrandKitStoreRepository } from '@app/contract';
import { createTestDatabase, TestDatabase, testRedisUrl, uniqueRedisPrefix } from '@app/testing';
import { Queue } from 'bullmq';
import { randomUUID } from 'node:crypto';
import { DataSource } from 'typeorm';
import { loadWorkerConfig } from '../src/config/worker-config';
import { createWorker } from '../src/worker.factory';
import { FakeLlmServer, openAiCompletion, requestedFormat } from './support/fake-llm-server';
import { until } from './support/until';

const CLAIMS = [
  { sentence: 'We employ more than 500 full-time editors.', verdict: 'unsupported' },
  { sentence: 'Hyperframe was ranked the number one video agency in Europe in 2024.', verdict: 'unsupported' },
];
const ANSWER = {
  reviews: [
    { claim: 1, verdict: 'unsupported', reason: 'No brand fact states how many editors the agency employs.' },
    { claim: 2, verdict: 'unsupported', reason: 'No brand fact ranks the agency.' },
    // A number nobody asked about is dropped.
    { claim: 7, verdict: 'supported', reason: 'Invented.' },
  ],
};
const USAGE = { prompt_tokens: 1_000_000, completion_tokens: 100_000 };
const PRICES = JSON.stringify({ 'openai:gpt-test': { input: 2, output: 8 } });

/**
 * Issue 29 item 3: the check-claims job through BullMQ with the real worker, against the fake
 * OpenAI-compatible server the other worker tests use. One structured call with the brand kit in the
 * prompt; reviews cached per sentence and brand-kit version; its cost on its ai_jobs row like any AI call.
 */
describe('Claim reviews (check-claims job, in-process worker, fake OpenAI server)', () => {
  const llm = new FakeLlmServer();
  let llmUrl: string;
  let database: TestDatabase;
  let dataSource: DataSource;
  let prefix: string;
  let queue: Queue;
  const workers: INestApplicationContext[] = [];

  beforeAll(async () => {
    llmUrl = await llm.start();
    database = await createTestDatabase();
    dataSource = await new DataSource(buildDataSourceOptions(database.url, { poolSize: 2 })).initialize();
    await new BrandKitStoreRepository(dataSource.manager).ensureBrandKit();
  });

  beforeEach(() => {
    prefix = uniqueRedisPrefix('claims');
    queue = new Queue(JOB_QUEUE[JobName.CheckClaims], { prefix, connection: redisConnectionOptions(testRedisUrl()) });
  });

  afterEach(async () => {
    await Promise.all(workers.splice(0).map((worker) => worker.close()));
    await queue.close();
  });

  afterAll(async () => {
    await dataSource.destroy();
    await database.drop();
    await llm.stop();
  });

  async function startWorker(env: Record<string, string>): Promise<void> {
    workers.push(await createWorker(loadWorkerConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', DATABASE_URL: database.url, REDIS_URL: testRedisUrl(), QUEUE_PREFIX: prefix, AI_PRICES: PRICES, ...env })));
  }

  const openAiEnv = () => ({ AI_PROVIDER: 'openai', OPENAI_BASE_URL: `${llmUrl}/v1`, AI_MODEL: 'gpt-test-1', AI_SDK_MAX_RETRIES: '0' });

  async function checkClaimsJob(claims = CLAIMS, postId = 7): Promise<string> {
    const id = randomUUID();
    await dataSource.getRepository(AiJob).insert({ id, kind: JobName.CheckClaims, queue: JOB_QUEUE[JobName.CheckClaims], target: `post:${postId}:${id}`, payload: { postId, brandKitVersion: 1, claims } as never });
    await queue.add(JobName.CheckClaims, { postId }, { jobId: id, attempts: 2, backoff: { type: 'fixed', delay: 50 } });
    return id;
  }

  const finished = (id: string) =>
    until(`job ${id} to finish`, async () => {
      const row = await dataSource.getRepository(AiJob).findOneBy({ id });
      return row && (row.state === 'completed' || row.state === 'failed') ? row : undefined;
    });

  it('asks the model once with the brand kit and the claims, stores each review per sentence and kit version, and bills the job', async () => {
    llm.reply(openAiCompletion(JSON.stringify(ANSWER), USAGE));
    await startWorker(openAiEnv());

    const row = await finished(await checkClaimsJob());

    expect(row).toMatchObject({ state: 'completed', provider: 'openai', model: 'gpt-test-1', inputTokens: 1_000_000, outputTokens: 100_000, result: { reviewed: 2, alreadyReviewed: 0, brandKitVersion: 1 } });
    expect(row.costUsd).toBeCloseTo(2.8, 6);
    expect(await dataSource.getRepository(AiJobStage).findOneByOrFail({ jobId: row.id })).toMatchObject({ name: 'claims', state: 'completed', model: 'gpt-test-1' });
    expect(llm.requests.map(requestedFormat)).toEqual(['claim_reviews']);
    const prompt = JSON.stringify(llm.requests[0].body);
    expect(prompt).toContain('Hyperframe has 16+ years of experience');
    expect(prompt).toContain('1. [rules: unsupported] We employ more than 500 full-time editors.');
    const reviews = await dataSource.getRepository(ClaimReview).find({ order: { id: 'ASC' } });
    expect(reviews.map((review) => [review.sentence, review.verdict, review.brandKitVersion, review.model, review.jobId])).toEqual([
      [CLAIMS[0].sentence, 'unsupported', 1, 'gpt-test-1', row.id],
      [CLAIMS[1].sentence, 'unsupported', 1, 'gpt-test-1', row.id],
    ]);
  });

  it('never asks about a sentence already reviewed for the kit version: only the new one goes to the model', async () => {
    const fresh = { sentence: 'Our clients see 3x more views within their first month.', verdict: 'unsupported' };
    llm.reply(openAiCompletion(JSON.stringify({ reviews: [{ claim: 1, verdict: 'contradicted', reason: 'No fact states a multiple.' }] }), { prompt_tokens: 10, completion_tokens: 5 }));
    await startWorker(openAiEnv());

    const row = await finished(await checkClaimsJob([...CLAIMS, fresh]));

    expect(row.result).toMatchObject({ reviewed: 1, alreadyReviewed: 2 });
    expect(llm.requests).toHaveLength(1);
    expect(JSON.stringify(llm.requests[0].body)).not.toContain('500 full-time editors');
    expect(await dataSource.getRepository(ClaimReview).count()).toBe(3);

    llm.reply(openAiCompletion('{}'));
    const cachedOnly = await finished(await checkClaimsJob([fresh]));
    expect(cachedOnly).toMatchObject({ state: 'completed', inputTokens: 0, costUsd: 0, result: { reviewed: 0, alreadyReviewed: 1 } });
    expect(llm.requests).toHaveLength(0);
  });

  it('fails for good on the offline provider: offline, the rules alone decide', async () => {
    await startWorker({ AI_PROVIDER: 'offline' });

    const row = await finished(await checkClaimsJob([{ sentence: 'We won a BAFTA.', verdict: 'unsupported' }]));

    expect(row).toMatchObject({ state: 'failed', attempts: 1, error: expect.stringContaining('the rules alone decide') });
  });
});
