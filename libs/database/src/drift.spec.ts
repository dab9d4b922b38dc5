import { readFileSync } from 'node:fs';
import { findSchemaDrift } from './drift';
import { TEST_SERVER_URL } from './testing';
import { prismaPaths } from './workspace';

const { schema: schemaPath, migrationsDir } = prismaPaths();
const schema = readFileSync(schemaPath, 'utf8');
const serverUrl = () => process.env[TEST_SERVER_URL] as string;

/** schema.prisma with one line replaced: the edit must exist, or the test would prove nothing. */
function edited(from: string, to: string): string {
  expect(schema).toContain(from);
  return schema.replace(from, to);
}

describe('findSchemaDrift', () => {
  it('finds no drift between prisma/schema.prisma and prisma/migrations', async () => {
    // This is the check that fails when schema.prisma changes without `npm run db:migration`.
    expect(await findSchemaDrift({ serverUrl: serverUrl(), schema, migrationsDir })).toEqual([]);
  });

  it.each([
    [
      'a column added',
      'rounds    Int\n',
      'rounds    Int\n  venue     String?\n',
      /column tournaments\.venue .* in schema\.prisma but not in the migrations/,
    ],
    [
      'a column type changed',
      'name      String           @db.VarChar(120)',
      'name      String           @db.VarChar(200)',
      /column tournaments\.name is "character varying\(200\)/,
    ],
    [
      'a nullability changed',
      'date      DateTime?        @db.Date',
      'date      DateTime         @db.Date',
      /column tournaments\.date is "date NOT NULL"/,
    ],
    [
      'a default changed',
      '@default(2000)',
      '@default(1000)',
      /column tournaments\.target is "integer NOT NULL DEFAULT 1000"/,
    ],
    [
      'an index removed',
      '  @@index([status, date])\n',
      '',
      /index tournaments_status_date_idx .* in the migrations but not in schema\.prisma/,
    ],
    [
      'an enum value added',
      '  FINISHED @map("finished")\n',
      '  FINISHED @map("finished")\n  CANCELLED @map("cancelled")\n',
      /enum tournament_status is "draft, running, finished, cancelled"/,
    ],
    [
      'a model added',
      'model Tournament {',
      'model Club {\n  id Int @id\n  @@map("clubs")\n}\n\nmodel Tournament {',
      /table clubs .* in schema\.prisma but not in the migrations/,
    ],
  ])('reports %s without a migration', async (_what, from, to, expected) => {
    const drift = await findSchemaDrift({
      serverUrl: serverUrl(),
      schema: edited(from, to),
      migrationsDir,
    });
    expect(drift.join('\n')).toMatch(expected);
  });
});
