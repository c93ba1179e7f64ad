import { INestApplicationContext } from '@nestjs/common';
import {
  AiJobStage,
  JOB_STAGES,
  AiIdea,
  AiJob,
  AiProduction,
  BlogPost,
  BrandKit,
  buildDataSourceOptions,
  JOB_QUEUE,
  JobName,
  PostProposal,
  PostRevision,
  proposalFieldsOf,
  QueueName,
  redisConnectionOptions,
  sentenceKey,
  BrandKitStoreRepository,
} from '@app/contract';
import { DRAFT_PLACEHOLDER_CONTENT, splitSections } from '@app/site';
import { createTestDatabase, TestDatabase, testRedisUrl, uniqueRedisPrefix } from '@app/testing';
import { Job, Queue } from 'bullmq';
import { randomUUID } from 'node:crypto';
import { DataSource } from 'typeorm';
import { loadWorkerConfig } from '../src/config/worker-config';
import { ArticlesProcessor } from '../src/jobs/processors/articles.processor';
import { createWorker } from '../src/worker.factory';
import { createQueuedProduction } from './factories/production.factory';
import { errorReply, FakeLlmServer, openAiCompletion, RecordedRequest, requestedFormat } from './support/fake-llm-server';
import { ARTICLE_FORMATS, STAGE_ANSWERS } from './support/stage-answers';
import { SAMPLE_ARTICLE } from './support/sample-article';
import { until } from './support/until';

const IDEAS = JSON.stringify({ ideas: ['One clear idea', 'Two clear ideas', 'Three clear ideas', 'Four clear ideas', 'Five clear ideas'] });
const SETTINGS = { topic: 'Shorts', keywords: [], targetLength: 'short', tone: 'casual', industry: 'Audience Building' };

describe('Job handling through BullMQ (in-process workers)', () => {
  const llm = new FakeLlmServer();
  let llmUrl: string;
  let database: TestDatabase;
  let dataSource: DataSource;
  let prefix: string;
  let queues: Map<string, Queue>;
  const workers: INestApplicationContext[] = [];

  beforeAll(async () => {
    llmUrl = await llm.start();
    database = await createTestDatabase();
    dataSource = await new DataSource(buildDataSourceOptions(database.url, { poolSize: 2 })).initialize();
  });

  beforeEach(() => {
    prefix = uniqueRedisPrefix('jobs');
    queues = new Map();
  });

  afterEach(async () => {
    await Promise.all(workers.splice(0).map((worker) => worker.close()));
    await Promise.all([...queues.values()].map((queue) => queue.close()));
  });

  afterAll(async () => {
    await dataSource.destroy();
    await database.drop();
    await llm.stop();
  });

  async function startWorker(env: Record<string, string> = {}): Promise<INestApplicationContext> {
    const worker = await createWorker(
      loadWorkerConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', DATABASE_URL: database.url, REDIS_URL: testRedisUrl(), QUEUE_PREFIX: prefix, ...env }),
    );
    workers.push(worker);
    return worker;
  }

  /** The OpenAI adapter against the fake server, SDK retries off so BullMQ does the retrying. */
  const openAiEnv = () => ({ AI_PROVIDER: 'openai', OPENAI_BASE_URL: `${llmUrl}/v1`, AI_MODEL: 'gpt-test-1', AI_SDK_MAX_RETRIES: '0' });

  async function enqueue(name: JobName, jobId: string, data: object, attempts = 3): Promise<void> {
    const queueName = JOB_QUEUE[name];
    let queue = queues.get(queueName);
    if (!queue) {
      queue = new Queue(queueName, { prefix, connection: redisConnectionOptions(testRedisUrl()) });
      queues.set(queueName, queue);
    }
    await queue.add(name, data, { jobId, attempts, backoff: { type: 'exponential', delay: 100, jitter: 0.5 } });
  }

  async function ideasJob(payload: object): Promise<string> {
    const id = randomUUID();
    await dataSource.getRepository(AiJob).insert({ id, kind: JobName.GenerateIdeas, queue: QueueName.Ideas, payload: payload as never });
    await enqueue(JobName.GenerateIdeas, id, {});
    return id;
  }

  const finished = (id: string) =>
    until(`job ${id} to finish`, async () => {
      const row = await dataSource.getRepository(AiJob).findOneBy({ id });
      return row && (row.state === 'completed' || row.state === 'failed') ? row : undefined;
    });

  it('retries a 500 from the provider through BullMQ and records model and token usage', async () => {
    llm.reply(errorReply(500), openAiCompletion(IDEAS, { prompt_tokens: 40, completion_tokens: 60 }));
    await startWorker(openAiEnv());

    const id = await ideasJob(SETTINGS);
    const row = await finished(id);

    expect(row).toMatchObject({ state: 'completed', attempts: 2, provider: 'openai', model: 'gpt-test-1', inputTokens: 40, outputTokens: 60, error: null });
    // v5 is the current prompt folder (services/worker/prompts/README.md): one cached system prompt for every call.
    expect(row.result).toMatchObject({ count: 5, promptVersion: 'v5' });
    const ideas = await dataSource.getRepository(AiIdea).find({ where: { jobId: id }, order: { position: 'ASC' } });
    expect(ideas.map((idea) => idea.title)).toEqual(['One clear idea', 'Two clear ideas', 'Three clear ideas', 'Four clear ideas', 'Five clear ideas']);
    expect(ideas[0]).toMatchObject({ category: 'Audience Building', tone: 'casual', topic: 'Shorts', used: false });
  });

  it('fails invalid input at once with a readable error', async () => {
    await startWorker();

    const id = await ideasJob({ ...SETTINGS, industry: 'Cooking' });
    const row = await finished(id);

    expect(row).toMatchObject({ state: 'failed', attempts: 1, stage: 'Failed' });
    expect(row.error).toMatch(/Unknown category "Cooking"/);
  });

  it('fails a rejected request (401) at once and marks the production failed', async () => {
    llm.reply(errorReply(401, 'bad key'));
    await startWorker(openAiEnv());
    const { production, jobId, data } = await createQueuedProduction(dataSource);

    await enqueue(JobName.ProduceArticle, jobId, data);
    const row = await finished(jobId);

    expect(row).toMatchObject({ state: 'failed', attempts: 1, provider: 'openai' });
    expect(row.error).toMatch(/rejected the request \(401\)/);
    expect(await dataSource.getRepository(AiProduction).findOneByOrFail({ id: production.id })).toMatchObject({ status: 'failed', error: row.error });
  });

  it('gives up after the last attempt of a transient error', async () => {
    llm.reply(errorReply(503));
    await startWorker(openAiEnv());
    const { production, jobId, data } = await createQueuedProduction(dataSource);

    await enqueue(JobName.ProduceArticle, jobId, data, 3);
    const row = await finished(jobId);

    expect(row).toMatchObject({ state: 'failed', attempts: 3 });
    expect(llm.requests).toHaveLength(3);
    expect((await dataSource.getRepository(AiProduction).findOneByOrFail({ id: production.id })).status).toBe('failed');
  });

  it('writes an article with a real LLM adapter in six structured stages, recording usage and cost per stage', async () => {
    llm.respond((request) => openAiCompletion(JSON.stringify(STAGE_ANSWERS[requestedFormat(request) ?? ''])));
    // $2 per million input tokens, $8 per million output tokens.
    await startWorker({ ...openAiEnv(), AI_PRICES: JSON.stringify({ 'openai:gpt-test': { input: 2, output: 8 } }) });
    const { post, production, jobId, data } = await createQueuedProduction(dataSource);

    await enqueue(JobName.ProduceArticle, jobId, data);
    const row = await finished(jobId);

    expect(llm.requests.map(requestedFormat)).toEqual(ARTICLE_FORMATS);
    const perStage = (123 * 2 + 456 * 8) / 1_000_000;
    expect(row).toMatchObject({ state: 'completed', provider: 'openai', inputTokens: 6 * 123, outputTokens: 6 * 456 });
    expect(row.costUsd).toBeCloseTo(6 * perStage, 6);
    const stages = await dataSource.getRepository(AiJobStage).find({ where: { jobId }, order: { position: 'ASC' } });
    expect(stages.map((stage) => [stage.position, stage.name, stage.state])).toEqual(JOB_STAGES[JobName.ProduceArticle].map((name, position) => [position, name, 'completed']));
    for (const stage of stages) {
      expect(stage).toMatchObject({ provider: 'openai', model: 'gpt-test-1', inputTokens: 123, outputTokens: 456, error: null });
      expect(stage.costUsd).toBeCloseTo(perStage, 6);
      expect(stage.finishedAt!.getTime()).toBeGreaterThanOrEqual(stage.startedAt!.getTime());
    }
    expect(stages[4].output).toEqual(STAGE_ANSWERS.seo_fields);
    expect(row.result).toMatchObject({ featuredImageAlt: 'Title card reading Retention editing', suggestedTitle: 'Retention editing', promptVersion: 'v5' });
    expect(await dataSource.getRepository(PostProposal).findOneByOrFail({ jobId })).toMatchObject({
      changes: { excerpt: 'How editors keep viewers watching.', metaDescription: 'Editing techniques that keep viewers watching.', keywords: ['retention', 'editing'] },
    });
    expect(await dataSource.getRepository(AiProduction).findOneByOrFail({ id: production.id })).toMatchObject({
      status: 'ready_for_review',
      finalContent: SAMPLE_ARTICLE,
      provider: 'openai',
      model: 'gpt-test-1',
    });
    expect(await dataSource.getRepository(PostRevision).countBy({ postId: post.id })).toBe(1);
  });

  it('records the cached input tokens of each stage and of the job, priced at the cache rates (Anthropic adapter, prompt caching)', async () => {
    llm.resetCaches().respondAsProviders((format) => STAGE_ANSWERS[format]);
    // $3 per million input tokens, $3.75 written to the cache, $0.30 read from it, $15 output.
    const price = { input: 3, output: 15, cacheWrite: 3.75, cacheRead: 0.3 };
    await startWorker({
      AI_PROVIDER: 'anthropic',
      ANTHROPIC_API_KEY: 'sk-ant-test',
      ANTHROPIC_BASE_URL: llmUrl,
      AI_MODEL: 'claude-test-1',
      AI_SDK_MAX_RETRIES: '0',
      AI_PRICES: JSON.stringify({ 'anthropic:claude-test': price }),
    });
    const { jobId, data } = await createQueuedProduction(dataSource);

    await enqueue(JobName.ProduceArticle, jobId, data);
    const row = await finished(jobId);

    expect(row.state).toBe('completed');
    expect(llm.requests.map(requestedFormat)).toEqual(ARTICLE_FORMATS);
    const stages = await dataSource.getRepository(AiJobStage).find({ where: { jobId }, order: { position: 'ASC' } });
    const billed = llm.requests.map((request) => request.usage as { input_tokens: number; cache_creation_input_tokens: number; cache_read_input_tokens: number; output_tokens: number });
    stages.forEach((stage, index) => {
      const usage = billed[index];
      expect(stage).toMatchObject({
        inputTokens: usage.input_tokens + usage.cache_creation_input_tokens + usage.cache_read_input_tokens,
        cacheReadTokens: usage.cache_read_input_tokens,
        cacheWriteTokens: usage.cache_creation_input_tokens,
        outputTokens: usage.output_tokens,
      });
      const dollars = (usage.input_tokens * price.input + usage.cache_creation_input_tokens * price.cacheWrite + usage.cache_read_input_tokens * price.cacheRead + usage.output_tokens * price.output) / 1_000_000;
      // The stored cost keeps 6 decimals, so it may differ from the exact figure by up to half a millionth.
      expect(Math.abs(stage.costUsd - dollars)).toBeLessThanOrEqual(5.01e-7);
    });
    // The first stage writes the shared prefix; every later one reads it.
    expect(stages[0].cacheWriteTokens).toBeGreaterThan(1024);
    for (const stage of stages.slice(1)) expect(stage).toMatchObject({ cacheReadTokens: stages[0].cacheWriteTokens, cacheWriteTokens: 0 });
    const sum = (key: 'inputTokens' | 'cacheReadTokens' | 'cacheWriteTokens' | 'costUsd') => stages.reduce((total, stage) => total + stage[key], 0);
    expect(row).toMatchObject({ inputTokens: sum('inputTokens'), cacheReadTokens: sum('cacheReadTokens'), cacheWriteTokens: sum('cacheWriteTokens') });
    expect(row.costUsd).toBeCloseTo(sum('costUsd'), 6);
  });

  it("puts the stored brand kit, read once for the job, into every stage's prompt", async () => {
    llm.respond((request) => openAiCompletion(JSON.stringify(STAGE_ANSWERS[requestedFormat(request) ?? ''])));
    // A kit unlike the default, so only reading the stored row can put these words in the prompts.
    await new BrandKitStoreRepository(dataSource.manager).ensureBrandKit();
    const kits = dataSource.getRepository(BrandKit);
    const stored = await kits.findOneByOrFail({ id: 1 });
    await kits.update(1, { facts: [{ statement: 'We have cut 4,321 podcast trailers in Bristol.' }], bannedPhrases: ['synergy at scale'] });
    try {
      await startWorker(openAiEnv());
      const { jobId, data } = await createQueuedProduction(dataSource);

      await enqueue(JobName.ProduceArticle, jobId, data);
      expect(await finished(jobId)).toMatchObject({ state: 'completed' });
    } finally {
      await kits.update(1, { facts: stored.facts, bannedPhrases: stored.bannedPhrases });
    }

    expect(llm.requests.map(requestedFormat)).toEqual(ARTICLE_FORMATS);
    for (const request of llm.requests) {
      const system = (request.body.messages as Array<{ role: string; content: string }>).find((message) => message.role === 'system')!.content;
      expect(system).toContain('- We have cut 4,321 podcast trailers in Bristol.');
      expect(system).toContain('- "synergy at scale"');
      // The default kit's facts and phrases are gone with it.
      expect(system).not.toContain('55.8M+');
      expect(system).not.toContain('"delve"');
    }
  });

  it('retries only the stage whose answer was malformed: finished stages are never asked again', async () => {
    let edits = 0;
    llm.respond((request) => {
      const format = requestedFormat(request) ?? '';
      if (format === 'edited_text' && (edits += 1) === 1) return openAiCompletion('{"content": "cut off mid');
      return openAiCompletion(JSON.stringify(STAGE_ANSWERS[format]));
    });
    await startWorker(openAiEnv());
    const { jobId, data } = await createQueuedProduction(dataSource);

    await enqueue(JobName.ProduceArticle, jobId, data);
    const row = await finished(jobId);

    expect(row).toMatchObject({ state: 'completed', attempts: 2, inputTokens: 6 * 123, error: null });
    expect(llm.requests.map(requestedFormat)).toEqual([...ARTICLE_FORMATS.slice(0, 4), 'edited_text', ...ARTICLE_FORMATS.slice(4)]);
    const edit = await dataSource.getRepository(AiJobStage).findOneByOrFail({ jobId, name: 'edit' });
    expect(edit).toMatchObject({ state: 'completed', error: null });
  });

  it('applies a job queued before proposals existed (no base in its row) to an untouched draft', async () => {
    await startWorker();
    const { post, production, jobId, data } = await createQueuedProduction(dataSource, {}, { legacy: true });

    await enqueue(JobName.ProduceArticle, jobId, data);
    const row = await finished(jobId);

    expect(row.result).toMatchObject({ proposalState: 'accepted' });
    const written = await dataSource.getRepository(BlogPost).findOneByOrFail({ id: post.id });
    expect(written.content).not.toBe(DRAFT_PLACEHOLDER_CONTENT);
    expect(written.content).toBe((await dataSource.getRepository(AiProduction).findOneByOrFail({ id: production.id })).finalContent);
  });

  it('revises one section with a real LLM adapter: only that section travels, and only it changes (in a pending proposal)', async () => {
    const heading = 'Start with the payoff';
    const rewritten = JSON.stringify({ content: `## ${heading}\n\nLead with the result, then show how.\n\n## A section the model added\n\nMore.` });
    // draft: the rewritten section; edit: the text it was sent, unchanged.
    llm.respond((request) => (requestedFormat(request) === 'edited_text' ? openAiCompletion(JSON.stringify({ content: editedText(request), changes: [] })) : openAiCompletion(rewritten)));
    await startWorker(openAiEnv());
    const { post } = await createQueuedProduction(dataSource, { content: `${SAMPLE_ARTICLE}\n`, status: 'ready_for_review' });
    const production = await dataSource.getRepository(AiProduction).findOneByOrFail({ postId: post.id });
    const feedback = 'Make the opening section punchier';
    await dataSource.getRepository(AiProduction).update(production.id, { status: 'revising', feedback: [{ feedback, requestedAt: new Date().toISOString(), section: heading }] });
    const jobId = randomUUID();
    const data = { productionId: production.id, baseUpdatedAt: post.updatedAt.toISOString() };
    await dataSource.getRepository(AiJob).insert({ id: jobId, kind: JobName.ReviseArticle, queue: QueueName.Articles, payload: { ...data, base: proposalFieldsOf(post), section: heading } as never });

    await enqueue(JobName.ReviseArticle, jobId, data);
    const row = await finished(jobId);

    expect(row).toMatchObject({ state: 'completed', error: null });
    expect(row.result).toMatchObject({ section: heading, promptVersion: 'v5', proposalState: 'pending' });
    expect(llm.requests.map(requestedFormat)).toEqual(['section_text', 'edited_text']);
    expect(editedText(llm.requests[1])).toBe('Lead with the result, then show how.\n\n## A section the model added\n\nMore.');
    const sent = JSON.stringify(llm.requests[0].body.messages);
    expect(sent).toContain('Show the result first, then explain how you got there.');
    expect(sent).toContain('- Keep the pace honest');
    expect(sent).not.toContain('Trim pauses');
    expect(sent).not.toContain('Retention is won or lost');
    // Issue 27: the post is untouched until the admin accepts; the proposal holds the spliced article.
    expect((await dataSource.getRepository(BlogPost).findOneByOrFail({ id: post.id })).content).toBe(post.content);
    const proposal = await dataSource.getRepository(PostProposal).findOneByOrFail({ jobId });
    const before = splitSections(post.content);
    const after = splitSections(proposal.changes.content!);
    expect(after.preamble).toBe(before.preamble);
    expect(after.sections.map((section) => section.heading)).toEqual([heading, 'Keep the pace honest']);
    expect(after.sections[0].text).toBe(`## ${heading}\n\nLead with the result, then show how.\n\n### A section the model added\n\nMore.\n\n`);
    expect(after.sections[1].text).toBe(before.sections[1].text);
    expect(proposal).toMatchObject({ kind: 'revision', state: 'pending', section: heading, feedback, changes: { content: post.content.replace(before.sections[0].text, after.sections[0].text) } });
    expect(await dataSource.getRepository(PostRevision).countBy({ postId: post.id })).toBe(0);
  });

  it("rewrites one sentence with a real LLM adapter: only the sentence and its paragraph travel, and the proposal is a byte-exact splice", async () => {
    const sentence = 'Show the result first, then explain how you got there.';
    llm.respond(() => openAiCompletion(JSON.stringify({ content: 'Show the result first, then explain how.', changes: ['Shorter'] }), { prompt_tokens: 30, completion_tokens: 8 }));
    await startWorker(openAiEnv());
    const post = await dataSource.getRepository(BlogPost).save(
      dataSource.getRepository(BlogPost).create({ title: 'One sentence only', slug: `one-sentence-${randomUUID()}`, content: `${SAMPLE_ARTICLE}\n`, category: 'Video Editing', author: 'Hyperframe Team' }),
    );
    const jobId = randomUUID();
    const data = { postId: post.id, sentenceKey: sentenceKey(sentence), baseUpdatedAt: post.updatedAt.toISOString() };
    const payload = { ...data, base: proposalFieldsOf(post), sentence, original: sentence, problem: 'Unsupported claim.' };
    await dataSource.getRepository(AiJob).insert({ id: jobId, kind: JobName.RewriteSentence, queue: QueueName.Articles, payload: payload as never });

    await enqueue(JobName.RewriteSentence, jobId, data);
    const row = await finished(jobId);

    expect(row).toMatchObject({ state: 'completed', error: null, provider: 'openai', model: 'gpt-test-1', inputTokens: 30, outputTokens: 8 });
    expect(row.result).toMatchObject({ outcome: 'proposed', original: sentence, replacement: 'Show the result first, then explain how.', proposalState: 'pending', promptVersion: 'v5' });
    expect(llm.requests.map(requestedFormat)).toEqual(['edited_text']);
    expect(editedText(llm.requests[0])).toBe(sentence);
    const sent = JSON.stringify(llm.requests[0].body.messages);
    expect(sent).toContain('Viewers stay when they know what is coming.');
    expect(sent).toContain('The readiness check says: Unsupported claim.');
    expect(sent).not.toContain('Retention is won or lost');
    expect(await dataSource.getRepository(AiJobStage).find({ where: { jobId }, select: { name: true, state: true } })).toEqual([expect.objectContaining({ name: 'edit', state: 'completed' })]);
    const proposal = await dataSource.getRepository(PostProposal).findOneByOrFail({ jobId });
    expect(proposal).toMatchObject({ kind: 'sentence', state: 'pending', sentence: { original: sentence, replacement: 'Show the result first, then explain how.' } });
    expect(proposal.changes.content).toBe(post.content.replace(sentence, 'Show the result first, then explain how.'));
    expect((await dataSource.getRepository(BlogPost).findOneByOrFail({ id: post.id })).content).toBe(post.content);
  });

  it('does nothing when a finished job is delivered again', async () => {
    const worker = await startWorker();
    const { post, jobId, data } = await createQueuedProduction(dataSource);
    await enqueue(JobName.ProduceArticle, jobId, data);
    await finished(jobId);
    const sut = worker.get(ArticlesProcessor);

    const redelivered = { id: jobId, name: JobName.ProduceArticle, data, queueName: 'articles', opts: { attempts: 3 }, attemptsMade: 0, updateProgress: async () => undefined } as unknown as Job;

    await expect(sut.process(redelivered)).resolves.toEqual({ skipped: true });
    expect(await dataSource.getRepository(PostRevision).countBy({ postId: post.id })).toBe(1);
    expect((await dataSource.getRepository(AiJob).findOneByOrFail({ id: jobId })).attempts).toBe(1);
  });

  it('two workers share the queue without processing any job twice', async () => {
    await startWorker({ WORKER_CONCURRENCY_ARTICLES: '3' });
    await startWorker({ WORKER_CONCURRENCY_ARTICLES: '3' });
    const started = await Promise.all(Array.from({ length: 8 }, () => createQueuedProduction(dataSource)));

    await Promise.all(started.map(({ jobId, data }) => enqueue(JobName.ProduceArticle, jobId, data)));
    const rows = await Promise.all(started.map(({ jobId }) => finished(jobId)));

    expect(rows.map((row) => [row.state, row.attempts])).toEqual(started.map(() => ['completed', 1]));
    for (const { post } of started) {
      expect(await dataSource.getRepository(PostRevision).countBy({ postId: post.id })).toBe(1);
    }
  });
});

/** The text an edit-stage request asks to fix (between the prompt's <<<TEXT and TEXT>>> marks). */
function editedText(request: RecordedRequest): string {
  const messages = request.body.messages as Array<{ content: string }>;
  return /<<<TEXT\n([\s\S]*)\nTEXT>>>/.exec(messages.at(-1)!.content)![1];
}
