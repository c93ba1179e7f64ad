const path = require('node:path');

/**
 * Browser tests: playwright-core driving Debian's chromium against the real product (built gateway
 * serving frontend/dist, worker, throwaway Postgres and Redis, demo content), started once per run.
 */
/** @type {import('jest').Config} */
module.exports = {
  displayName: 'browser',
  rootDir: path.resolve(__dirname),
  testEnvironment: 'node',
  testMatch: ['<rootDir>/**/*.e2e.ts'],
  globalSetup: '<rootDir>/global-setup.mjs',
  globalTeardown: '<rootDir>/global-teardown.mjs',
  testTimeout: 120000,
  transform: {
    '^.+\\.ts$': ['@swc/jest', { jsc: { parser: { syntax: 'typescript' }, target: 'es2022' }, module: { type: 'commonjs' } }],
  },
};
