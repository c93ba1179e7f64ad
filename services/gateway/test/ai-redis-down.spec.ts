import { AiJob, JobName } from '@app/shared';
import { ServiceUnavailableException } from '@nestjs/common';
import { ChildProcess, spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import request from 'supertest';
import { JobsService, QUEUE_UNAVAILABLE_MESSAGE } from '../src/jobs/jobs.service';
import { createPost } from './factories/post.factory';
import { loginAgent } from './support/login';
import { createTestApp, TestApp } from './support/test-app';

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

async function waitForPort(port: number): Promise<void> {
  for (let tries = 0; tries < 100; tries += 1) {
    const open = await new Promise<boolean>((resolve) => {
      const socket = net.connect(port, '127.0.0.1', () => {
        socket.end();
        resolve(true);
      });
      socket.once('error', () => resolve(false));
    });
    if (open) return;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`redis-server did not open port ${port}`);
}

/** A Redis of our own (the run's shared one must keep running for the other suites). */
async function startOwnRedis(): Promise<{ url: string; stop(): Promise<void> }> {
  const binary = spawnSync('sh', ['-c', 'command -v redis-server'], { encoding: 'utf8' }).stdout.trim();
  if (!binary) throw new Error('redis-server is not installed');
  const port = await freePort();
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'hf-redis-'));
  const child: ChildProcess = spawn(binary, ['--port', String(port), '--bind', '127.0.0.1', '--dir', dir, '--save', '', '--appendonly', 'no'], { stdio: 'ignore' });
  await waitForPort(port);
  return {
    url: `redis://127.0.0.1:${port}`,
    stop: () =>
      new Promise<void>((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}

describe('AI work while Redis is down', () => {
  let redis: { url: string; stop(): Promise<void> };
  let sut: TestApp;
  let admin: Awaited<ReturnType<typeof loginAgent>>;

  beforeAll(async () => {
    redis = await startOwnRedis();
    sut = await createTestApp({ REDIS_URL: redis.url });
    admin = await loginAgent(sut);
    await createPost(sut.dataSource, { title: 'Still readable' });
    await redis.stop();
  });

  afterAll(async () => {
    await sut?.close();
    await redis?.stop();
  });

  it('answers 503 within 2 s when starting work, with a clear message', async () => {
    const started = Date.now();
    const response = await admin
      .post('/api/ai/ideas/generate')
      .send({ topic: 'YouTube retention', keywords: [], targetLength: 'short', tone: 'professional', industry: 'Video Editing' });

    expect(Date.now() - started).toBeLessThanOrEqual(2000);
    expect(response.status).toBe(503);
    expect(response.body).toEqual({ statusCode: 503, message: expect.stringMatching(/unavailable/i) });
  });

  it('marks the job row failed when the queue cannot take the job, within 2 s', async () => {
    const jobs = sut.app.get(JobsService);
    const started = Date.now();

    const attempt = jobs.start({
      name: JobName.GenerateIdeas,
      prepare: async () => ({ data: {}, payload: { topic: 'x' }, response: {} }),
    });

    await expect(attempt).rejects.toBeInstanceOf(ServiceUnavailableException);
    expect(Date.now() - started).toBeLessThanOrEqual(2000);
    const [row] = await sut.dataSource.getRepository(AiJob).find({ order: { createdAt: 'DESC' }, take: 1 });
    expect(row).toMatchObject({ kind: 'generate-ideas', state: 'failed', error: QUEUE_UNAVAILABLE_MESSAGE });
  });

  it('keeps the public blog readable', async () => {
    const http = request(sut.app.getHttpServer());
    const list = await http.get('/api/blog/posts').expect(200);
    expect(list.body.map((post: { title: string }) => post.title)).toContain('Still readable');
    await http.get('/api/blog/posts/still-readable').expect(200);
  });
});
