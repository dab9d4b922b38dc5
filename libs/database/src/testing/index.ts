import { createDatabase, databaseUrlFor, dropDatabase, uniqueDatabaseName } from '../connection';
import { TEST_SERVER_URL, TEST_TEMPLATE_DATABASE } from './test-server';

export { setUpTestServer, TEST_SERVER_URL, TEST_TEMPLATE_DATABASE } from './test-server';

export interface TestDatabase {
  /** URL of a database of its own, with every migration applied. */
  url: string;
  /** URL of the server's maintenance database, to create more databases. */
  serverUrl: string;
  drop(): Promise<void>;
}

/**
 * An isolated, migrated database for one test file: a copy of the run's template database
 * (CREATE DATABASE … TEMPLATE copies files, far faster than migrating).
 */
export async function createTestDatabase(): Promise<TestDatabase> {
  const serverUrl = process.env[TEST_SERVER_URL];
  const template = process.env[TEST_TEMPLATE_DATABASE];
  if (!serverUrl || !template) {
    throw new Error(
      'No test database server: set globalSetup and globalTeardown in jest.config.js to ' +
        'libs/database/src/testing/jest-global-setup.ts and jest-global-teardown.ts',
    );
  }
  const name = uniqueDatabaseName('test');
  await createDatabase(serverUrl, name, template);
  return {
    url: databaseUrlFor(serverUrl, name),
    serverUrl,
    drop: () => dropDatabase(serverUrl, name),
  };
}
export { spawnTypeScript, waitForOutput } from './typescript-child';
