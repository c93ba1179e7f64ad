#!/usr/bin/env node
// `npm run export -- <file.zip>`: everything (posts with revisions, media, brand kit, ideas, final texts) as
// the zip the studio's export gives, from the database `npm start` uses. `npm run import` reads it back.
import path from 'node:path';
import { runDataCommand } from './lib/cli.mjs';

const file = process.argv.slice(2).find((arg) => !arg.startsWith('--')) ?? `hyperframe-export-${new Date().toISOString().slice(0, 10)}.zip`;
await runDataCommand(async ({ url, contract, load }) => {
  await contract.runMigrations(url);
  const { runExportCli } = load('services/gateway/dist/exports/export-cli.js');
  return runExportCli({ databaseUrl: url, file: path.resolve(file) });
});
