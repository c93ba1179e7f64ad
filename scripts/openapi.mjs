#!/usr/bin/env node
// `npm run openapi:generate`: builds the gateway's OpenAPI document (no database or Redis needed) and writes the
// front end's API types generated from it (openapi-typescript) to frontend/src/lib/api/schema.d.ts.
// `npm run openapi:generate -- --check` writes nothing and fails when the committed file is out of date
// (npm test checks the same in services/gateway/src/api-docs/api-docs.spec.ts).
import fs from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';
import { ensureInstalled, ROOT, run } from './lib/build.mjs';

const check = process.argv.includes('--check');

ensureInstalled();
run('npx', ['tsc', '-b', 'services/gateway/tsconfig.build.json']);
const requireGateway = createRequire(path.join(ROOT, 'services/gateway/package.json'));
const { API_TYPES_FILE, REGENERATE_COMMAND, generateApiTypes } = requireGateway(path.join(ROOT, 'services/gateway/dist/api-docs/api-types.js'));

const target = path.join(ROOT, API_TYPES_FILE);
const generated = await generateApiTypes();
const committed = fs.existsSync(target) ? fs.readFileSync(target, 'utf8') : null;
if (check) {
  if (committed !== generated) {
    console.error(`${API_TYPES_FILE} is out of date: run ${REGENERATE_COMMAND}`);
    process.exit(1);
  }
  console.log(`${API_TYPES_FILE} is up to date.`);
} else if (committed === generated) {
  console.log(`${API_TYPES_FILE} is up to date.`);
} else {
  fs.mkdirSync(path.dirname(target), { recursive: true });
  fs.writeFileSync(target, generated);
  console.log(`Wrote ${API_TYPES_FILE}.`);
}
