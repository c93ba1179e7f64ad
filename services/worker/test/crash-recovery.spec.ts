import { AiJob, AiJobStage, AiProduction, BlogPost, buildDataSourceOptions, JobName, Media, PostRevision } from '@app/contract';
import { createTestDatabase, TestDatabase, testRedisUrl, uniqueRedisPrefix } from '@app/testing';
import { Queue } from 'bullmq';
import { ChildProcess, spawn, spawnSync } from 'node:child_process';
import path from 'node:path';
import { DataSource } from 'typeorm';
import { createQueuedProduction, enqueue } from './factories/production.factory';
import { FakeLlmServer, openAiCompletion, requestedFormat } from './support/fake-llm-server';
import { ARTICLE_FORMATS, STAGE_ANSWERS } from './support/stage-answers';
import { until } from './support/until';

const ROOT = path.resolve(__dirname, '../../..');
const WORKER_MAIN = path.join(ROOT, 'services/worker/dist/main.js');

/** Nest closes everything, then re-raises the signal so the exit says why. */
const gracefulExit = { code: null, signal: 'SIGTERM' };

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('Worker crash recovery (compiled worker as a child process)', () => {
  let database: TestDatabase;
  let dataSource: DataSource;
  let queue: Queue | undefined;
  const prefix = uniqueRedisPrefix('crash');
  const children: ChildProcess[] = [];
  const output: string[] = [];

  function spawnWorker(env: Record<string, string>): ChildProcess {
    const child = spawn(process.execPath, [WORKER_MAIN], {
      cwd: ROOT,
      env: {
        PATH: process.env.PATH,
        NODE_ENV: 'test',
        LOG_LEVEL: 'info',
        DATABASE_URL: database.url,
        REDIS_URL: testRedisUrl(),
        QUEUE_PREFIX: prefix,
        // A crashed worker's job is handed on within seconds instead of the production 30 s; long
        // enough that a busy test machine never lets a live worker's lock lapse.
        WORKER_LOCK_DURATION_MS: '5000',
        WORKER_STALLED_INTERVAL_MS: '1500',
        ...env,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    child.stdout!.on('data', (chunk: Buffer) => output.push(chunk.toString()));
    child.stderr!.on('data', (chunk: Buffer) => output.push(chunk.toString()));
    children.push(child);
    return child;
  }

  const exited = (child: ChildProcess) =>
    new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) => {
      if (child.exitCode !== null || child.signalCode !== null) return resolve({ code: child.exitCode, signal: child.signalCode });
      child.once('exit', (code, signal) => resolve({ code, signal }));
    });

  beforeAll(async () => {
    const build = spawnSync(process.execPath, [path.join(ROOT, 'node_modules/typescript/bin/tsc'), '-b', 'services/worker/tsconfig.build.json'], { cwd: ROOT, encoding: 'utf8' });
    if (build.status !== 0) throw new Error(`worker build failed:\n${build.stdout}${build.stderr}`);
    database = await createTestDatabase();
    dataSource = await new DataSource(buildDataSourceOptions(database.url, { poolSize: 2 })).initialize();
  }, 120_000);

  afterAll(async () => {
    for (const child of children) if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
    await queue?.close();
    await dataSource?.destroy();
    await database?.drop();
  });

  it('kill -9 during an article job: a new worker finishes it exactly once', async () => {
    const { post, production, jobId, data } = await createQueuedProduction(dataSource);
    queue = await enqueue(testRedisUrl(), prefix, JobName.ProduceArticle, jobId, data);
    const jobs = dataSource.getRepository(AiJob);

    const first = spawnWorker({ OFFLINE_PROVIDER_DELAY_MS: '60000' });
    await until('the first worker to be writing', async () => {
      const row = await jobs.findOneBy({ id: jobId });
      return row?.state === 'running' && row.stage === 'Writing the brief';
    });
    first.kill('SIGKILL');
    expect(await exited(first)).toEqual({ code: null, signal: 'SIGKILL' });
    expect(await dataSource.getRepository(PostRevision).countBy({ postId: post.id })).toBe(0);

    const second = spawnWorker({ OFFLINE_PROVIDER_DELAY_MS: '0' });
    const row = await until('the job to complete', async () => {
      const current = await jobs.findOneBy({ id: jobId });
      return current?.state === 'completed' ? current : undefined;
    }).catch((error: Error) => {
      throw new Error(`${error.message}\nworker output:\n${output.join('')}`);
    });

    expect(row).toMatchObject({ state: 'completed', progress: 100, stage: 'Done', attempts: 2, provider: 'offline', model: 'offline-writer-v1' });
    expect(await dataSource.getRepository(PostRevision).countBy({ postId: post.id })).toBe(1);
    expect(await dataSource.getRepository(BlogPost).countBy({ title: post.title })).toBe(1);
    expect(await dataSource.getRepository(Media).count()).toBe(1);
    expect(await dataSource.getRepository(AiProduction).findOneByOrFail({ id: production.id })).toMatchObject({ status: 'ready_for_review' });
    expect(await dataSource.getRepository(BlogPost).findOneByOrFail({ id: post.id })).toMatchObject({ status: 'ready_for_review' });

    // Stays done: more stalled checks and time do not run it again.
    await sleep(2500);
    expect(await dataSource.getRepository(PostRevision).countBy({ postId: post.id })).toBe(1);
    expect((await jobs.findOneByOrFail({ id: jobId })).attempts).toBe(2);

    second.kill('SIGTERM');
    expect(await exited(second)).toEqual(gracefulExit);
  }, 90_000);

  it('kill -9 between stages: the next worker resumes at the unfinished stage and never asks the provider for a finished one again', async () => {
    const llm = new FakeLlmServer();
    const llmUrl = await llm.start();
    let hang = true;
    const held: Array<() => void> = [];
    // The first worker's edit call never gets an answer: it is killed after brief, outline and draft finished.
    llm.respond((request) => {
      const format = requestedFormat(request) ?? '';
      return openAiCompletion(JSON.stringify(STAGE_ANSWERS[format]));
    });
    llm.holdWhile((request) => hang && requestedFormat(request) === 'edited_text', (release) => held.push(release));
    try {
      const { post, jobId, data } = await createQueuedProduction(dataSource);
      await queue!.add(JobName.ProduceArticle, data, { jobId, attempts: 3 });
      const stages = dataSource.getRepository(AiJobStage);
      const env = { AI_PROVIDER: 'openai', OPENAI_BASE_URL: `${llmUrl}/v1`, AI_MODEL: 'gpt-test-1', AI_SDK_MAX_RETRIES: '0', AI_TIMEOUT_MS: '60000' };

      const first = spawnWorker(env);
      await until('the first worker to wait on the edit stage', async () => held.length > 0);
      expect((await stages.find({ where: { jobId }, order: { position: 'ASC' } })).map((stage) => [stage.name, stage.state])).toEqual([
        ['brief', 'completed'],
        ['outline', 'completed'],
        ['draft', 'completed'],
        ['edit', 'running'],
      ]);
      first.kill('SIGKILL');
      await exited(first);
      hang = false;

      const second = spawnWorker(env);
      const row = await until('the job to complete', async () => {
        const current = await dataSource.getRepository(AiJob).findOneBy({ id: jobId });
        return current?.state === 'completed' ? current : undefined;
      });

      expect(llm.requests.map(requestedFormat)).toEqual([...ARTICLE_FORMATS.slice(0, 4), ...ARTICLE_FORMATS.slice(3)]);
      expect(row).toMatchObject({ attempts: 2, inputTokens: 6 * 123, outputTokens: 6 * 456 });
      expect(await dataSource.getRepository(PostRevision).countBy({ postId: post.id })).toBe(1);
      second.kill('SIGTERM');
      await exited(second);
    } finally {
      held.forEach((release) => release());
      await llm.stop();
    }
  }, 90_000);

  it('a job whose workers keep crashing fails for good, and its row and production say so', async () => {
    const { production, jobId, data } = await createQueuedProduction(dataSource);
    await queue!.add(JobName.ProduceArticle, data, { jobId, attempts: 3 });
    const jobs = dataSource.getRepository(AiJob);

    for (let crash = 1; crash <= 2; crash += 1) {
      const worker = spawnWorker({ OFFLINE_PROVIDER_DELAY_MS: '60000' });
      await until(`attempt ${crash} to be writing`, async () => {
        const row = await jobs.findOneBy({ id: jobId });
        return row?.state === 'running' && row.attempts >= crash && row.stage === 'Writing the brief';
      });
      worker.kill('SIGKILL');
      await exited(worker);
    }
    const survivor = spawnWorker({ OFFLINE_PROVIDER_DELAY_MS: '0' });

    const row = await until('the job to fail', async () => {
      const current = await jobs.findOneBy({ id: jobId });
      return current?.state === 'failed' ? current : undefined;
    });
    expect(row.error).toMatch(/stalled/);
    expect(await dataSource.getRepository(AiProduction).findOneByOrFail({ id: production.id })).toMatchObject({ status: 'failed' });
    survivor.kill('SIGTERM');
    await exited(survivor);
  }, 90_000);

  it('SIGTERM lets the active job finish before the worker exits', async () => {
    const { jobId, data } = await createQueuedProduction(dataSource);
    await queue!.add(JobName.ProduceArticle, data, { jobId, attempts: 3 });
    const jobs = dataSource.getRepository(AiJob);
    const worker = spawnWorker({ OFFLINE_PROVIDER_DELAY_MS: '1000' });
    await until('the worker to be writing', async () => (await jobs.findOneBy({ id: jobId }))?.stage === 'Writing sections');

    worker.kill('SIGTERM');

    expect(await exited(worker)).toEqual(gracefulExit);
    expect(await jobs.findOneByOrFail({ id: jobId })).toMatchObject({ state: 'completed', attempts: 1 });
  }, 60_000);
});
