/**
 * One jest run for the whole repository. Real Postgres and Redis are started once per run by
 * test/global-setup.mjs (throwaway, on free ports) and every suite gets its own database from a
 * migrated template.
 */
/** @type {import('jest').Config} */
module.exports = {
  globalSetup: '<rootDir>/test/global-setup.mjs',
  globalTeardown: '<rootDir>/test/global-teardown.mjs',
  projects: ['<rootDir>/services/jest.config.js', '<rootDir>/frontend/jest.config.cjs'],
  testTimeout: 30000,
};
