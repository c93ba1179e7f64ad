#!/usr/bin/env node
// `npm run backup [-- <folder>]`: a consistent snapshot of the database `npm start` uses (every table, media
// bytes included: images live in Postgres) into a new folder (default ./backups/<time>). Redis is not
// backed up: sessions are dropped (sign in again) and queued work is re-created from the database (see README).
import fs from 'node:fs';
import path from 'node:path';
import { runDataCommand } from './lib/cli.mjs';

const target = path.resolve(process.argv.slice(2).find((arg) => !arg.startsWith('--')) ?? path.join('backups', new Date().toISOString().replace(/[:.]/g, '-')));
if (fs.existsSync(target) && fs.readdirSync(target).length) {
  console.error(`${target} is not empty: give a new folder.`);
  process.exit(2);
}
await runDataCommand(async ({ url, contract }) => {
  const manifest = await contract.writeBackup(url, target);
  const rows = manifest.tables.reduce((sum, table) => sum + table.rows, 0);
  console.log(`Backed up ${manifest.tables.length} tables (${rows} rows) to ${target}`);
  return 0;
});
