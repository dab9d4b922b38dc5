import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync, mkdirSync } from 'node:fs';
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
import { connectionOf, prismaMigrationStatus } from './schema-engine';
import { TEST_SERVER_URL } from './testing';
import { prismaPaths } from './workspace';

const { migrationsDir } = prismaPaths();
const serverUrl = () => process.env[TEST_SERVER_URL] as string;
const query = (url: string, sql: string) =>
  withClient(url, async (client) => (await client.query(sql)).rows);
const copies: string[] = [];

/** A scratch copy of prisma/migrations, to edit. */
function copyOfMigrations(): string {
  const parent = mkdtempSync(join(tmpdir(), 'marque-migrations-'));
  copies.push(parent);
  cpSync(migrationsDir, join(parent, 'migrations'), { recursive: true });
  return join(parent, 'migrations');
}

function firstMigration(dir: string): string {
  return readMigrationFiles(dir)[0]?.name as string;
}

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

  afterAll(() => copies.forEach((dir) => rmSync(dir, { recursive: true, force: true })));

  it("records each migration in _prisma_migrations as Prisma's migrate deploy does", async () => {
    const files = readMigrationFiles(migrationsDir);
    expect(await applyMigrations(url, { migrationsDir })).toEqual({
      applied: files.map((file) => file.name),
    });
    const rows = await query(url, 'SELECT * FROM _prisma_migrations ORDER BY migration_name');
    expect(rows.map((row) => row.migration_name)).toEqual(files.map((file) => file.name));
    for (const row of rows) {
      const bytes = readFileSync(join(migrationsDir, row.migration_name, 'migration.sql'));
      expect(row).toMatchObject({
        id: expect.stringMatching(
          /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[0-9a-f]{4}-[0-9a-f]{12}$/,
        ),
        checksum: checksumOf(bytes.toString('utf8')),
        finished_at: expect.any(Date),
        rolled_back_at: null,
        logs: null,
        applied_steps_count: 1,
      });
      expect(row.checksum).toMatch(/^[0-9a-f]{64}$/);
      expect(row.finished_at.getTime()).toBeGreaterThanOrEqual(row.started_at.getTime());
    }
    expect(await query(url, "SELECT to_regclass('public.tournaments') AS t")).toEqual([
      { t: 'tournaments' },
    ]);
  });

  it('creates _prisma_migrations with the columns Prisma creates', async () => {
    await applyMigrations(url, { migrationsDir });
    const columns = await query(
      url,
      `SELECT column_name, data_type, character_maximum_length AS length, is_nullable, column_default
       FROM information_schema.columns WHERE table_name = '_prisma_migrations' ORDER BY ordinal_position`,
    );
    expect(columns.map((c) => Object.values(c).join(' '))).toEqual([
      'id character varying 36 NO ',
      'checksum character varying 64 NO ',
      'finished_at timestamp with time zone  YES ',
      'migration_name character varying 255 NO ',
      'logs text  YES ',
      'rolled_back_at timestamp with time zone  YES ',
      'started_at timestamp with time zone  NO now()',
      'applied_steps_count integer  NO 0',
    ]);
  });

  it("leaves a database that Prisma's own engine sees as up to date (migrate status)", async () => {
    await applyMigrations(url, { migrationsDir });
    expect(await prismaMigrationStatus(connectionOf(url), migrationsDir)).toEqual({
      editedMigrationNames: [],
      failedMigrationNames: [],
      hasMigrationsTable: true,
      history: null,
    });
  });

  it("leaves a database whose pending migrations Prisma's own engine finds", async () => {
    const copy = copyOfMigrations();
    const [, ...rest] = readMigrationFiles(copy).map((file) => file.name);
    rest.forEach((later) => rmSync(join(copy, later), { recursive: true }));
    await applyMigrations(url, { migrationsDir: copy });
    expect(await prismaMigrationStatus(connectionOf(url), migrationsDir)).toMatchObject({
      history: rest.length
        ? { diagnostic: 'databaseIsBehind', unappliedMigrationNames: rest }
        : null,
    });
  });

  it('applies nothing the second time', async () => {
    await applyMigrations(url, { migrationsDir });
    expect(await applyMigrations(url, { migrationsDir })).toEqual({ applied: [] });
  });

  it('applies each migration exactly once when three processes start together', async () => {
    const count = readMigrationFiles(migrationsDir).length;
    const results = await Promise.all([1, 2, 3].map(() => applyMigrations(url, { migrationsDir })));
    expect(results.map((result) => result.applied.length).sort()).toEqual([0, 0, count]);
    expect(await query(url, 'SELECT count(*)::int AS n FROM _prisma_migrations')).toEqual([
      { n: count },
    ]);
  });

  it('refuses to go on when an applied migration file was changed', async () => {
    const copy = copyOfMigrations();
    await applyMigrations(url, { migrationsDir: copy });
    writeFileSync(join(copy, firstMigration(copy), 'migration.sql'), '-- edited\nSELECT 1;\n');
    await expect(applyMigrations(url, { migrationsDir: copy })).rejects.toMatchObject({
      code: 'APPLIED_MIGRATION_CHANGED',
      message: expect.stringMatching(/was changed after it was applied/),
    });
  });

  it('accepts an applied migration whose line endings git changed to CRLF', async () => {
    const copy = copyOfMigrations();
    await applyMigrations(url, { migrationsDir: copy });
    const file = join(copy, firstMigration(copy), 'migration.sql');
    writeFileSync(file, readFileSync(file, 'utf8').replace(/\n/g, '\r\n'));
    expect(await applyMigrations(url, { migrationsDir: copy })).toEqual({ applied: [] });
  });

  it('refuses to go on while a failed migration is recorded, as migrate deploy does (P3009)', async () => {
    await applyMigrations(url, { migrationsDir });
    await query(url, `UPDATE _prisma_migrations SET finished_at = NULL, logs = 'boom'`);
    await expect(applyMigrations(url, { migrationsDir })).rejects.toMatchObject({
      code: 'FAILED_MIGRATION_RECORDED',
      message: expect.stringMatching(/failed earlier.*prisma migrate resolve/),
    });
  });

  it('rolls a failing migration back whole and records nothing for it', async () => {
    const copy = copyOfMigrations();
    mkdirSync(join(copy, '29991231000000_broken'));
    writeFileSync(
      join(copy, '29991231000000_broken', 'migration.sql'),
      'CREATE TABLE half_written (id int);\nSELECT no_such_function();\n',
    );
    await expect(applyMigrations(url, { migrationsDir: copy })).rejects.toMatchObject({
      code: 'MIGRATION_FAILED',
      migration: '29991231000000_broken',
      message: expect.stringMatching(/failed and was rolled back: function no_such_function/),
    });
    expect(await query(url, "SELECT to_regclass('public.half_written') AS t")).toEqual([
      { t: null },
    ]);
    const recorded = await query(url, 'SELECT migration_name FROM _prisma_migrations');
    expect(recorded.map((row) => row.migration_name)).toEqual(
      readMigrationFiles(migrationsDir).map((file) => file.name),
    );
  });

  it('refuses a migration folder without migration.sql', async () => {
    const copy = copyOfMigrations();
    mkdirSync(join(copy, '29991231000000_empty'));
    await expect(applyMigrations(url, { migrationsDir: copy })).rejects.toMatchObject({
      code: 'MIGRATION_SCRIPT_MISSING',
    });
  });

  it('refuses migrations written for another database', async () => {
    const copy = copyOfMigrations();
    writeFileSync(join(copy, 'migration_lock.toml'), 'provider = "mysql"\n');
    await expect(applyMigrations(url, { migrationsDir: copy })).rejects.toMatchObject({
      code: 'PROVIDER_MISMATCH',
    });
  });
});
