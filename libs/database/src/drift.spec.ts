import { readFileSync } from 'node:fs';
import { findSchemaDrift } from './drift';
import { lastSnapshot } from './new-migration';
import { TEST_SERVER_URL } from './testing';
import { prismaPaths } from './workspace';

const { schema: schemaPath, migrationsDir } = prismaPaths();
const schema = readFileSync(schemaPath, 'utf8');
const serverUrl = () => process.env[TEST_SERVER_URL] as string;
const driftOf = (text: string) =>
  findSchemaDrift({ serverUrl: serverUrl(), schema: text, migrationsDir });

/** schema.prisma with one edit: the text must be there, or the test would prove nothing. */
function edited(from: RegExp | string, to: string): string {
  expect(schema).toMatch(from);
  return schema.replace(from, to);
}

describe('findSchemaDrift', () => {
  it('finds no drift between prisma/schema.prisma and prisma/migrations', async () => {
    // The check that fails when schema.prisma changes without `npm run db:migration -- <name>`.
    expect(await driftOf(schema)).toEqual([]);
  });

  it('finds no drift between the newest migration and the schema snapshot beside it', async () => {
    // The next migration is diffed from that snapshot: a stale one would write a wrong migration.
    expect(await driftOf(lastSnapshot(migrationsDir) as string)).toEqual([]);
  });

  it.each([
    [
      'a column added',
      /^\s*rounds\s+Int$/m,
      '$&\n  venue String?',
      /column tournaments\.venue \(text NULL\) is in schema\.prisma but not in the migrations/,
    ],
    [
      'a column type changed',
      /name(\s+)String(\s+)@db\.VarChar\(120\)/,
      'name String @db.VarChar(200)',
      /column tournaments\.name is "character varying\(200\) NOT NULL" in schema\.prisma but "character varying\(120\) NOT NULL" in the migrations/,
    ],
    [
      'a nullability changed',
      /date(\s+)DateTime\?/,
      'date DateTime',
      /column tournaments\.date is "date NOT NULL" in schema\.prisma but "date NULL"/,
    ],
    [
      'a default changed',
      '@default(2000)',
      '@default(1000)',
      /column tournaments\.target is "integer NULL DEFAULT 1000"/,
    ],
    [
      'an index removed',
      /^\s*@@index\(\[status, date\]\)$/m,
      '',
      /index tournaments_status_date_idx \(CREATE INDEX .*\) is in the migrations but not in schema\.prisma/,
    ],
    [
      'an enum value added',
      /^\s*FINISHED\s+@map\("finished"\)$/m,
      '$&\n  CANCELLED @map("cancelled")',
      /enum tournament_status is "draft, running, finished, cancelled" in schema\.prisma but "draft, running, finished"/,
    ],
    [
      'a model added',
      'model Tournament {',
      'model Venue {\n  id Int @id\n  @@map("venues")\n}\n\nmodel Tournament {',
      /table venues \(exists\) is in schema\.prisma but not in the migrations/,
    ],
    [
      'a foreign key action changed',
      /(owner\s+User\?\s+@relation\(fields: \[ownerId\], references: \[id\]), onDelete: SetNull\)/,
      '$1, onDelete: Cascade)',
      /constraint tournaments\.tournaments_owner_id_fkey is ".*ON DELETE CASCADE.*" in schema\.prisma/,
    ],
  ])('reports %s without a migration', async (_what, from, to, expected) => {
    expect((await driftOf(edited(from, to))).join('\n')).toMatch(expected);
  });
});
