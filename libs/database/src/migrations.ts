import { randomUUID } from 'node:crypto';
import type { Client } from 'pg';
import { withClient } from './connection';
import { MigrationError } from './errors';
import { matchesChecksum, readMigrationFiles, type MigrationFile } from './migration-files';
import { prismaPaths } from './workspace';

/**
 * The advisory lock Prisma's schema engine takes before it migrates a PostgreSQL database
 * (`acquire_lock` in its sql-schema-connector): holding the same one means that neither another
 * of our processes nor `prisma migrate deploy` can migrate at the same time.
 */
export const PRISMA_MIGRATE_LOCK_KEY = 72707369;

/** `_prisma_migrations` exactly as Prisma's schema engine creates it on PostgreSQL. */
export const CREATE_MIGRATIONS_TABLE = `
CREATE TABLE IF NOT EXISTS _prisma_migrations (
    id                      VARCHAR(36) PRIMARY KEY NOT NULL,
    checksum                VARCHAR(64) NOT NULL,
    finished_at             TIMESTAMPTZ,
    migration_name          VARCHAR(255) NOT NULL,
    logs                    TEXT,
    rolled_back_at          TIMESTAMPTZ,
    started_at              TIMESTAMPTZ NOT NULL DEFAULT now(),
    applied_steps_count     INTEGER NOT NULL DEFAULT 0
)`;

export interface ApplyMigrationsOptions {
  /** Default: `prisma/migrations` of the workspace. */
  migrationsDir?: string;
  log?: (message: string) => void;
}

interface AppliedRow {
  migration_name: string;
  checksum: string;
  finished_at: Date | null;
  rolled_back_at: Date | null;
}

/**
 * Applies the pending migrations the way `prisma migrate deploy` does, and leaves
 * `_prisma_migrations` as it would: under Prisma's advisory lock (held until the end, so a
 * second process waits, then finds nothing to do), each migration in one transaction with its
 * row. Refuses to go on when a recorded migration failed or an applied file was changed.
 */
export async function applyMigrations(
  databaseUrl: string,
  options: ApplyMigrationsOptions = {},
): Promise<{ applied: string[] }> {
  const files = readMigrationFiles(options.migrationsDir ?? prismaPaths().migrationsDir);
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
    'SELECT migration_name, checksum, finished_at, rolled_back_at FROM _prisma_migrations ORDER BY started_at',
  );
  return result.rows;
}

function pendingMigrations(files: MigrationFile[], rows: AppliedRow[]): MigrationFile[] {
  const failed = rows.find((row) => row.finished_at === null && row.rolled_back_at === null);
  if (failed) {
    throw new MigrationError(
      'FAILED_MIGRATION_RECORDED',
      `Migration ${failed.migration_name} failed earlier and was not resolved: fix the database, then mark it with \`prisma migrate resolve\``,
      failed.migration_name,
    );
  }
  // A rolled-back row does not count: Prisma applies that migration again.
  const done = rows.filter((row) => row.rolled_back_at === null);
  for (const row of done) {
    const file = files.find((candidate) => candidate.name === row.migration_name);
    if (file && !matchesChecksum(file.sql, row.checksum)) {
      throw new MigrationError(
        'APPLIED_MIGRATION_CHANGED',
        `Migration ${row.migration_name} was changed after it was applied: restore its migration.sql and write a new migration instead`,
        row.migration_name,
      );
    }
  }
  const doneNames = new Set(done.map((row) => row.migration_name));
  return files.filter((file) => !doneNames.has(file.name));
}

async function applyOne(client: Client, migration: MigrationFile): Promise<void> {
  await client.query('BEGIN');
  try {
    await client.query(migration.sql);
    await client.query(
      `INSERT INTO _prisma_migrations (id, checksum, migration_name, started_at, finished_at, applied_steps_count)
       VALUES ($1, $2, $3, now(), clock_timestamp(), 1)`,
      [randomUUID(), migration.checksum, migration.name],
    );
    await client.query('COMMIT');
  } catch (error) {
    await client.query('ROLLBACK');
    throw new MigrationError(
      'MIGRATION_FAILED',
      `Migration ${migration.name} failed and was rolled back: ${(error as Error).message}`,
      migration.name,
    );
  }
}
