import { createRequire } from 'node:module';
import path from 'node:path';
import { ensureInstalled, ROOT, run } from './build.mjs';
import { loadContract, openDatabase } from './database.mjs';

const require = createRequire(import.meta.url);

/**
 * What the data commands share: dependencies and the services' build, the database found the way
 * `npm start` finds it (migrated), then `work({ url, contract, load })`; the exit code is work's answer.
 */
export async function runDataCommand(work) {
  ensureInstalled();
  run('npx', ['tsc', '-b', 'services/gateway/tsconfig.build.json']);
  let database;
  try {
    database = await openDatabase({ log: (line) => console.log(line) });
    const contract = await loadContract();
    const code = await work({ url: database.url, contract, load: (file) => require(path.join(ROOT, file)) });
    process.exitCode = code ?? 0;
  } catch (error) {
    console.error(`\n${error.message}`);
    process.exitCode = 1;
  } finally {
    await database?.stop();
  }
}
