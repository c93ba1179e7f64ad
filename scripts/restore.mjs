#!/usr/bin/env node
// `npm run restore -- <folder> [--force]`: brings the database `npm start` uses (DATABASE_URL, or a fresh
// DATA_DIR, initialised here) to the state of a backup written by `npm run backup`. A database that already
// holds posts is refused unless --force. Stop the product first when it runs on the same data.
import path from 'node:path';
import { runDataCommand } from './lib/cli.mjs';

const args = process.argv.slice(2);
const folder = args.find((arg) => !arg.startsWith('--'));
if (!folder) {
  console.error('Usage: npm run restore -- <backup folder> [--force]');
  process.exit(2);
}
await runDataCommand(async ({ url, contract }) => {
  const { tables, rows } = await contract.restoreBackup(url, path.resolve(folder), { force: args.includes('--force') });
  console.log(`Restored ${tables} tables (${rows} rows) from ${path.resolve(folder)}`);
  return 0;
});
