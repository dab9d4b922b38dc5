import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gunzipSync, gzipSync } from 'node:zlib';
import {
  createDatabase,
  databaseUrlFor,
  dropDatabase,
  uniqueDatabaseName,
  withClient,
} from '../connection';
import { applyMigrations } from '../migrations';
import { TEST_SERVER_URL } from '../testing';
import { prismaPaths } from '../workspace';
import { BackupError } from './backup-error';
import { inspectBackup } from './read-backup';
import { restoreBackup } from './restore-backup';
import { writeBackup } from './write-backup';

const { migrationsDir } = prismaPaths();
const serverUrl = () => process.env[TEST_SERVER_URL] as string;
const databases: string[] = [];
const folder = mkdtempSync(join(tmpdir(), 'marque-backups-'));

async function newDatabase(migrated: boolean): Promise<string> {
  const name = uniqueDatabaseName('backup');
  databases.push(name);
  await createDatabase(serverUrl(), name);
  const url = databaseUrlFor(serverUrl(), name);
  if (migrated) await applyMigrations(url, { migrationsDir });
  return url;
}

/** A tournament whose values are hard to carry: newlines, tabs, backslashes, quotes, accents. */
async function fillTournament(url: string): Promise<void> {
  await withClient(url, async (client) => {
    await client.query(`
      INSERT INTO users (id, email, password_hash, display_name) VALUES
        ('00000000-0000-4000-8000-000000000001', 'org@marque.test', '$2b$12$hash', 'Anne Rey');
      INSERT INTO clubs (id, name) VALUES ('00000000-0000-4000-8000-000000000001', 'Club de Sète');
      INSERT INTO tournaments (id, owner_id, club_id, name, rounds, updated_at) VALUES
        ('00000000-0000-4000-8000-000000000002', '00000000-0000-4000-8000-000000000001',
         '00000000-0000-4000-8000-000000000001',
         E'L''Open\\tde « Noël »\\nà Sète \\\\ 2026', 3, '2026-01-02T03:04:05.678Z');
      INSERT INTO teams (id, tournament_id, name, player_1, player_2) VALUES
        ('00000000-0000-4000-8000-000000000003', '00000000-0000-4000-8000-000000000002', 'Les As', 'Zoé', 'Léo'),
        ('00000000-0000-4000-8000-000000000004', '00000000-0000-4000-8000-000000000002', E'Bour\\\\dons', 'A', 'B');
      -- The teams' trigger moved the tournament's updated_at: set it back to a known value.
      UPDATE tournaments SET updated_at = '2026-01-02T03:04:05.678Z';
      INSERT INTO tournament_events (tournament_id, type, data)
        SELECT '00000000-0000-4000-8000-000000000002', 'deal', jsonb_build_object('n', n, 'note', E'ligne\\nsuivante')
        FROM generate_series(1, 500) AS n;
      DELETE FROM tournament_events WHERE id > 490;`);
  });
}

/** Every row of every table, and the state of the events' sequence. */
function contentOf(url: string): Promise<Record<string, string>> {
  return withClient(url, async (client) => {
    const { rows: tables } = await client.query<{ name: string }>(
      `SELECT relname AS name FROM pg_class WHERE relnamespace = 'public'::regnamespace AND relkind = 'r' ORDER BY 1`,
    );
    const content: Record<string, string> = {};
    for (const { name } of tables) {
      const { rows } = await client.query<{ digest: string }>(
        `SELECT coalesce(string_agg(t::text, '|' ORDER BY t::text), '') AS digest FROM "${name}" t`,
      );
      content[name] = rows[0]?.digest ?? '';
    }
    const sequence = await client.query<{ state: string }>(
      `SELECT last_value || ' ' || is_called AS state FROM tournament_events_id_seq`,
    );
    content['events sequence'] = sequence.rows[0]?.state ?? '';
    return content;
  });
}

afterAll(async () => {
  for (const name of databases) await dropDatabase(serverUrl(), name);
  rmSync(folder, { recursive: true, force: true });
});

describe('writeBackup and restoreBackup', () => {
  let source: string;
  let file: string;

  beforeAll(async () => {
    source = await newDatabase(true);
    await fillTournament(source);
    ({ file } = await writeBackup({ databaseUrl: source, dir: folder, marqueVersion: '9.9.9' }));
  });

  it('gives back every row, byte for byte, and the sequences where they were', async () => {
    const target = await newDatabase(false);
    const before = await contentOf(source);
    await restoreBackup({ file, databaseUrl: target, migrationsDir });
    expect(await contentOf(target)).toEqual(await contentOf(source));
    expect(before['events sequence']).toBe('500 true');
    // The teams' trigger did not run on the restored rows.
    expect(before['tournaments']).toContain('2026-01-02 03:04:05.678');
  });

  it('writes a manifest: format, version, migrations, row counts', async () => {
    const manifest = await inspectBackup(file);
    expect(manifest).toMatchObject({ format: 1, marqueVersion: '9.9.9' });
    expect(manifest.migrations.map((migration) => migration.name)).toContain(
      '20261123160630_tournament_read_version',
    );
    expect(manifest.tables).toContainEqual({ name: 'tournament_events', rows: 490 });
    expect(manifest.tables.map((table) => table.name).indexOf('tournaments')).toBeLessThan(
      manifest.tables.map((table) => table.name).indexOf('teams'),
    );
  });

  it('restores into a migrated database that holds no data yet', async () => {
    const target = await newDatabase(true);
    await restoreBackup({ file, databaseUrl: target, migrationsDir });
    expect((await contentOf(target))['teams']).toEqual((await contentOf(source))['teams']);
  });

  it('refuses a database with data, and replaces it with force', async () => {
    const target = await newDatabase(true);
    await withClient(target, (client) =>
      client.query(
        `INSERT INTO users (id, email, password_hash, display_name) VALUES (gen_random_uuid(), 'other@marque.test', 'x', 'Other')`,
      ),
    );
    await expect(restoreBackup({ file, databaseUrl: target, migrationsDir })).rejects.toThrow(
      expect.objectContaining({ code: 'TARGET_NOT_EMPTY' }),
    );
    await restoreBackup({ file, databaseUrl: target, migrationsDir, force: true });
    expect(await contentOf(target)).toEqual(await contentOf(source));
  });

  it.each([
    ['a changed row', (text: string) => text.replace('Les As', 'Les Os'), 'DAMAGED_BACKUP'],
    ['a file cut short', (text: string) => text.slice(0, text.length / 2), 'DAMAGED_BACKUP'],
    [
      'a newer format',
      (text: string) => text.replace('marque-backup 1', 'marque-backup 2'),
      'NEWER_FORMAT',
    ],
    ['another file', () => 'id;name\n1;x\n', 'NOT_A_BACKUP'],
    [
      'a migration this Marque does not have',
      (text: string) =>
        text.replace('"migrations":[', '"migrations":[{"name":"29990101000000_x","checksum":"0"},'),
      'UNKNOWN_MIGRATION',
    ],
  ])('refuses %s, leaving the database untouched', async (_case, change, code) => {
    const changed = join(folder, `changed-${code}.gz`);
    writeFileSync(changed, gzipSync(change(gunzipSync(readFileSync(file)).toString('utf8'))));
    const target = await newDatabase(false);
    const error = await restoreBackup({ file: changed, databaseUrl: target, migrationsDir }).catch(
      (caught: unknown) => caught,
    );
    expect(error).toBeInstanceOf(BackupError);
    expect(error).toMatchObject({ code });
    const tables = await withClient(target, (client) =>
      client.query(
        `SELECT count(*)::int AS n FROM pg_class WHERE relnamespace = 'public'::regnamespace`,
      ),
    );
    expect(tables.rows[0]).toEqual({ n: 0 });
  });

  it('refuses a file that is not gzip at all', async () => {
    const plain = join(folder, 'plain.txt');
    writeFileSync(plain, 'not a backup\n');
    await expect(inspectBackup(plain)).rejects.toMatchObject({ code: 'NOT_A_BACKUP' });
  });
});
