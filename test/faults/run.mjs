#!/usr/bin/env node
// `npm run test:faults`: builds what changed, then runs the whole-product fault tests one file at a
// time (each starts its own Postgres, Redis, gateway and workers). Extra arguments go to jest.
import path from 'node:path';
import { ensureBuilt, ROOT, run } from '../../scripts/lib/build.mjs';

ensureBuilt();
run(process.execPath, ['--experimental-vm-modules', path.join(ROOT, 'node_modules/jest/bin/jest.js'), '--config', 'test/faults/jest.config.js', '--runInBand', '--ci', ...process.argv.slice(2)], {
  env: { ...process.env, FORCE_COLOR: '0', NODE_NO_WARNINGS: '1' },
});
