import { mkdtempSync, cpSync, writeFileSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  createDatabase,
  databaseUrlFor,
  dropDatabase,
  uniqueDatabaseName,
  withClient,
} from './connection';
import { checksumOf, readMigrationFiles } from './migration-files';
import { applyMigrations } from './migrations';
import { TEST_SERVER_URL } from './testing';
import { prismaPaths } from './workspace';

const { migrationsDir } = prismaPaths();
const serverUrl = () => process.env[TEST_SERVER_URL] as string;

describe('applyMigrations', () => {
  let name: string;
  let url: string;

  beforeEach(async () => {
    name = uniqueDatabaseName('migrations');
    await createDatabase(serverUrl(), name);
    url = databaseUrlFor(serverUrl(), name);
  });

  afterEach(async () => {
    await dropDatabase(serverUrl(), name);
  });

  it("records each migration in _prisma_migrations as Prisma's migrate deploy does", async () => {
    const files = readMigrationFiles(migrationsDir);
    const { applied } = await applyMigrations(url, { migrationsDir });
    expect(applied).toEqual(files.map((file) => file.name));
    const rows = await withClient(
      url,
      async (client) =>
        (await client.query('SELECT * FROM "_prisma_migrations" ORDER BY migration_name')).rows,
    );
    expect(rows).toHaveLength(files.length);
    rows.forEach((row, index) => {
      expect(row.migration_name).toBe(files[index]?.name);
      expect(row.checksum).toBe(
        checksumOf(readFileSync(join(migrationsDir, row.migration_name, 'migration.sql'), 'utf8')),
      );
      expect(row.checksum).toMatch(/^[0-9a-f]{64}$/);
      expect(row.id).toMatch(/^[0-9a-f-]{36}$/);
      expect(row.applied_steps_count).toBe(1);
      expect(row.finished_at).toBeInstanceOf(Date);
      expect(row.rolled_back_at).toBeNull();
      expect(row.logs).toBeNull();
    });
    const tables = await withClient(
      url,
      async (client) =>
        (await client.query("SELECT to_regclass('public.tournaments') AS t")).rows[0].t,
    );
    expect(tables).toBe('tournaments');
  });

  it('applies nothing the second time', async () => {
    await applyMigrations(url, { migrationsDir });
    expect(await applyMigrations(url, { migrationsDir })).toEqual({ applied: [] });
  });

  it('refuses to go on when an applied migration file was changed', async () => {
    const copy = copyOfMigrations();
    await applyMigrations(url, { migrationsDir: copy });
    const first = readMigrationFiles(copy)[0]?.name as string;
    writeFileSync(join(copy, first, 'migration.sql'), '-- edited\nSELECT 1;\n');
    await expect(applyMigrations(url, { migrationsDir: copy })).rejects.toThrow(
      /was changed after it was applied/,
    );
  });

  it('rolls a failing migration back whole and records nothing for it', async () => {
    const copy = copyOfMigrations();
    const broken = join(copy, '29991231000000_broken');
    cpSync(join(copy, readMigrationFiles(copy)[0]?.name as string), broken, { recursive: true });
    writeFileSync(
      join(broken, 'migration.sql'),
      'CREATE TABLE half_written (id int);\nSELECT no_such_function();\n',
    );
    await expect(applyMigrations(url, { migrationsDir: copy })).rejects.toThrow(
      /29991231000000_broken failed and was rolled back/,
    );
    const state = await withClient(url, async (client) => ({
      table: (await client.query("SELECT to_regclass('public.half_written') AS t")).rows[0].t,
      rows: (await client.query('SELECT migration_name FROM "_prisma_migrations"')).rows.map(
        (r) => r.migration_name,
      ),
    }));
    expect(state.table).toBeNull();
    expect(state.rows).not.toContain('29991231000000_broken');
  });

  it('applies each migration exactly once when two processes start together', async () => {
    const results = await Promise.all([
      applyMigrations(url, { migrationsDir }),
      applyMigrations(url, { migrationsDir }),
      applyMigrations(url, { migrationsDir }),
    ]);
    const appliedCounts = results.map((result) => result.applied.length).sort();
    expect(appliedCounts).toEqual([0, 0, readMigrationFiles(migrationsDir).length]);
    const count = await withClient(url, async (client) =>
      Number((await client.query('SELECT count(*) FROM "_prisma_migrations"')).rows[0].count),
    );
    expect(count).toBe(readMigrationFiles(migrationsDir).length);
  });
});

function copyOfMigrations(): string {
  const copy = join(mkdtempSync(join(tmpdir(), 'marque-migrations-')), 'migrations');
  cpSync(migrationsDir, copy, { recursive: true });
  return copy;
}
