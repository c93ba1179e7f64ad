import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createRequire } from 'node:module';
import { freePort } from '../scripts/lib/ports.mjs';
import { startThrowawayPostgres } from '../scripts/lib/postgres.mjs';
import { startRedis } from '../scripts/lib/redis.mjs';

const require = createRequire(import.meta.url);
export const TEMPLATE_DATABASE = 'app_template';

/**
 * Throwaway Postgres + Redis on free ports under temp folders, plus a migrated template database.
 * Used by jest's global setup and by the browser and fault test runners.
 */
export async function startTestServers() {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'hf-test-'));
  const redisPort = await freePort();
  const postgres = await startThrowawayPostgres({ prefix: 'hf-test-pg-' });
  let redis = null;
  try {
    redis = await startRedis({ dir: path.join(root, 'redis'), port: redisPort, persistent: false });
    await postgres.createDatabase(TEMPLATE_DATABASE);
    // The shared library is built before tests run (scripts/test.mjs); migrations run from its output.
    const { runMigrations } = require('../packages/contract/dist/database/migrate.js');
    await runMigrations(postgres.url(TEMPLATE_DATABASE));
  } catch (error) {
    // A failed start leaves nothing running: jest runs no teardown after a failed global setup.
    await redis?.stop();
    await postgres.stop();
    fs.rmSync(root, { recursive: true, force: true });
    throw error;
  }
  return {
    root,
    env: {
      TEST_PG_ADMIN_URL: postgres.url('postgres'),
      TEST_PG_TEMPLATE: TEMPLATE_DATABASE,
      TEST_REDIS_URL: redis.url,
      TEST_REDIS_PORT: String(redisPort),
    },
    async stop() {
      await redis.stop();
      await postgres.stop();
      fs.rmSync(root, { recursive: true, force: true });
    },
  };
}
