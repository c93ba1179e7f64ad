const path = require('node:path');

// NestJS 12 and a few of its helpers ship ESM only, and so does sanitize-html's parser (htmlparser2
// and its dom* and entities packages): jest must transform them too.
const esmPackages = ['@nestjs', 'file-type', 'strtok3', 'token-types', 'uint8array-extras', '@tokenizer', '@borewit', 'nestjs-pino'];
const htmlParserPackages = ['htmlparser2', 'domhandler', 'domelementtype', 'domutils', 'dom-serializer', 'entities'];
// openapi-typescript's CommonJS build requires these ESM-only packages (the API types drift check).
// The checklist's readability formula and syllable counter (wooorm's flesch and syllable) are ESM only.
const readabilityPackages = ['flesch', 'syllable'];
const openApiPackages = ['openapi-typescript', 'parse-json', 'index-to-position', 'supports-color', 'yargs-parser', 'change-case'];

/** @type {import('jest').Config} */
module.exports = {
  displayName: 'services',
  rootDir: path.resolve(__dirname),
  testEnvironment: 'node',
  roots: ['<rootDir>', '<rootDir>/../packages'],
  testMatch: ['<rootDir>/*/src/**/*.spec.ts', '<rootDir>/*/test/**/*.spec.ts', '<rootDir>/../packages/*/src/**/*.spec.ts'],
  testTimeout: 30000,
  transform: {
    '^.+\\.(t|j|mj)s$': [
      '@swc/jest',
      {
        jsc: {
          parser: { syntax: 'typescript', decorators: true },
          transform: { legacyDecorator: true, decoratorMetadata: true },
          target: 'es2022',
        },
        module: { type: 'commonjs' },
      },
    ],
  },
  transformIgnorePatterns: [`/node_modules/(?!(${[...esmPackages, ...htmlParserPackages, ...openApiPackages, ...readabilityPackages].join('|')})/)`],
  moduleNameMapper: {
    '^@app/(contract|site|cover-designer|demo-content)$': '<rootDir>/../packages/$1/src',
    // file-type 21 (Node 20) exports only its ESM entry (import, module-sync), which jest's resolver does not take.
    '^file-type$': '<rootDir>/gateway/node_modules/file-type/index.js',
    '^@app/testing$': '<rootDir>/../packages/testing',
  },
  setupFiles: ['reflect-metadata'],
};
