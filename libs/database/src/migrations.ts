import { randomUUID } from 'node:crypto';
import type { Client } from 'pg';
import { withClient } from './connection';
import { matchesChecksum, readMigrationFiles, type MigrationFile } from './migration-files';

/** The advisory lock `prisma migrate deploy` takes: we take the same one, so neither runs twice. */
export const PRISMA_MIGRATE_LOCK_KEY = 72707369;

/** `_prisma_migrations` exactly as Prisma's schema engine creates it on PostgreSQL. */
const CREATE_MIGRATIONS_TABLE = `
CREATE TABLE IF NOT EXISTS "_prisma_migrations" (
    "id"                    VARCHAR(36) PRIMARY KEY NOT NULL,
    "checksum"              VARCHAR(64) NOT NULL,
    "finished_at"           TIMESTAMPTZ,
    "migration_name"        VARCHAR(255) NOT NULL,
    "logs"                  TEXT,
    "rolled_back_at"        TIMESTAMPTZ,
    "started_at"            TIMESTAMPTZ NOT NULL DEFAULT now(),
    "applied_steps_count"   INTEGER NOT NULL DEFAULT 0
)`;

export interface ApplyMigrationsOptions {
  migrationsDir: string;
  log?: (message: string) => void;
}

interface AppliedRow {
  migration_name: string;
  checksum: string;
  finished_at: Date | null;
  rolled_back_at: Date | null;
}

/**
 * Applies the pending migrations of `migrationsDir` the way `prisma migrate deploy` does:
 * under Prisma's advisory lock, each migration in one transaction with its `_prisma_migrations`
 * row, refusing to go on when a recorded migration failed or its file was changed.
 */
export async function applyMigrations(
  databaseUrl: string,
  options: ApplyMigrationsOptions,
): Promise<{ applied: string[] }> {
  const files = readMigrationFiles(options.migrationsDir);
  return withClient(databaseUrl, async (client) => {
    await client.query('SELECT pg_advisory_lock($1)', [PRISMA_MIGRATE_LOCK_KEY]);
    try {
      await client.query(CREATE_MIGRATIONS_TABLE);
      const pending = pendingMigrations(files, await appliedMigrations(client));
      for (const migration of pending) {
        options.log?.(`Applying migration ${migration.name}`);
        await applyOne(client, migration);
      }
      return { applied: pending.map((migration) => migration.name) };
    } finally {
      await client.query('SELECT pg_advisory_unlock($1)', [PRISMA_MIGRATE_LOCK_KEY]);
    }
  });
}

async function appliedMigrations(client: Client): Promise<AppliedRow[]> {
  const result = await client.query<AppliedRow>(
    'SELECT migration_name, checksum, finished_at, rolled_back_at FROM "_prisma_migrations" ORDER BY started_at',
  );
  return result.rows;
}

function pendingMigrations(files: MigrationFile[], rows: AppliedRow[]): MigrationFile[] {
  const failed = rows.find((row) => row.finished_at === null && row.rolled_back_at === null);
  if (failed) {
    throw new Error(
      `Migration ${failed.migration_name} failed earlier and was not resolved: fix the database, then mark it with \`prisma migrate resolve\``,
    );
  }
  const done = rows.filter((row) => row.finished_at !== null && row.rolled_back_at === null);
  for (const row of done) {
    const file = files.find((candidate) => candidate.name === row.migration_name);
    if (file && !matchesChecksum(file.sql, row.checksum)) {
      throw new Error(
        `Migration ${row.migration_name} was changed after it was applied: restore its migration.sql`,
      );
    }
  }
  const doneNames = new Set(done.map((row) => row.migration_name));
  return files.filter((file) => !doneNames.has(file.name));
}

async function applyOne(client: Client, migration: MigrationFile): Promise<void> {
  await client.query('BEGIN');
  try {
    const id = randomUUID();
    await client.query(
      'INSERT INTO "_prisma_migrations" (id, checksum, migration_name, started_at) VALUES ($1, $2, $3, now())',
      [id, migration.checksum, migration.name],
    );
    await client.query(migration.sql);
    await client.query(
      'UPDATE "_prisma_migrations" SET finished_at = clock_timestamp(), applied_steps_count = 1 WHERE id = $1',
      [id],
    );
    await client.query('COMMIT');
  } catch (error) {
    await client.query('ROLLBACK');
    throw new Error(
      `Migration ${migration.name} failed and was rolled back: ${(error as Error).message}`,
    );
  }
}
