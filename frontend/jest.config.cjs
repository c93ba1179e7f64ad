const path = require('node:path');

/** Component and route tests (jsdom). Browser tests live in e2e/ with their own config. */
/** @type {import('jest').Config} */
module.exports = {
  displayName: 'frontend',
  rootDir: path.resolve(__dirname),
  testEnvironment: '<rootDir>/test/jsdom-environment.cjs',
  testMatch: ['<rootDir>/src/**/*.test.{ts,tsx}'],
  transform: {
    '^.+\\.(t|j|mj|cj)sx?$': [
      '@swc/jest',
      {
        jsc: {
          parser: { syntax: 'typescript', tsx: true },
          transform: { react: { runtime: 'automatic' } },
          target: 'es2022',
        },
        module: { type: 'commonjs' },
      },
    ],
  },
  // react-markdown and remark-gfm pull in many ESM-only packages: transform everything (TOOLCHAIN.md).
  transformIgnorePatterns: [],
  moduleNameMapper: {
    '\\.(css|less|scss)$': '<rootDir>/test/style-mock.cjs',
    '\\.(png|jpe?g|gif|svg|webp|woff2?)$': '<rootDir>/test/file-mock.cjs',
    '^@app/site$': '<rootDir>/../packages/site/src/index.ts',
    '^@/(.*)$': '<rootDir>/src/$1',
  },
  setupFilesAfterEnv: ['<rootDir>/test/setup.ts'],
};
