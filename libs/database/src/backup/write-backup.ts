import { createHash, type Hash } from 'node:crypto';
import { createWriteStream, mkdirSync, renameSync, rmSync } from 'node:fs';
import { open } from 'node:fs/promises';
import { join } from 'node:path';
import { finished } from 'node:stream/promises';
import { createGzip, type Gzip } from 'node:zlib';
import type { Client } from 'pg';
import { to as copyTo } from 'pg-copy-streams';
import { quoteIdentifier, withClient } from '../connection';
import {
  BACKUP_FORMAT_VERSION,
  BACKUP_MAGIC,
  END_OF_ROWS,
  backupFileName,
  type BackupManifest,
} from './backup-format';
import { MIGRATIONS_TABLE, columnsOf, sequenceNames, tablesInLoadOrder } from './schema-objects';

export interface WriteBackupOptions {
  databaseUrl: string;
  /** The folder the file goes to (created if missing). */
  dir: string;
  marqueVersion: string;
  /** The clock, for the file's name and the manifest. */
  now?: () => Date;
}

export interface WrittenBackup {
  file: string;
  bytes: number;
  manifest: BackupManifest;
}

/**
 * Writes a consistent dump of the database: every table read in one REPEATABLE READ, READ ONLY
 * transaction (one snapshot: a deal and its table's totals, an event and its change, are in it
 * together or not at all), while the API goes on writing. The file is written under a temporary
 * name, flushed to disk, then renamed: a crash never leaves a half file under a backup's name.
 */
export async function writeBackup(options: WriteBackupOptions): Promise<WrittenBackup> {
  const createdAt = (options.now ?? (() => new Date()))();
  mkdirSync(options.dir, { recursive: true });
  const file = join(options.dir, backupFileName(createdAt));
  const partial = `${file}.partial`;
  try {
    const manifest = await withClient(options.databaseUrl, async (client) => {
      await client.query('BEGIN ISOLATION LEVEL REPEATABLE READ READ ONLY');
      try {
        return await dumpTo(partial, client, { ...options, createdAt });
      } finally {
        await client.query('ROLLBACK');
      }
    });
    const bytes = await flushToDisk(partial);
    renameSync(partial, file);
    return { file, bytes, manifest };
  } catch (error) {
    rmSync(partial, { force: true });
    throw error;
  }
}

async function dumpTo(
  path: string,
  client: Client,
  options: WriteBackupOptions & { createdAt: Date },
): Promise<BackupManifest> {
  const out = new HashedGzip(path);
  await out.write(`${BACKUP_MAGIC} ${BACKUP_FORMAT_VERSION}\n`);
  const tables: BackupManifest['tables'] = [];
  for (const table of await tablesInLoadOrder(client)) {
    const columns = await columnsOf(client, table);
    await out.write(`${JSON.stringify({ table, columns })}\n`);
    const list = columns.map(quoteIdentifier).join(', ');
    let rows = 0;
    const copy = client.query(copyTo(`COPY ${quoteIdentifier(table)} (${list}) TO STDOUT`));
    for await (const chunk of copy as AsyncIterable<Buffer>) {
      // In COPY's text format a newline inside a value is written `\n`: each byte 0x0A ends a row.
      for (const byte of chunk) if (byte === 0x0a) rows += 1;
      await out.write(chunk);
    }
    await out.write(`${END_OF_ROWS}\n`);
    tables.push({ name: table, rows });
  }
  const manifest: BackupManifest = {
    format: BACKUP_FORMAT_VERSION,
    marqueVersion: options.marqueVersion,
    postgresVersion: await serverVersion(client),
    createdAt: options.createdAt.toISOString(),
    migrations: await migrationsOf(client, tables),
    tables,
    sequences: await sequencesOf(client),
    sha256: out.digest(),
  };
  await out.end(`${JSON.stringify({ manifest })}\n`);
  return manifest;
}

async function serverVersion(client: Client): Promise<string> {
  const { rows } = await client.query<{ server_version: string }>('SHOW server_version');
  return rows[0]?.server_version ?? 'unknown';
}

async function migrationsOf(
  client: Client,
  tables: BackupManifest['tables'],
): Promise<BackupManifest['migrations']> {
  if (!tables.some((table) => table.name === MIGRATIONS_TABLE)) return [];
  const { rows } = await client.query<{ name: string; checksum: string }>(
    `SELECT migration_name AS name, checksum FROM ${MIGRATIONS_TABLE}
     WHERE finished_at IS NOT NULL AND rolled_back_at IS NULL ORDER BY started_at, migration_name`,
  );
  return rows;
}

async function sequencesOf(client: Client): Promise<BackupManifest['sequences']> {
  const sequences: BackupManifest['sequences'] = [];
  for (const name of await sequenceNames(client)) {
    const { rows } = await client.query<{ last_value: string; is_called: boolean }>(
      `SELECT last_value::text, is_called FROM ${quoteIdentifier(name)}`,
    );
    const state = rows[0];
    if (state) sequences.push({ name, lastValue: state.last_value, isCalled: state.is_called });
  }
  return sequences;
}

/** Writes to `path` through gzip, hashing what goes in, waiting when gzip asks to. */
class HashedGzip {
  private readonly hash: Hash = createHash('sha256');
  private readonly gzip: Gzip = createGzip();
  private readonly done: Promise<void>;

  constructor(path: string) {
    const file = createWriteStream(path);
    this.gzip.pipe(file);
    this.done = finished(file);
    // Surfaced by `done` (or the next write): without a listener it would crash the process.
    this.gzip.on('error', () => undefined);
  }

  async write(chunk: string | Buffer): Promise<void> {
    this.hash.update(chunk);
    if (!this.gzip.write(chunk))
      await Promise.race([new Promise((resolve) => this.gzip.once('drain', resolve)), this.done]);
  }

  digest(): string {
    return this.hash.copy().digest('hex');
  }

  /** Writes `last` unhashed (the manifest, which holds the hash), then closes the file. */
  async end(last: string): Promise<void> {
    this.gzip.end(last);
    await this.done;
  }
}

/** fsync, so a backup said written survives a power cut; returns its size. */
async function flushToDisk(path: string): Promise<number> {
  const handle = await open(path, 'r+');
  try {
    await handle.sync();
    return (await handle.stat()).size;
  } finally {
    await handle.close();
  }
}
