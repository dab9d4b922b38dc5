/** @type {import('jest').Config} */
module.exports = {
  ...require('../../jest.preset.js'),
  displayName: 'api',
  // Node's, failing a test that runs queries concurrently on one pg client (see the file).
  testEnvironment: '<rootDir>/test/one-query-per-client-environment.js',
  testTimeout: 30_000,
  testMatch: ['<rootDir>/src/**/*.spec.ts', '<rootDir>/test/**/*.spec.ts'],
  globalSetup: '<rootDir>/../../libs/database/src/testing/jest-global-setup.ts',
  globalTeardown: '<rootDir>/../../libs/database/src/testing/jest-global-teardown.ts',
};
