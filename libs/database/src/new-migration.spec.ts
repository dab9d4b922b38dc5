import { cpSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { readMigrationFiles } from './migration-files';
import { SCHEMA_SNAPSHOT, writeNextMigration } from './new-migration';
import { connectionOf } from './schema-engine';
import { TEST_SERVER_URL } from './testing';
import { prismaPaths } from './workspace';

const real = prismaPaths();
const connection = () => connectionOf(process.env[TEST_SERVER_URL] as string);
const copies: string[] = [];

/** A scratch copy of prisma/ (schema.prisma and migrations), to edit. */
function copyOfPrismaFolder(): { schemaPath: string; migrationsDir: string } {
  const root = mkdtempSync(join(tmpdir(), 'marque-prisma-'));
  copies.push(root);
  cpSync(dirname(real.schema), root, { recursive: true });
  return { schemaPath: join(root, 'schema.prisma'), migrationsDir: join(root, 'migrations') };
}

describe('writeNextMigration', () => {
  afterAll(() => copies.forEach((dir) => rmSync(dir, { recursive: true, force: true })));

  it('writes nothing when schema.prisma matches the last migration', async () => {
    const copy = copyOfPrismaFolder();
    const before = readdirSync(copy.migrationsDir);
    expect(
      await writeNextMigration({ ...copy, name: 'nothing', connection: connection() }),
    ).toEqual({ written: false });
    expect(readdirSync(copy.migrationsDir)).toEqual(before);
  });

  it('writes the SQL of the change, and the schema it was made from', async () => {
    const copy = copyOfPrismaFolder();
    const schema = readFileSync(copy.schemaPath, 'utf8').replace(
      /^\s*rounds\s+Int$/m,
      '$&\n  venue String?',
    );
    writeFileSync(copy.schemaPath, schema);
    const result = await writeNextMigration({
      ...copy,
      name: 'add_venue',
      connection: connection(),
      now: new Date('2999-01-02T03:04:05Z'),
    });
    const folder = join(copy.migrationsDir, '29990102030405_add_venue');
    expect(result).toMatchObject({ written: true, folder });
    expect(readFileSync(join(folder, 'migration.sql'), 'utf8')).toBe(
      '-- AlterTable\nALTER TABLE "tournaments" ADD COLUMN     "venue" TEXT;\n',
    );
    expect(readFileSync(join(folder, SCHEMA_SNAPSHOT), 'utf8')).toBe(schema);
    expect(readMigrationFiles(copy.migrationsDir).at(-1)?.name).toBe('29990102030405_add_venue');
  });

  it('refuses to diff when the last migration has no schema snapshot', async () => {
    const copy = copyOfPrismaFolder();
    const last = readMigrationFiles(copy.migrationsDir).at(-1)?.name as string;
    rmSync(join(copy.migrationsDir, last, SCHEMA_SNAPSHOT));
    await expect(
      writeNextMigration({ ...copy, name: 'next', connection: connection() }),
    ).rejects.toMatchObject({ code: 'SCHEMA_SNAPSHOT_MISSING', migration: last });
  });

  it('refuses a name Prisma would not take as a folder suffix', async () => {
    await expect(
      writeNextMigration({ ...copyOfPrismaFolder(), name: 'Add venue!', connection: connection() }),
    ).rejects.toMatchObject({ code: 'INVALID_MIGRATION_NAME' });
  });
});
