import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

export const ROOT = path.resolve(path.dirname(new URL(import.meta.url).pathname), '../..');

export function run(command, args, options = {}) {
  const result = spawnSync(command, args, { cwd: ROOT, stdio: 'inherit', ...options });
  if (result.status !== 0) {
    throw new Error(`${command} ${args.join(' ')} failed with exit code ${result.status}`);
  }
}

function newestMtime(target) {
  if (!fs.existsSync(target)) return 0;
  const stat = fs.statSync(target);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const entry of fs.readdirSync(target)) {
    if (entry === 'node_modules' || entry === 'dist') continue;
    newest = Math.max(newest, newestMtime(path.join(target, entry)));
  }
  return newest;
}

/** Installs dependencies when node_modules is missing or older than the lockfile. */
export function ensureInstalled(log = console.log) {
  const marker = path.join(ROOT, 'node_modules/.package-lock.json');
  const lock = path.join(ROOT, 'package-lock.json');
  if (fs.existsSync(marker) && newestMtime(lock) <= newestMtime(marker)) return;
  log('Installing dependencies (npm install)...');
  // npm install, not npm ci: this registry lacks some non-Linux optional packages the lockfile may name.
  run('npm', ['install', '--no-audit', '--no-fund']);
}

/** Compiles the services (incremental) and builds the front end when its sources changed. */
export function ensureBuilt(log = console.log) {
  run('npx', ['tsc', '-b', 'packages/demo-content/tsconfig.build.json', 'services/gateway/tsconfig.build.json', 'services/worker/tsconfig.build.json']);
  // The browser build and the server renderer (dist-ssr) are built together; the older one decides.
  const outputs = ['frontend/dist/index.html', 'frontend/dist-ssr/entry-server.cjs'].map((file) => newestMtime(path.join(ROOT, file)));
  const sources = ['frontend/src', 'frontend/index.html', 'frontend/public', 'frontend/vite.config.mts', 'packages/site/src']
    .map((entry) => newestMtime(path.join(ROOT, entry)));
  if (fs.existsSync(path.join(ROOT, 'frontend/vite.config.mts')) && Math.max(...sources) > Math.min(...outputs)) {
    log('Building the front end (vite build)...');
    run('npm', ['run', 'build', '-w', 'frontend']);
  }
}
