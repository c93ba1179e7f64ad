#!/usr/bin/env node
// `npm test`: installs what is missing, builds, then runs every jest project (services, front end,
// browser) against throwaway Postgres and Redis. Extra arguments go to jest.
import { ensureBuilt, ensureInstalled, run } from './lib/build.mjs';

ensureInstalled();
ensureBuilt();
run('npx', ['jest', '--ci', ...process.argv.slice(2)], { env: { ...process.env, FORCE_COLOR: '0' } });
