import { applyMigrations } from '../migrations';
import { createDatabase, databaseUrlFor, uniqueDatabaseName } from '../connection';
import { startEmbeddedPostgres, temporaryDataDir } from '../embedded-postgres';
import { prismaPaths } from '../workspace';

/** Environment variables through which jest's global setup hands the server to test files. */
export const TEST_SERVER_URL = 'MARQUE_TEST_DATABASE_URL';
export const TEST_TEMPLATE_DATABASE = 'MARQUE_TEST_TEMPLATE_DB';

/**
 * Jest global setup: one PostgreSQL for the run (the one `npm test` started, else an embedded
 * one of its own) and a template database with every migration applied, so each test file gets
 * an isolated, migrated database in a few milliseconds.
 */
export async function setUpTestServer(): Promise<() => Promise<void>> {
  let stop: () => Promise<void> = async () => undefined;
  if (!process.env[TEST_SERVER_URL]) {
    const server = await startEmbeddedPostgres({
      dataDir: temporaryDataDir('marque-test-pg-'),
      persistent: false,
    });
    process.env[TEST_SERVER_URL] = server.adminUrl;
    stop = () => server.stop();
  }
  const serverUrl = process.env[TEST_SERVER_URL] as string;
  const template = uniqueDatabaseName('template');
  await createDatabase(serverUrl, template);
  await applyMigrations(databaseUrlFor(serverUrl, template), {
    migrationsDir: prismaPaths().migrationsDir,
  });
  process.env[TEST_TEMPLATE_DATABASE] = template;
  return stop;
}
