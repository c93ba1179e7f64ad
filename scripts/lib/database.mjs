import fs from 'node:fs';
import path from 'node:path';
import { ROOT } from './build.mjs';
import { freePort } from './ports.mjs';
import { DATABASE_NAME } from './product.mjs';
import { startPostgres } from './postgres.mjs';

/** The port of a PostgreSQL already running on `clusterDir` (postmaster.pid's fourth line), or null. */
function runningPort(clusterDir) {
  try {
    const lines = fs.readFileSync(path.join(clusterDir, 'postmaster.pid'), 'utf8').split('\n');
    const pid = Number(lines[0]);
    process.kill(pid, 0);
    return Number(lines[3]) || null;
  } catch {
    return null;
  }
}

/**
 * The database the way `npm start` finds it: DATABASE_URL, or the local cluster under DATA_DIR (default
 * ./.data). A cluster `npm start` is running is used where it runs; otherwise it is started for the command
 * (initialised when the folder is new) and stopped after. Returns { url, stop() }.
 */
export async function openDatabase({ env = process.env, log = () => {} } = {}) {
  if (env.DATABASE_URL) return { url: env.DATABASE_URL, stop: async () => {} };
  const dataDir = path.resolve(ROOT, env.DATA_DIR || '.data');
  fs.mkdirSync(dataDir, { recursive: true });
  const dir = path.join(dataDir, 'postgres');
  const port = fs.existsSync(dir) ? runningPort(fs.realpathSync(dir)) : null;
  if (port) {
    log(`Using the PostgreSQL that is running on ${dataDir} (port ${port}).`);
    return { url: `postgres://postgres:postgres@127.0.0.1:${port}/${DATABASE_NAME}`, stop: async () => {} };
  }
  log(`Starting the local PostgreSQL in ${dataDir}...`);
  const postgres = await startPostgres({ dir, port: await freePort() });
  await postgres.createDatabase(DATABASE_NAME);
  return { url: postgres.url(DATABASE_NAME), stop: () => postgres.stop() };
}

/** The built shared library (migrations, backups). */
export async function loadContract() {
  const { createRequire } = await import('node:module');
  return createRequire(import.meta.url)(path.join(ROOT, 'packages/contract/dist'));
}
