import { spawn } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';
import { ROOT } from './build.mjs';
import { freePort, isPortOpen } from './ports.mjs';
import { startPostgres } from './postgres.mjs';
import { startRedis } from './redis.mjs';

const require = createRequire(import.meta.url);
export const DATABASE_NAME = 'hyperframe';

async function preferredPort(port) {
  return (await isPortOpen(port)) ? freePort() : port;
}

/** A secret kept in DATA_DIR (mode 0600), generated on first use. Returns { value, created }. */
function persistentSecret(dataDir, file, generate) {
  const target = path.join(dataDir, file);
  if (fs.existsSync(target)) return { value: fs.readFileSync(target, 'utf8').trim(), created: false, path: target };
  const value = generate();
  fs.writeFileSync(target, `${value}\n`, { mode: 0o600 });
  return { value, created: true, path: target };
}

function spawnService(name, entry, env, log) {
  const child = spawn(process.execPath, [path.join(ROOT, entry)], { cwd: ROOT, env, stdio: ['ignore', 'pipe', 'pipe'] });
  const forward = (stream, target) =>
    stream.on('data', (chunk) => {
      for (const line of chunk.toString().split('\n')) if (line.trim()) log(name, line, target);
    });
  forward(child.stdout, 'stdout');
  forward(child.stderr, 'stderr');
  return child;
}

function stopChild(child, timeoutMs = 20_000) {
  return new Promise((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) return resolve();
    const timer = setTimeout(() => child.kill('SIGKILL'), timeoutMs);
    child.once('exit', () => {
      clearTimeout(timer);
      resolve();
    });
    child.kill('SIGTERM');
  });
}

async function waitForHealth(baseUrl, child, timeoutMs = 60_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error('the gateway exited during start');
    try {
      const response = await fetch(`${baseUrl}/api/health`);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`the gateway did not become healthy within ${timeoutMs / 1000} s`);
}

/** Demo posts go into an empty database only (the seed checks), so a second start changes nothing. */
async function seedDemoContent(contract, databaseUrl) {
  const { DataSource } = require('typeorm');
  const dataSource = new DataSource(contract.buildDataSourceOptions(databaseUrl, { poolSize: 2 }));
  await dataSource.initialize();
  try {
    return await require(path.join(ROOT, 'packages/demo-content/dist')).seedDemoContent(dataSource);
  } finally {
    await dataSource.destroy();
  }
}

/**
 * Runs the whole product from built output: Postgres and Redis (local unless DATABASE_URL /
 * REDIS_URL are given), migrations, demo content, the gateway and one worker.
 * Used by `npm start` and by the browser and fault tests.
 */
export async function startProduct(options = {}) {
  const env = { ...process.env, ...(options.env ?? {}) };
  const dataDir = path.resolve(ROOT, env.DATA_DIR || '.data');
  const log = options.log ?? ((name, line) => console.log(`[${name}] ${line}`));
  fs.mkdirSync(dataDir, { recursive: true });
  const stops = [];

  try {
    let databaseUrl = env.DATABASE_URL;
    if (!databaseUrl) {
      const port = options.ephemeralPorts ? await freePort() : await preferredPort(54329);
      const postgres = await startPostgres({ dir: path.join(dataDir, 'postgres'), port });
      stops.push(() => postgres.stop());
      if (postgres.relocated) {
        log('start', `PostgreSQL data: ${postgres.dataDir} (the postgres user cannot reach ${dataDir}; ${path.join(dataDir, 'postgres')} links there)`);
      }
      await postgres.createDatabase(DATABASE_NAME);
      databaseUrl = postgres.url(DATABASE_NAME);
    }
    let redisUrl = env.REDIS_URL;
    if (!redisUrl) {
      const port = options.ephemeralPorts ? await freePort() : await preferredPort(63799);
      const redis = await startRedis({ dir: path.join(dataDir, 'redis'), port, log: (line) => log('redis', line) });
      stops.push(() => redis.stop());
      redisUrl = redis.url;
    }

    const contract = require(path.join(ROOT, 'packages/contract/dist'));
    const migrations = await contract.runMigrations(databaseUrl);
    if (migrations.length) log('start', `applied migrations: ${migrations.join(', ')}`);
    if (env.SEED_DEMO_CONTENT !== 'false') {
      const { inserted } = await seedDemoContent(contract, databaseUrl);
      if (inserted) log('start', `seeded ${inserted} demo posts`);
    }

    const isProduction = env.NODE_ENV === 'production';
    let generatedPassword = null;
    let passwordFile = null;
    if (!env.ADMIN_PASSWORD && !env.ADMIN_PASSWORD_HASH && !isProduction) {
      const secret = persistentSecret(dataDir, 'admin-password', () => crypto.randomBytes(12).toString('base64url'));
      env.ADMIN_PASSWORD = secret.value;
      passwordFile = secret.path;
      if (secret.created) generatedPassword = secret.value;
    }
    if (!env.SESSION_SECRET && !isProduction) {
      env.SESSION_SECRET = persistentSecret(dataDir, 'session-secret', () => crypto.randomBytes(32).toString('hex')).value;
    }

    const port = Number(env.PORT || (options.ephemeralPorts ? await freePort() : 3000));
    const serviceEnv = {
      ...env,
      PORT: String(port),
      DATA_DIR: dataDir,
      DATABASE_URL: databaseUrl,
      REDIS_URL: redisUrl,
      LOG_PRETTY: env.LOG_PRETTY ?? (isProduction || options.ephemeralPorts ? 'false' : 'true'),
    };
    const gateway = spawnService('gateway', 'services/gateway/dist/main.js', serviceEnv, log);
    stops.push(() => stopChild(gateway));
    const workers = [];
    for (let index = 0; index < (options.workers ?? 1); index += 1) {
      const worker = spawnService('worker', 'services/worker/dist/main.js', serviceEnv, log);
      workers.push(worker);
      stops.push(() => stopChild(worker));
    }
    const baseUrl = `http://localhost:${port}`;
    await waitForHealth(baseUrl, gateway);

    let stopped = false;
    return {
      baseUrl,
      databaseUrl,
      redisUrl,
      dataDir,
      gateway,
      workers,
      admin: { username: env.ADMIN_USERNAME || 'admin', password: env.ADMIN_PASSWORD, generatedPassword, passwordFile },
      /** Stops the services first, then Redis and Postgres. */
      async stop() {
        if (stopped) return;
        stopped = true;
        for (const stop of stops.reverse()) await stop().catch(() => undefined);
      },
    };
  } catch (error) {
    for (const stop of stops.reverse()) await stop().catch(() => undefined);
    throw error;
  }
}
