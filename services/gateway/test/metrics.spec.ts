import { spawnSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import path from 'node:path';
import request from 'supertest';
import { AiJob, AiJobName, JobName, QueueName } from '@app/contract';
import { createPost } from './factories/post.factory';
import { cacheCaughtUp } from './support/public-cache';
import { createTestApp, TestApp } from './support/test-app';

/**
 * The value of the sample named like `selector`'s metric whose labels include all of `selector`'s,
 * e.g. sample(text, 'bullmq_queue_depth{queue="ideas"}') (label order in the text does not matter).
 */
function sample(text: string, selector: string): number | undefined {
  const parse = (line: string) => {
    const match = /^([\w:]+)(?:\{(.*)\})?(?:\s+(\S+))?/.exec(line.trim())!;
    const labels = Object.fromEntries([...(match[2] ?? '').matchAll(/(\w+)="((?:[^"\\]|\\.)*)"/g)].map((label) => [label[1], label[2]]));
    return { name: match[1], labels, value: Number(match[3]) };
  };
  const wanted = parse(selector.endsWith('}') ? selector : `${selector}}`);
  const found = text
    .split('\n')
    .filter((line) => line && !line.startsWith('#'))
    .map(parse)
    .find((candidate) => candidate.name === wanted.name && Object.entries(wanted.labels).every(([key, value]) => candidate.labels[key] === value));
  return found?.value;
}

describe('GET /metrics', () => {
  let sut: TestApp;
  const http = () => request(sut.app.getHttpServer());

  beforeAll(async () => {
    sut = await createTestApp();
  });

  afterAll(async () => {
    await sut.close();
  });

  it('serves the Prometheus text format with the default process metrics, never cached', async () => {
    const response = await http().get('/metrics').expect(200);

    expect(response.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.text).toMatch(/^process_cpu_user_seconds_total\{service="gateway"\} /m);
    expect(response.text).toMatch(/^nodejs_eventloop_lag_seconds\{service="gateway"\} /m);
  });

  it('times requests by route pattern, never by raw URL', async () => {
    const post = await createPost(sut.dataSource, { title: 'Metric Me' });
    await http().get(`/api/blog/posts/${post.slug}`).expect(200);
    await http().get('/api/blog/posts/no-such-secret-slug').expect(404);
    await http().get('/some/unknown/page?x=1');
    // A streamed file's 'finish' can land just after the client has read it: scrape until it is counted.
    let text = '';
    for (let attempt = 0; attempt < 20 && !/route="unmatched"/.test(text); attempt += 1) {
      text = (await http().get('/metrics').expect(200)).text;
      await new Promise((resolve) => setTimeout(resolve, 25));
    }

    expect(sample(text, 'http_request_duration_seconds_count{method="GET",route="/api/blog/posts/:slug",status_code="200"')).toBeGreaterThanOrEqual(1);
    expect(sample(text, 'http_request_duration_seconds_count{method="GET",route="/api/blog/posts/:slug",status_code="404"')).toBeGreaterThanOrEqual(1);
    expect(sample(text, 'http_request_duration_seconds_bucket{le="+Inf",method="GET",route="/api/blog/posts/:slug",status_code="200",service="gateway"}')).toBeGreaterThanOrEqual(1);
    expect(text).toMatch(/route="unmatched"/);
    expect(text).not.toContain('metric-me');
    expect(text).not.toContain('no-such-secret-slug');
    expect(text).not.toContain('/some/unknown/page');
  });

  it('counts every cached read the fast path answers, in its series (method, route, status)', async () => {
    const post = await createPost(sut.dataSource, { title: 'Counted Read' });
    await cacheCaughtUp(sut);
    const path = `/api/blog/posts/${post.slug}`;
    const etag = (await http().get(path).expect(200)).headers.etag as string;
    const count = async (method: string, status: number) =>
      sample((await http().get('/metrics').expect(200)).text, `http_request_duration_seconds_count{method="${method}",route="/api/blog/posts/:slug",status_code="${status}"`) ?? 0;
    const before = { get: await count('GET', 200), notModified: await count('GET', 304), head: await count('HEAD', 200) };

    for (let index = 0; index < 5; index += 1) {
      const hit = await http().get(path).expect(200);
      expect(hit.headers['x-request-id']).toBeUndefined();
    }
    for (let index = 0; index < 3; index += 1) await http().get(path).set('If-None-Match', etag).expect(304);
    for (let index = 0; index < 2; index += 1) await http().head(path).expect(200);

    expect({ get: await count('GET', 200), notModified: await count('GET', 304), head: await count('HEAD', 200) }).toEqual({
      get: before.get + 5,
      notModified: before.notModified + 3,
      head: before.head + 2,
    });
  });

  it('reports BullMQ job counts by queue and state, and the queue depth, read from Redis', async () => {
    const text = (await http().get('/metrics').expect(200)).text;

    for (const queue of Object.values(QueueName)) {
      for (const state of ['wait', 'active', 'delayed', 'completed', 'failed']) {
        expect(sample(text, `bullmq_queue_jobs{queue="${queue}",state="${state}"`)).toBe(0);
      }
      expect(sample(text, `bullmq_queue_depth{queue="${queue}"`)).toBe(0);
    }
    expect(sample(text, 'metrics_scrape_error{source="redis"')).toBe(0);
  });

  it('reports AI job counts and duration histograms by queue and state from the ai_jobs table', async () => {
    const now = Date.now();
    const job = (queue: QueueName, state: AiJob['state'], runSeconds: number | null, waitSeconds = 1) => ({
      id: randomUUID(),
      kind: (queue === QueueName.Articles ? JobName.ProduceArticle : JobName.GenerateIdeas) as AiJobName,
      queue,
      state,
      createdAt: new Date(now - 600_000),
      startedAt: runSeconds === null ? null : new Date(now - 600_000 + waitSeconds * 1000),
      finishedAt: runSeconds === null || state === 'running' ? null : new Date(now - 600_000 + (waitSeconds + runSeconds) * 1000),
    });
    await sut.dataSource.getRepository(AiJob).insert([
      job(QueueName.Articles, 'completed', 3),
      job(QueueName.Articles, 'completed', 40),
      job(QueueName.Articles, 'failed', 0.2),
      job(QueueName.Articles, 'running', 5),
      job(QueueName.Ideas, 'queued', null),
    ]);

    const text = (await http().get('/metrics').expect(200)).text;

    expect(sample(text, 'ai_jobs{queue="articles",state="completed"')).toBe(2);
    expect(sample(text, 'ai_jobs{queue="articles",state="failed"')).toBe(1);
    expect(sample(text, 'ai_jobs{queue="articles",state="running"')).toBe(1);
    expect(sample(text, 'ai_jobs{queue="ideas",state="queued"')).toBe(1);
    expect(sample(text, 'ai_jobs{queue="images",state="queued"')).toBe(0);
    // The publishing queue carries system jobs, which have no ai_jobs row.
    expect(text).not.toContain('ai_jobs{queue="publishing"');
    expect(text).toContain('# TYPE ai_job_duration_seconds histogram');
    expect(sample(text, 'ai_job_duration_seconds_bucket{queue="articles",state="completed",service="gateway",le="5"')).toBe(1);
    expect(sample(text, 'ai_job_duration_seconds_bucket{queue="articles",state="completed",service="gateway",le="60"')).toBe(2);
    expect(sample(text, 'ai_job_duration_seconds_bucket{queue="articles",state="completed",service="gateway",le="+Inf"')).toBe(2);
    expect(sample(text, 'ai_job_duration_seconds_sum{queue="articles",state="completed"')).toBeCloseTo(43, 3);
    expect(sample(text, 'ai_job_duration_seconds_count{queue="articles",state="failed"')).toBe(1);
    expect(sample(text, 'ai_job_wait_seconds_count{queue="articles"')).toBe(4);
    expect(sample(text, 'metrics_scrape_error{source="postgres"')).toBe(0);
  });
});

describe('GET /metrics with METRICS_TOKEN set', () => {
  const token = 'metrics-token-0123456789';
  let sut: TestApp;
  const http = () => request(sut.app.getHttpServer());

  beforeAll(async () => {
    sut = await createTestApp({ METRICS_TOKEN: token });
  });

  afterAll(async () => {
    await sut.close();
  });

  it('answers 401 without the bearer token or with a wrong one', async () => {
    const none = await http().get('/metrics').expect(401);
    expect(none.body).toEqual({ statusCode: 401, message: 'A valid metrics token is required' });
    expect(none.headers['www-authenticate']).toMatch(/^Bearer/);
    await http().get('/metrics').set('Authorization', 'Bearer wrong').expect(401);
    await http().get('/metrics').set('Authorization', `Basic ${token}`).expect(401);
    await http().get('/metrics').set('Authorization', `Bearer ${token}x`).expect(401);
  });

  it('serves the metrics with the token', async () => {
    const response = await http().get('/metrics').set('Authorization', `Bearer ${token}`).expect(200);
    expect(response.text).toContain('http_request_duration_seconds');
  });
});

describe('the gateway in production without METRICS_TOKEN', () => {
  it('does not boot: it exits 1 naming METRICS_TOKEN, before opening any port', () => {
    const main = path.resolve(__dirname, '../dist/main.js');
    const result = spawnSync(process.execPath, [main], {
      env: {
        PATH: process.env.PATH,
        NODE_ENV: 'production',
        DATABASE_URL: 'postgres://nobody@127.0.0.1:1/none',
        REDIS_URL: 'redis://127.0.0.1:1',
        ADMIN_PASSWORD: 'long-enough-password',
        SESSION_SECRET: 'x'.repeat(64),
      },
      encoding: 'utf8',
      timeout: 30_000,
    });

    expect(result.status).toBe(1);
    expect(result.stderr).toMatch(/METRICS_TOKEN: required when NODE_ENV=production/);
  });
});
