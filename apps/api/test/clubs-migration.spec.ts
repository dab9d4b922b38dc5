import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  applyMigrations,
  createDatabase,
  databaseUrlFor,
  dropDatabase,
  prismaPaths,
  readMigrationFiles,
  uniqueDatabaseName,
  withClient,
} from '@marque/database';
import { TEST_SERVER_URL } from '@marque/database/testing';

// The migration to clubs, on a database of before: each organiser with tournaments gets a club
// named after them (their e-mail up to the @), with them as its member and their tournaments in
// it; the tournaments of a deleted organiser go to one club "Club" without members.

const MIGRATION = 'clubs_and_accounts';

describe(`the migration ${MIGRATION}`, () => {
  const serverUrl = process.env[TEST_SERVER_URL] as string;
  const name = uniqueDatabaseName('clubs-migration');
  const url = databaseUrlFor(serverUrl, name);
  let before: string;

  beforeAll(async () => {
    const { migrationsDir } = prismaPaths();
    before = join(mkdtempSync(join(tmpdir(), 'marque-before-clubs-')), 'migrations');
    cpSync(migrationsDir, before, { recursive: true });
    // The clubs' migration and every later one (seasons' series belong to a club) left out.
    const all = readMigrationFiles(before);
    const at = all.findIndex((each) => each.name.endsWith(MIGRATION));
    for (const later of all.slice(at)) rmSync(join(before, later.name), { recursive: true });
    await createDatabase(serverUrl, name);
    await applyMigrations(url, { migrationsDir: before });
    await withClient(url, async (client) => {
      await client.query(`INSERT INTO users (id, email, password_hash) VALUES
        ('11111111-1111-4111-8111-111111111111', 'anne.rey@club.test', 'x'),
        ('22222222-2222-4222-8222-222222222222', 'marc@club.test', 'x'),
        ('33333333-3333-4333-8333-333333333333', 'idle@club.test', 'x')`);
      await client.query(`INSERT INTO tournaments (id, name, rounds, owner_id, updated_at) VALUES
        (gen_random_uuid(), 'Anne 1', 3, '11111111-1111-4111-8111-111111111111', now()),
        (gen_random_uuid(), 'Anne 2', 3, '11111111-1111-4111-8111-111111111111', now()),
        (gen_random_uuid(), 'Marc 1', 3, '22222222-2222-4222-8222-222222222222', now()),
        (gen_random_uuid(), 'Orpheline', 3, NULL, now())`);
    });
    await applyMigrations(url);
  });

  afterAll(async () => {
    await dropDatabase(serverUrl, name);
    rmSync(join(before, '..'), { recursive: true, force: true });
  });

  const rows = (sql: string) => withClient(url, async (client) => (await client.query(sql)).rows);

  it('names every organiser by their e-mail address up to the @', async () => {
    expect(await rows('SELECT email, display_name FROM users ORDER BY email')).toEqual([
      { email: 'anne.rey@club.test', display_name: 'anne.rey' },
      { email: 'idle@club.test', display_name: 'idle' },
      { email: 'marc@club.test', display_name: 'marc' },
    ]);
  });

  it("puts each organiser's tournaments in a club of theirs, and the orphans in « Club »", async () => {
    const placed = await rows(`
      SELECT t.name AS tournament, c.name AS club,
             (SELECT string_agg(u.email, ',') FROM club_members m JOIN users u ON u.id = m.user_id
              WHERE m.club_id = c.id) AS members
      FROM tournaments t JOIN clubs c ON c.id = t.club_id ORDER BY t.name`);
    expect(placed).toEqual([
      { tournament: 'Anne 1', club: 'anne.rey', members: 'anne.rey@club.test' },
      { tournament: 'Anne 2', club: 'anne.rey', members: 'anne.rey@club.test' },
      { tournament: 'Marc 1', club: 'marc', members: 'marc@club.test' },
      { tournament: 'Orpheline', club: 'Club', members: null },
    ]);
    expect(await rows('SELECT count(*)::int AS clubs FROM clubs')).toEqual([{ clubs: 3 }]);
  });
});
