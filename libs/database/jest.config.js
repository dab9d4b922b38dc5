/** @type {import('jest').Config} */
module.exports = {
  ...require('../../jest.preset.js'),
  displayName: 'database',
  // Tests that start servers or build databases wait on PostgreSQL, slower on a loaded machine.
  testTimeout: 60_000,
  globalSetup: '<rootDir>/src/testing/jest-global-setup.ts',
  globalTeardown: '<rootDir>/src/testing/jest-global-teardown.ts',
};
