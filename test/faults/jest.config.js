const path = require('node:path');

/**
 * Fault tests (`npm run test:faults`): real processes, run once by .ci/run after `npm test`. Not a
 * project of the root jest.config.js (its `platform` project matches *.spec.ts only), so `npm test`
 * does not run them. Native ESM (scripts/lib is ESM): test/faults/run.mjs passes --experimental-vm-modules.
 */
/** @type {import('jest').Config} */
module.exports = {
  displayName: 'faults',
  rootDir: path.resolve(__dirname),
  testEnvironment: 'node',
  testMatch: ['<rootDir>/**/*.fault.mjs'],
  transform: {},
  testTimeout: 180_000,
  maxWorkers: 1,
};
