import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Client } from 'pg';
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
import { nameKey, normaliseText, searchText, sortKey, splitFullName } from '@marque/people';

// The migration that made the registry (issue 25): every player of every team became a person,
// matched across tournaments by name and club, and the seats name them. Run on a database
// migrated up to the migration before it, with teams written as they were then.

const REGISTRY = 'player_registry';

interface PersonRow {
  id: string;
  first_name: string;
  last_name: string;
  club: string | null;
  name_key: string;
  search_text: string;
  sort_key: string;
}

describe('the player registry migration', () => {
  const serverUrl = process.env[TEST_SERVER_URL] as string;
  const name = uniqueDatabaseName('registry');
  const url = databaseUrlFor(serverUrl, name);
  const migrations = prismaPaths().migrationsDir;
  const registry = readMigrationFiles(migrations).find((file) => file.name.endsWith(REGISTRY));
  let before: string;

  beforeAll(async () => {
    await createDatabase(serverUrl, name);
    // The migrations before the registry's, applied as a server of that time had them.
    before = mkdtempSync(join(tmpdir(), 'marque-registry-'));
    cpSync(migrations, before, {
      recursive: true,
      // Only the folders that sort before the registry's (later ones, such as clubs, expect it).
      filter: (path) => {
        const folder = path.slice(migrations.length + 1).split('/')[0] ?? '';
        return !/^\d{14}_/.test(folder) || folder < (registry?.name ?? '');
      },
    });
    await applyMigrations(url, { migrationsDir: before });
  });

  afterAll(async () => {
    await dropDatabase(serverUrl, name);
    rmSync(before, { recursive: true, force: true });
  });

  it('makes one person per name and club across tournaments, and links every seat', async () => {
    await withClient(url, async (client) => {
      const march = await tournament(client, 'Mars', '2026-03-01 10:00');
      const june = await tournament(client, 'Juin', '2026-06-01 10:00');
      await team(
        client,
        march,
        'A',
        ['Hélène DUPRÉ', 'Noël Lefèvre'],
        'CC Sion',
        '2026-03-01 10:00',
      );
      await team(
        client,
        march,
        'B',
        ['Jean Martin', 'Jean  Martin'],
        'CC Sion',
        '2026-03-01 10:01',
      );
      await team(
        client,
        june,
        'C',
        ['helene dupre', 'DUPONT Jean-Marc'],
        'cc sion',
        '2026-06-01 10:00',
      );
      await team(client, june, 'D', ['Hélène Dupré', 'Zaza'], 'Monthey', '2026-06-01 10:01');
      await team(client, june, 'E', ['Jean Martin', 'Lou'], 'CC Sion', '2026-06-01 10:02');
    });
    await applyMigrations(url, { migrationsDir: migrations });

    await withClient(url, async (client) => {
      const people = (
        await client.query<PersonRow>(
          'SELECT id, first_name, last_name, club, name_key, search_text, sort_key FROM people ORDER BY sort_key, club',
        )
      ).rows;
      const seats = (
        await client.query<{
          name: string;
          player_1: string;
          player_2: string;
          p1: string;
          p2: string;
        }>(
          `SELECT t.name, t.player_1, t.player_2, a.first_name || '/' || a.last_name || '/' || coalesce(a.club, '') AS p1,
                  b.first_name || '/' || b.last_name || '/' || coalesce(b.club, '') AS p2, t.player_1_id, t.player_2_id
           FROM teams t JOIN people a ON a.id = t.player_1_id JOIN people b ON b.id = t.player_2_id ORDER BY t.name`,
        )
      ).rows;
      // Hélène of CC Sion in March and June, written as she was last; another of Monthey; two Jean
      // Martin at one table in March, the first of whom played again in June.
      expect(people.map((p) => `${p.first_name}/${p.last_name}/${p.club ?? ''}`).sort()).toEqual([
        '/Lou/CC Sion',
        '/Zaza/Monthey',
        'Hélène/Dupré/Monthey',
        'Jean-Marc/DUPONT/cc sion',
        'Jean/Martin/CC Sion',
        'Jean/Martin/CC Sion',
        'Noël/Lefèvre/CC Sion',
        'helene/dupre/cc sion',
      ]);
      expect(seats.map((seat) => [seat.name, seat.p1, seat.p2])).toEqual([
        ['A', 'helene/dupre/cc sion', 'Noël/Lefèvre/CC Sion'],
        ['B', 'Jean/Martin/CC Sion', 'Jean/Martin/CC Sion'],
        ['C', 'helene/dupre/cc sion', 'Jean-Marc/DUPONT/cc sion'],
        ['D', 'Hélène/Dupré/Monthey', '/Zaza/Monthey'],
        ['E', 'Jean/Martin/CC Sion', '/Lou/CC Sion'],
      ]);
      const ids = await client.query<{ a: string; b: string; e: string }>(
        `SELECT (SELECT player_1_id FROM teams WHERE name = 'B') AS a,
                (SELECT player_2_id FROM teams WHERE name = 'B') AS b,
                (SELECT player_1_id FROM teams WHERE name = 'E') AS e`,
      );
      expect(ids.rows[0]?.a).not.toBe(ids.rows[0]?.b);
      expect(ids.rows[0]?.e).toBe(ids.rows[0]?.a);
      // The seats keep the names as they were written.
      expect(seats.map((seat) => seat.player_1)).toEqual([
        'Hélène DUPRÉ',
        'Jean Martin',
        'helene dupre',
        'Hélène Dupré',
        'Jean Martin',
      ]);
      // The normal forms are the ones the API computes for a new person.
      for (const person of people) {
        const names = {
          firstName: person.first_name,
          lastName: person.last_name,
          club: person.club,
        };
        expect([person.name_key, person.search_text, person.sort_key]).toEqual([
          nameKey(names),
          searchText(names),
          sortKey(names),
        ]);
      }
    });
  });

  it('normalises and splits names in SQL as libs/people does', async () => {
    const sql = registry?.sql ?? '';
    const normal = /CREATE FUNCTION pg_temp\.marque_normal[\s\S]*?\$\$;/.exec(sql)?.[0];
    const split = /CREATE FUNCTION pg_temp\.marque_split[\s\S]*?\$\$;/.exec(sql)?.[0];
    const names = [
      'Hélène d’Aubigné-Dupont',
      'FRANÇOIS Lœuvre',
      'Æsa Groß',
      'Øyvind Łukasz Đorđe',
      "  Jean-Pierre   O'Neil ",
      'Zoë (CC Sion) 12/34',
      'Ñúñez «Paco» Çelik',
      'DUPONT Jean-Marc',
      'LE GALL Yann',
      'JEAN DUPONT',
      'Zaza',
      'Marie\u00a0Claire',
      'Müller_Lüdenscheidt 50%',
    ];
    await withClient(url, async (client) => {
      await client.query(normal as string);
      await client.query(split as string);
      for (const written of names) {
        const result = await client.query<{ normal: string; split: string[] }>(
          'SELECT pg_temp.marque_normal($1) AS normal, pg_temp.marque_split($1) AS split',
          [written],
        );
        const { firstName, lastName } = splitFullName(written);
        expect({ written, ...result.rows[0] }).toEqual({
          written,
          normal: normaliseText(written),
          split: [firstName, lastName],
        });
      }
    });
  });
});

async function tournament(client: Client, name: string, createdAt: string): Promise<string> {
  const result = await client.query<{ id: string }>(
    `INSERT INTO tournaments (id, name, rounds, created_at, updated_at)
     VALUES (gen_random_uuid(), $1, 3, $2, $2) RETURNING id`,
    [name, createdAt],
  );
  return result.rows[0]?.id as string;
}

async function team(
  client: Client,
  tournamentId: string,
  name: string,
  players: [string, string],
  club: string,
  createdAt: string,
): Promise<void> {
  await client.query(
    `INSERT INTO teams (id, tournament_id, name, player_1, player_2, club, created_at)
     VALUES (gen_random_uuid(), $1, $2, $3, $4, $5, $6)`,
    [tournamentId, name, ...players, club, createdAt],
  );
}
