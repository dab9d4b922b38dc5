/** @type {import('jest').Config} */
module.exports = {
  ...require('../../jest.preset.js'),
  displayName: 'api',
  // Node's, failing a test that runs queries concurrently on one pg client (see the file).
  testEnvironment: '<rootDir>/test/one-query-per-client-environment.js',
  // A bound for a hung test, not a speed limit: beside `npm test`'s builds on two cores, tests of
  // some 5 to 10 s alone have taken past 30 s (the 4 × 12 concours, the pool swaps).
  testTimeout: 120_000,
  testMatch: ['<rootDir>/src/**/*.spec.ts', '<rootDir>/test/**/*.spec.ts'],
  globalSetup: '<rootDir>/../../libs/database/src/testing/jest-global-setup.ts',
  globalTeardown: '<rootDir>/../../libs/database/src/testing/jest-global-teardown.ts',
};
