const fs = require('node:fs');
const path = require('node:path');

/**
 * One jest run for the whole repository. Real Postgres and Redis are started once per run by
 * test/global-setup.mjs (throwaway, on free ports) and every suite gets its own database copied
 * from a migrated template. Browser tests are their own project (they start the built product).
 */
const projects = ['services/jest.config.js', 'test/jest.config.js', 'frontend/jest.config.cjs', 'frontend/e2e/jest.config.cjs']
  .filter((file) => fs.existsSync(path.join(__dirname, file)))
  .map((file) => `<rootDir>/${file}`);

/** @type {import('jest').Config} */
module.exports = {
  globalSetup: '<rootDir>/test/global-setup.mjs',
  globalTeardown: '<rootDir>/test/global-teardown.mjs',
  projects,
  // Only the root value counts (jest ignores testTimeout in project configs): long enough for the
  // browser flows on a busy 2-core machine; unit tests finish in milliseconds anyway.
  testTimeout: 180000,
};
