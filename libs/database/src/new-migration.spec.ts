import { cpSync, mkdtempSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { writeNextMigration } from './new-migration';
import { connectionOf } from './schema-engine';
import { TEST_SERVER_URL } from './testing';
import { prismaPaths } from './workspace';

const real = prismaPaths();
const connection = () => connectionOf(process.env[TEST_SERVER_URL] as string);

function copyOfPrismaFolder(): { schemaPath: string; migrationsDir: string } {
  const root = mkdtempSync(join(tmpdir(), 'marque-prisma-'));
  cpSync(join(real.migrationsDir, '..'), root, { recursive: true });
  return { schemaPath: join(root, 'schema.prisma'), migrationsDir: join(root, 'migrations') };
}

describe('writeNextMigration', () => {
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
      'rounds    Int\n',
      'rounds    Int\n  venue     String?\n',
    );
    writeFileSync(copy.schemaPath, schema);
    const result = await writeNextMigration({
      ...copy,
      name: 'add_venue',
      connection: connection(),
      now: new Date('2030-01-02T03:04:05Z'),
    });
    expect(result).toMatchObject({
      written: true,
      folder: join(copy.migrationsDir, '20300102030405_add_venue'),
    });
    const sql = readFileSync(
      join(copy.migrationsDir, '20300102030405_add_venue', 'migration.sql'),
      'utf8',
    );
    expect(sql).toContain('ALTER TABLE "tournaments" ADD COLUMN     "venue" TEXT;');
    expect(
      readFileSync(join(copy.migrationsDir, '20300102030405_add_venue', 'schema.prisma'), 'utf8'),
    ).toBe(schema);
  });

  it('refuses a name Prisma would not take as a folder suffix', async () => {
    await expect(
      writeNextMigration({ ...copyOfPrismaFolder(), name: 'Add venue!', connection: connection() }),
    ).rejects.toThrow(/a-z, 0-9/);
  });
});
