/**
 * Starts a private copy of the product for the admin browser test (its writes never meet the public
 * site tests' data): prints `READY {json}` once healthy, stops everything on SIGTERM.
 * Usage: node admin-product.mjs <dataDir> <adminPassword>
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const [dataDir, password] = process.argv.slice(2);
fs.chmodSync(dataDir, 0o755);
const { startProduct } = await import(path.join(root, 'scripts/lib/product.mjs'));
const product = await startProduct({
  ephemeralPorts: true,
  env: {
    DATA_DIR: dataDir,
    ADMIN_PASSWORD: password,
    NODE_ENV: 'test',
    LOG_LEVEL: 'warn',
    LOG_PRETTY: 'false',
    PORT: '',
    // Every AI call takes a moment, so the progress bars are seen mid-flight.
    OFFLINE_PROVIDER_DELAY_MS: process.env.OFFLINE_PROVIDER_DELAY_MS ?? '1500',
    // Reading figures reach the studio within a second of the beacons (the default waits a minute).
    ANALYTICS_FLUSH_INTERVAL_MS: '1000',
  },
  log: (name, line) => process.stderr.write(`[${name}] ${line}\n`),
});
process.stdout.write(`READY ${JSON.stringify({ baseUrl: product.baseUrl })}\n`);
const stop = async () => {
  await product.stop();
  process.exit(0);
};
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
