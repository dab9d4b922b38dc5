/**
 * A Marque backup: one gzip file of UTF-8 text, written by `writeBackup` and read back by
 * `restoreBackup`. PostgreSQL's own `pg_dump` would be the natural tool, but no npm package ships
 * a pg_dump for PostgreSQL 18 (the embedded package ships `initdb`, `pg_ctl` and `postgres` only,
 * and Debian's client, version 15, refuses an 18 server), so the dump is made through the
 * connection: every table's rows in PostgreSQL's COPY text format, read in one snapshot.
 *
 *     marque-backup 1                                 the format's first line and version
 *     {"table":"users","columns":["id",…]}            a table: its columns, then its rows
 *     <rows in COPY text format>                      one a line (a newline in a value is `\n`)
 *     \.                                              the end of the table's rows
 *     …                                               every table, parents before children
 *     {"manifest":{…}}                                the manifest, last line (BackupManifest)
 *
 * The schema is not in the file: the migrations named in the manifest rebuild it, from the
 * Marque that restores (their checksums must match).
 */
export const BACKUP_MAGIC = 'marque-backup';
/** Goes up when a reader of an older version could not read the file right. */
export const BACKUP_FORMAT_VERSION = 1;
/** The line that ends a table's rows (COPY's own end marker: a value never makes it). */
export const END_OF_ROWS = '\\.';

export interface BackupManifest {
  format: number;
  /** The version of Marque that wrote it (the root package.json's). */
  marqueVersion: string;
  /** The server's `server_version`. */
  postgresVersion: string;
  createdAt: string;
  /** The migrations the database had (`_prisma_migrations`), in the order they were applied. */
  migrations: Array<{ name: string; checksum: string }>;
  /** Every table in the file, in the file's order, with its number of rows. */
  tables: Array<{ name: string; rows: number }>;
  /** Every sequence's state, for the next id after a restore to be the next one before it. */
  sequences: Array<{ name: string; lastValue: string; isCalled: boolean }>;
  /** SHA-256 (hex) of every byte of the uncompressed file before the manifest's line. */
  sha256: string;
}

export interface TableHeader {
  table: string;
  columns: string[];
}

/** `marque-2026-11-28T14-05-03.123Z.backup.gz`: sorted by name is sorted by time. */
export function backupFileName(at: Date): string {
  return `marque-${at.toISOString().replace(/:/g, '-')}${BACKUP_SUFFIX}`;
}

export const BACKUP_SUFFIX = '.backup.gz';
export const BACKUP_NAME = /^marque-\d{4}-\d\d-\d\dT\d\d-\d\d-\d\d\.\d{3}Z\.backup\.gz$/;
