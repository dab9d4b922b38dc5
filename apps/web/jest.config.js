const preset = require('../../jest.preset.js');

/** @type {import('jest').Config} */
module.exports = {
  ...preset,
  displayName: 'web',
  // Components are tested too: .tsx through ts-jest, JSX per tsconfig.spec.json.
  transform: { '^.+\\.tsx?$': ['ts-jest', { tsconfig: '<rootDir>/tsconfig.spec.json' }] },
  moduleFileExtensions: ['ts', 'tsx', 'js', 'mjs', 'json'],
  testMatch: ['<rootDir>/**/*.spec.ts?(x)'],
  // .next/standalone holds a copy of this package.json: keep jest out of the build output.
  testPathIgnorePatterns: ['/node_modules/', '<rootDir>/.next/'],
  modulePathIgnorePatterns: ['<rootDir>/.next/'],
};
