import { once } from 'node:events';
import { finished } from 'node:stream/promises';
import type { Client } from 'pg';
import { from as copyFrom } from 'pg-copy-streams';
import { quoteIdentifier, withClient } from '../connection';
import { matchesChecksum, readMigrationFiles, type MigrationFile } from '../migration-files';
import { CREATE_MIGRATIONS_TABLE } from '../migrations';
import { BackupError } from './backup-error';
import type { BackupManifest, TableHeader } from './backup-format';
import { inspectBackup, readBackup } from './read-backup';
import { holdsData, holdsObjects } from './schema-objects';

export interface RestoreBackupOptions {
  file: string;
  databaseUrl: string;
  migrationsDir: string;
  /** Replace whatever the database holds (without it, a database with data is refused). */
  force?: boolean;
  log?: (line: string) => void;
}

/**
 * Restores a backup into a database, in one transaction: the file is checked whole first
 * (format, checksum, row counts, migrations this Marque has), then the schema is rebuilt by the
 * backup's own migrations, every table's rows are loaded in the file's order (parents first,
 * with the tables' own triggers off: a restored team must not touch its tournament's
 * `updated_at`), every sequence set back, and the counts checked. Anything wrong rolls it all
 * back. Migrations written since the backup are applied by the API at its next start.
 */
export async function restoreBackup(options: RestoreBackupOptions): Promise<BackupManifest> {
  const log = options.log ?? (() => undefined);
  const manifest = await inspectBackup(options.file);
  const migrations = migrationsFor(manifest, readMigrationFiles(options.migrationsDir));
  log(
    `Backup of ${manifest.createdAt} (Marque ${manifest.marqueVersion}): ` +
      `${manifest.tables.reduce((sum, table) => sum + table.rows, 0)} rows in ${manifest.tables.length} tables`,
  );
  await withClient(options.databaseUrl, async (client) => {
    await client.query('BEGIN');
    try {
      await clearTarget(client, options.force ?? false);
      await client.query(CREATE_MIGRATIONS_TABLE);
      for (const migration of migrations) await client.query(migration.sql);
      await loadRows(client, options.file);
      for (const sequence of manifest.sequences)
        await client.query('SELECT setval($1::regclass, $2::bigint, $3)', [
          quoteIdentifier(sequence.name),
          sequence.lastValue,
          sequence.isCalled,
        ]);
      await checkCounts(client, manifest);
      await client.query('COMMIT');
    } catch (error) {
      await client.query('ROLLBACK');
      throw error;
    }
  });
  return manifest;
}

/** This Marque's files of the backup's migrations, in the backup's order, checksums checked. */
function migrationsFor(manifest: BackupManifest, files: MigrationFile[]): MigrationFile[] {
  return manifest.migrations.map(({ name, checksum }) => {
    const file = files.find((candidate) => candidate.name === name);
    if (!file)
      throw new BackupError(
        'UNKNOWN_MIGRATION',
        `This backup was made by a Marque with migration ${name}, which this one does not have: ` +
          'restore it with that version of Marque or a newer one',
      );
    if (!matchesChecksum(file.sql, checksum))
      throw new BackupError(
        'UNKNOWN_MIGRATION',
        `Migration ${name} of this backup differs from this Marque's: restore it with the Marque that made it`,
      );
    return file;
  });
}

async function clearTarget(client: Client, force: boolean): Promise<void> {
  if (!(await holdsObjects(client))) return;
  if (!force && (await holdsData(client)))
    throw new BackupError(
      'TARGET_NOT_EMPTY',
      'The database already holds data: restoring would replace all of it. ' +
        'Run the restore again with --force to do so',
    );
  const { rows } = await client.query<{ schema: string }>('SELECT current_schema() AS schema');
  const schema = quoteIdentifier(rows[0]?.schema ?? 'public');
  await client.query(`DROP SCHEMA ${schema} CASCADE`);
  await client.query(`CREATE SCHEMA ${schema}`);
}

async function loadRows(client: Client, file: string): Promise<void> {
  let copy: ReturnType<typeof copyFrom> | undefined;
  let header: TableHeader | undefined;
  const endTable = async () => {
    if (!copy || !header) return;
    copy.end();
    await finished(copy);
    await client.query(`ALTER TABLE ${quoteIdentifier(header.table)} ENABLE TRIGGER USER`);
    copy = undefined;
  };
  for await (const part of readBackup(file)) {
    if (part.kind === 'table') {
      await endTable();
      header = part.header;
      const table = quoteIdentifier(header.table);
      await client.query(`ALTER TABLE ${table} DISABLE TRIGGER USER`);
      const columns = header.columns.map(quoteIdentifier).join(', ');
      copy = client.query(copyFrom(`COPY ${table} (${columns}) FROM STDIN`));
      // A refused row fails the stream: `finished` or the next write reports it.
      copy.on('error', () => undefined);
    } else if (part.kind === 'rows' && copy) {
      for (const line of part.lines) {
        if (copy.errored) break;
        if (!copy.write(line)) await once(copy, 'drain');
      }
    }
  }
  await endTable();
}

async function checkCounts(client: Client, manifest: BackupManifest): Promise<void> {
  for (const table of manifest.tables) {
    const { rows } = await client.query<{ count: string }>(
      `SELECT count(*)::text AS count FROM ${quoteIdentifier(table.name)}`,
    );
    if (Number(rows[0]?.count) !== table.rows)
      throw new BackupError(
        'DAMAGED_BACKUP',
        `Table ${table.name} holds ${rows[0]?.count} rows after the restore, not ${table.rows}`,
      );
  }
}
