/**
 * Whole-product fault tests: real PostgreSQL and Redis that the test can stop and start again on
 * the same port and data, the built gateway (scripts/lib/product.mjs) and built workers spawned
 * here so each can be killed, signalled or replaced.
 */
import { afterAll, beforeAll } from '@jest/globals';
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { freePort } from '../../scripts/lib/ports.mjs';
import { startPostgres } from '../../scripts/lib/postgres.mjs';
import { startProduct } from '../../scripts/lib/product.mjs';
import { startRedis } from '../../scripts/lib/redis.mjs';

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const WORKER_MAIN = path.join(ROOT, 'services/worker/dist/main.js');
export const ADMIN = { username: 'admin', password: 'faults-password-0123456789' };
export const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** Short locks so a dead worker's jobs move on in seconds (as in services/worker/test/crash-recovery). */
export const FAST_RECOVERY = { WORKER_LOCK_DURATION_MS: '5000', WORKER_STALLED_INTERVAL_MS: '1500' };

export async function until(what, probe, timeoutMs = 30_000, interval = 100) {
  const deadline = Date.now() + timeoutMs;
  let last;
  for (;;) {
    try {
      last = await probe();
      if (last) return last;
    } catch (error) {
      last = error;
    }
    if (Date.now() > deadline) throw new Error(`timed out after ${timeoutMs} ms waiting for ${what} (last: ${last instanceof Error ? last.message : JSON.stringify(last)})`);
    await sleep(interval);
  }
}

export const alive = (child) => child.exitCode === null && child.signalCode === null;

export function exited(child) {
  return new Promise((resolve) => {
    if (!alive(child)) return resolve({ code: child.exitCode, signal: child.signalCode });
    child.once('exit', (code, signal) => resolve({ code, signal }));
  });
}

/**
 * Postgres + Redis (own, restartable) + gateway. Workers: `stack.spawnWorker(env)`.
 * Everything is stopped by `stack.stop()`.
 */
export async function startStack({ gatewayEnv = {}, seedDemoContent = false } = {}) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'hf-faults-'));
  fs.chmodSync(dir, 0o755);
  const output = [];
  const record = (name, line) => {
    output.push(`[${name}] ${line}`);
    if (output.length > 4000) output.splice(0, 2000);
  };
  const pgPort = await freePort();
  const redisPort = await freePort();
  const pgDir = path.join(dir, 'pg', 'data');
  const redisDir = path.join(dir, 'redis');
  fs.mkdirSync(path.dirname(pgDir), { recursive: true });

  let postgres = await startPostgres({ dir: pgDir, port: pgPort });
  await postgres.createDatabase('hyperframe');
  let redis = await startRedis({ dir: redisDir, port: redisPort, log: (line) => record('redis', line) });
  const databaseUrl = postgres.url('hyperframe');
  const workers = [];

  let product;
  try {
    product = await startProduct({
      ephemeralPorts: true,
      workers: 0,
      env: {
        DATA_DIR: path.join(dir, 'data'),
        PORT: '',
        DATABASE_URL: databaseUrl,
        REDIS_URL: redis.url,
        SEED_DEMO_CONTENT: seedDemoContent ? 'true' : 'false',
        ADMIN_USERNAME: ADMIN.username,
        ADMIN_PASSWORD: ADMIN.password,
        NODE_ENV: 'test',
        LOG_LEVEL: 'warn',
        LOG_PRETTY: 'false',
        ...gatewayEnv,
      },
      log: record,
    });
  } catch (error) {
    await redis.stop();
    await postgres.stop();
    throw error;
  }
  const baseUrl = product.baseUrl.replace('localhost', '127.0.0.1');

  const stack = {
    baseUrl,
    databaseUrl,
    redisUrl: redis.url,
    gateway: product.gateway,
    workers,
    output: () => output.slice(-600).join('\n'),

    spawnWorker(env = {}) {
      const child = spawn(process.execPath, [WORKER_MAIN], {
        cwd: ROOT,
        env: {
          PATH: process.env.PATH,
          NODE_ENV: 'test',
          LOG_LEVEL: 'info',
          LOG_PRETTY: 'false',
          DATABASE_URL: databaseUrl,
          REDIS_URL: redis.url,
          ...FAST_RECOVERY,
          ...env,
        },
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      const name = `worker ${child.pid}`;
      let text = '';
      child.ready = new Promise((resolve, reject) => {
        const onData = (chunk) => {
          for (const line of chunk.toString().split('\n')) if (line.trim()) record(name, line);
          if (text.length < 100_000) text += chunk;
          if (text.includes('worker ready')) resolve();
        };
        child.stdout.on('data', onData);
        child.stderr.on('data', onData);
        child.once('exit', (code, signal) => reject(new Error(`${name} exited (${code ?? signal}) before it was ready:\n${text.slice(-2000)}`)));
      });
      child.ready.catch(() => undefined);
      workers.push(child);
      return child;
    },

    async stopRedis() {
      await redis.stop();
    },
    /** `empty: true` starts it with its data deleted, as after losing the volume. */
    async startRedis({ empty = false } = {}) {
      if (empty) fs.rmSync(redisDir, { recursive: true, force: true });
      redis = await startRedis({ dir: redisDir, port: redisPort, log: (line) => record('redis', line) });
    },
    async stopPostgres() {
      await postgres.stop();
    },
    async startPostgres() {
      postgres = await startPostgres({ dir: pgDir, port: pgPort });
    },

    async stop() {
      for (const child of workers) if (alive(child)) child.kill('SIGKILL');
      await product.stop().catch(() => undefined);
      await redis.stop().catch(() => undefined);
      await postgres.stop().catch(() => undefined);
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
  return stack;
}

/** Signs in (JSON, no Origin) and returns the Cookie header for later requests. */
export async function login(baseUrl) {
  const response = await fetch(`${baseUrl}/api/admin/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(ADMIN) });
  if (response.status !== 200) throw new Error(`login: ${response.status} ${await response.text()}`);
  return response.headers.getSetCookie().map((cookie) => cookie.split(';')[0]).join('; ');
}

export async function postJson(baseUrl, route, cookie, body) {
  const response = await fetch(`${baseUrl}${route}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', cookie },
    body: JSON.stringify(body),
    signal: AbortSignal.timeout(10_000),
  });
  const text = await response.text();
  let json = null;
  try {
    json = JSON.parse(text);
  } catch {
    // not JSON
  }
  return { status: response.status, body: json ?? text };
}

/** A pg client on the stack's database (for assertions on rows). */
export async function database(url) {
  const { default: pg } = await import('pg');
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  return client;
}

/**
 * A suite's stack and database client, started before its tests and stopped after them. Read
 * `suite.stack` / `suite.db` inside the tests.
 */
export function stackForSuite(options = {}) {
  const suite = {};
  beforeAll(async () => {
    suite.stack = await startStack(options);
    suite.db = await database(suite.stack.databaseUrl);
  }, 120_000);
  afterAll(async () => {
    await suite.db?.end();
    await suite.stack?.stop();
  });
  return suite;
}
