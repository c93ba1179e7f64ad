const path = require('node:path');
const services = require('../services/jest.config.js');

/** Whole-product tests: `npm start` itself, run as a user would. */
/** @type {import('jest').Config} */
module.exports = {
  ...services,
  displayName: 'platform',
  rootDir: path.resolve(__dirname),
  testMatch: ['<rootDir>/**/*.spec.ts'],
  moduleNameMapper: {},
};
