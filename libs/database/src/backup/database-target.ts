import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { embeddedDatabaseUrl, startEmbeddedPostgres } from '../embedded-postgres';
import { livePostgresPort } from '../leftover-postmaster';
import { BackupError } from './backup-error';

export interface OpenedDatabase {
  url: string;
  /** Stops the embedded server if it was started for the job. */
  close(): Promise<void>;
}

/**
 * The database to back up: DATABASE_URL when set; else the embedded default on `dataDir`, through
 * the server of the API running on it if one does (PostgreSQL's snapshot makes the dump
 * consistent while the API writes), or a server started on it for the dump.
 */
export async function openDatabaseToBackUp(
  databaseUrl: string | undefined,
  dataDir: string,
): Promise<OpenedDatabase> {
  if (databaseUrl) return { url: databaseUrl, close: async () => undefined };
  if (!existsSync(join(dataDir, 'PG_VERSION')))
    throw new BackupError(
      'NOTHING_TO_BACK_UP',
      `There is no database in ${dataDir} (set MARQUE_DATA_DIR to the API's, or DATABASE_URL)`,
    );
  return openEmbedded(dataDir);
}

/**
 * The database to restore into: DATABASE_URL when set; else the embedded default on `dataDir`
 * (a new one when the folder is empty or missing), which no running API may be using.
 */
export async function openDatabaseToRestore(
  databaseUrl: string | undefined,
  dataDir: string,
): Promise<OpenedDatabase> {
  if (databaseUrl) return { url: databaseUrl, close: async () => undefined };
  if (livePostgresPort(dataDir) !== undefined)
    throw new BackupError(
      'DATA_FOLDER_IN_USE',
      `An API is running on ${dataDir}: stop it first, then restore`,
    );
  return openEmbedded(dataDir);
}

async function openEmbedded(dataDir: string): Promise<OpenedDatabase> {
  const port = livePostgresPort(dataDir);
  if (port !== undefined) return { url: embeddedDatabaseUrl(port), close: async () => undefined };
  const server = await startEmbeddedPostgres({ dataDir, persistent: true });
  return { url: server.url, close: () => server.stop() };
}
