import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

export interface MigrationFile {
  /** The folder name, `<timestamp>_<name>`: what `_prisma_migrations.migration_name` holds. */
  name: string;
  sql: string;
  /** Prisma's checksum: the SHA-256 of migration.sql, in lowercase hex. */
  checksum: string;
}

/** The migrations of `migrationsDir`, in the order Prisma applies them (folder name order). */
export function readMigrationFiles(migrationsDir: string): MigrationFile[] {
  if (!existsSync(migrationsDir)) return [];
  return readdirSync(migrationsDir, { withFileTypes: true })
    .filter(
      (entry) =>
        entry.isDirectory() && existsSync(join(migrationsDir, entry.name, 'migration.sql')),
    )
    .map((entry) => entry.name)
    .sort()
    .map((name) => {
      const sql = readFileSync(join(migrationsDir, name, 'migration.sql'), 'utf8');
      return { name, sql, checksum: checksumOf(sql) };
    });
}

export function checksumOf(sql: string): string {
  return createHash('sha256').update(sql, 'utf8').digest('hex');
}

/** Prisma accepts a file whose line endings git changed (CRLF vs LF): so do we. */
export function matchesChecksum(sql: string, checksum: string): boolean {
  return (
    checksumOf(sql) === checksum ||
    checksumOf(sql.replace(/\r\n/g, '\n')) === checksum ||
    checksumOf(sql.replace(/(?<!\r)\n/g, '\r\n')) === checksum
  );
}
