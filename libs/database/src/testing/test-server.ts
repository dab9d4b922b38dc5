import { applyMigrations } from '../migrations';
import { createDatabase, databaseUrlFor, dropDatabase, uniqueDatabaseName } from '../connection';
import { startEmbeddedPostgres } from '../embedded-postgres';
import { temporaryDataDir } from '../temporary-data-dir';

/** Environment variables through which jest's global setup hands the server to test files. */
export const TEST_SERVER_URL = 'MARQUE_TEST_DATABASE_URL';
export const TEST_TEMPLATE_DATABASE = 'MARQUE_TEST_TEMPLATE_DB';

/**
 * Jest global setup: one PostgreSQL for the run (MARQUE_TEST_DATABASE_URL, which `npm test`
 * sets, else an embedded one of its own) and a template database with every migration applied,
 * so each test file gets an isolated, migrated database in a few milliseconds.
 * Returns the teardown: drop the template, stop the server if this run started it.
 */
export async function setUpTestServer(): Promise<() => Promise<void>> {
  let stopServer: () => Promise<void> = async () => undefined;
  if (!process.env[TEST_SERVER_URL]) {
    const server = await startEmbeddedPostgres({
      dataDir: temporaryDataDir('marque-test-pg-'),
      persistent: false,
    });
    process.env[TEST_SERVER_URL] = server.adminUrl;
    stopServer = () => server.stop();
  }
  const serverUrl = process.env[TEST_SERVER_URL] as string;
  const template = uniqueDatabaseName('template');
  await createDatabase(serverUrl, template);
  await applyMigrations(databaseUrlFor(serverUrl, template));
  process.env[TEST_TEMPLATE_DATABASE] = template;
  return async () => {
    await dropDatabase(serverUrl, template);
    await stopServer();
  };
}
