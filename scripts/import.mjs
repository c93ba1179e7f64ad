#!/usr/bin/env node
// `npm run import -- <file|folder> [--dry-run]`: imports a WordPress export (.xml), a Ghost export (.json), a
// markdown file or folder, or a zip of any of them (this product's own export too) into the database
// `npm start` uses (DATABASE_URL, or the local data under DATA_DIR). Prints the dry-run report first.
import path from 'node:path';
import { runDataCommand } from './lib/cli.mjs';

const args = process.argv.slice(2);
const file = args.find((arg) => !arg.startsWith('--'));
if (!file) {
  console.error('Usage: npm run import -- <export.xml | export.json | posts.zip | folder> [--dry-run]');
  process.exit(2);
}
await runDataCommand(async ({ url, contract, load }) => {
  await contract.runMigrations(url);
  const { runImportCli } = load('services/gateway/dist/imports/import-cli.js');
  return runImportCli({ databaseUrl: url, file: path.resolve(file), dryRun: args.includes('--dry-run') });
});
