#!/usr/bin/env node
// `npm test`: installs what is missing, builds, type-checks, then runs every jest project (services, front end,
// browser) against throwaway Postgres and Redis. Extra arguments go to jest.
import { ensureBuilt, ensureInstalled, run } from './lib/build.mjs';

ensureInstalled();
ensureBuilt();
// swc (used by jest) strips types without checking them: check them once here, tests included.
run('npm', ['run', 'typecheck']);
// The house's import boundaries (features, browser, services) and hook rules: eslint.config.mjs.
run('npm', ['run', 'lint']);
// --forceExit: a leaked handle in one suite must never hang CI after every result is in.
run('npx', ['jest', '--ci', '--forceExit', ...process.argv.slice(2)], { env: { ...process.env, FORCE_COLOR: '0' } });
