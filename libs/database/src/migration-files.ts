import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { MigrationError } from './errors';

export interface MigrationFile {
  /** The folder name, `<timestamp>_<name>`: what `_prisma_migrations.migration_name` holds. */
  name: string;
  sql: string;
  /** Prisma's checksum: the SHA-256 of migration.sql, in lowercase hex. */
  checksum: string;
}

export const MIGRATION_SCRIPT = 'migration.sql';
export const MIGRATION_LOCKFILE = 'migration_lock.toml';

/**
 * The migrations of `migrationsDir` as `prisma migrate deploy` lists them: every sub-folder,
 * sorted with `localeCompare` (as Prisma's CLI does), each with its migration.sql read as UTF-8.
 */
export function readMigrationFiles(migrationsDir: string): MigrationFile[] {
  if (!existsSync(migrationsDir)) return [];
  assertPostgresLockfile(migrationsDir);
  return readdirSync(migrationsDir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name)
    .sort((a, b) => a.localeCompare(b))
    .map((name) => {
      const path = join(migrationsDir, name, MIGRATION_SCRIPT);
      if (!existsSync(path)) {
        throw new MigrationError(
          'MIGRATION_SCRIPT_MISSING',
          `${path} is missing: every folder of ${migrationsDir} must hold a migration`,
          name,
        );
      }
      const sql = readFileSync(path, 'utf8');
      return { name, sql, checksum: checksumOf(sql) };
    });
}

export function checksumOf(sql: string): string {
  return createHash('sha256').update(sql, 'utf8').digest('hex');
}

/**
 * Prisma's `script_matches_checksum`: a file whose line endings git changed (LF ↔ CRLF) still
 * matches its checksum.
 */
export function matchesChecksum(sql: string, checksum: string): boolean {
  return [sql, sql.replace(/\r\n/g, '\n'), sql.replace(/\n/g, '\r\n')].some(
    (variant) => checksumOf(variant) === checksum,
  );
}

/** Prisma refuses migrations written for another database (P3019): so do we. */
function assertPostgresLockfile(migrationsDir: string): void {
  const path = join(migrationsDir, MIGRATION_LOCKFILE);
  if (!existsSync(path)) return;
  const provider = /^\s*provider\s*=\s*"([^"]*)"/m.exec(readFileSync(path, 'utf8'))?.[1];
  if (provider !== undefined && provider !== 'postgresql') {
    throw new MigrationError(
      'PROVIDER_MISMATCH',
      `${path} says these migrations are for "${provider}", not postgresql`,
    );
  }
}
