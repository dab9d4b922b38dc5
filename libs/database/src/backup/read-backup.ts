import { createHash } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { createGunzip } from 'node:zlib';
import { BackupError } from './backup-error';
import {
  BACKUP_FORMAT_VERSION,
  BACKUP_MAGIC,
  END_OF_ROWS,
  type BackupManifest,
  type TableHeader,
} from './backup-format';

/** What a backup holds, in order: each table's header, its rows (lines with their newline). */
export type BackupPart =
  | { kind: 'table'; header: TableHeader }
  | { kind: 'rows'; table: string; lines: Buffer[] }
  | { kind: 'manifest'; manifest: BackupManifest };

/** Rows are handed on in batches of about this many bytes. */
const BATCH_BYTES = 256 * 1024;

/**
 * Reads a backup file part by part, checking its first line, then, at the end, that the
 * manifest's checksum and row counts match what was read: a reader must not trust what it was
 * handed before the manifest came (restoreBackup reads the file twice, checking first).
 */
export async function* readBackup(file: string): AsyncGenerator<BackupPart> {
  const hash = createHash('sha256');
  const rows = new Map<string, number>();
  let table: string | undefined;
  let batch: Buffer[] = [];
  let batchBytes = 0;
  let manifest: BackupManifest | undefined;
  let first = true;
  for await (const line of linesOf(file)) {
    if (manifest) throw damaged('it goes on after its manifest');
    if (first) {
      checkFirstLine(line);
      first = false;
      hash.update(line);
      continue;
    }
    if (table !== undefined) {
      hash.update(line);
      if (line.length === END_OF_ROWS.length + 1 && line.toString('utf8', 0, 2) === END_OF_ROWS) {
        if (batch.length > 0) yield { kind: 'rows', table, lines: batch };
        batch = [];
        batchBytes = 0;
        table = undefined;
        continue;
      }
      rows.set(table, (rows.get(table) ?? 0) + 1);
      batch.push(line);
      batchBytes += line.length;
      if (batchBytes >= BATCH_BYTES) {
        yield { kind: 'rows', table, lines: batch };
        batch = [];
        batchBytes = 0;
      }
      continue;
    }
    const part = parsePart(line);
    if ('manifest' in part) {
      manifest = part.manifest;
      continue;
    }
    hash.update(line);
    table = part.table;
    rows.set(table, 0);
    yield { kind: 'table', header: part };
  }
  if (first) throw notABackup();
  if (!manifest || table !== undefined) throw damaged('it is cut short (no manifest at its end)');
  checkManifest(manifest, hash.digest('hex'), rows);
  yield { kind: 'manifest', manifest };
}

/** Reads the whole file and returns its manifest once everything checks. */
export async function inspectBackup(file: string): Promise<BackupManifest> {
  for await (const part of readBackup(file)) if (part.kind === 'manifest') return part.manifest;
  throw damaged('it has no manifest');
}

/** The file's lines, each with its trailing newline. */
async function* linesOf(file: string): AsyncGenerator<Buffer> {
  const input = createReadStream(file).pipe(createGunzip());
  let rest: Buffer = Buffer.alloc(0);
  try {
    for await (const chunk of input as AsyncIterable<Buffer>) {
      const data = rest.length > 0 ? Buffer.concat([rest, chunk]) : chunk;
      let start = 0;
      for (let end = data.indexOf(0x0a); end !== -1; end = data.indexOf(0x0a, start)) {
        yield data.subarray(start, end + 1);
        start = end + 1;
      }
      rest = Buffer.from(data.subarray(start));
    }
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code === 'Z_DATA_ERROR' || code === 'Z_BUF_ERROR')
      throw rest.length === 0 ? notABackup() : damaged('it is cut short or corrupted');
    throw error;
  }
  if (rest.length > 0) throw damaged('its last line is cut short');
}

function checkFirstLine(line: Buffer): void {
  const match = /^([a-z-]+) (\d+)\n$/.exec(line.toString('utf8'));
  if (!match || match[1] !== BACKUP_MAGIC) throw notABackup();
  const version = Number(match[2]);
  if (version > BACKUP_FORMAT_VERSION)
    throw new BackupError(
      'NEWER_FORMAT',
      `This backup is in format ${version}, written by a newer Marque; this one reads format ` +
        `${BACKUP_FORMAT_VERSION} and older: update Marque, then restore it`,
    );
}

function parsePart(line: Buffer): TableHeader | { manifest: BackupManifest } {
  let parsed: unknown;
  try {
    parsed = JSON.parse(line.toString('utf8'));
  } catch {
    throw damaged('a line between two tables is not a table header');
  }
  if (isObject(parsed) && isObject(parsed['manifest']))
    return { manifest: parsed['manifest'] as unknown as BackupManifest };
  if (
    isObject(parsed) &&
    typeof parsed['table'] === 'string' &&
    Array.isArray(parsed['columns']) &&
    parsed['columns'].every((column) => typeof column === 'string')
  )
    return { table: parsed['table'], columns: parsed['columns'] as string[] };
  throw damaged('a line between two tables is not a table header');
}

function checkManifest(manifest: BackupManifest, sha256: string, rows: Map<string, number>): void {
  if (manifest.sha256 !== sha256) throw damaged('its checksum does not match its content');
  const listed = manifest.tables ?? [];
  const same =
    listed.length === rows.size && listed.every((table) => rows.get(table.name) === table.rows);
  if (!same) throw damaged('its row counts do not match its manifest');
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function notABackup(): BackupError {
  return new BackupError('NOT_A_BACKUP', 'This file is not a Marque backup');
}

function damaged(why: string): BackupError {
  return new BackupError('DAMAGED_BACKUP', `This backup is damaged: ${why}`);
}
