import type { INestApplication } from '@nestjs/common';
import bcrypt from 'bcryptjs';
import { withClient } from '@marque/database';
import { createApp } from '../src/app-factory';
import { UsersRepository } from '../src/auth/users.repository';
import { createTestDatabase, type TestDatabase } from '@marque/database/testing';
import {
  API_START_MS,
  callApi,
  startApiProcess,
  stopApiProcess,
  type ApiProcess,
} from './api-process';
import { startApiUnderTest, type ApiUnderTest } from './api-under-test';
import { listen, type HttpClient } from './http-client';

// Everybody in the hall reaches the API through the web app's /api forwarder, one address: the
// limits must count each person (X-Forwarded-For, believed from the proven forwarder only, its
// last entry only), count wrong guesses only, never lock the owner of a secret out because of
// someone else's guesses, cover every endpoint that checks a secret, and be one budget for
// every API process.

const ADMIN = { email: 'limits@marque.test', password: 'correct horse battery staple' };
const FORWARDER_SECRET = 'the-web-app-forwards';
/** Wrong referee codes an address may send in 10 minutes (rate-limits.service.ts). */
const REFEREE_BUDGET = 100;
/** Wrong referee codes a phone with a referee's pass may send in 10 minutes. */
const PASS_BUDGET = 30;

/** A request from `address`, as the web app's forwarder on this machine sends it. */
const from = (address: string, headers: Record<string, string> = {}) => ({
  'x-forwarded-for': address,
  'x-marque-forwarder': FORWARDER_SECRET,
  ...headers,
});

describe('rate limits', () => {
  let api: ApiUnderTest;
  let http: HttpClient;
  let table: { id: string; refereeCode: string; firstDealer: number };
  let otherTable: typeof table;

  /** An organiser whose password hash is cheap to check (bcrypt cost 4), so tests stay fast. */
  async function organiser(email: string, password: string): Promise<void> {
    await api.app.get(UsersRepository).upsert(email, await bcrypt.hash(password, 4));
  }

  const login = (email: string, password: string, address: string, client = http) =>
    client.request('POST', '/api/auth/login', {
      body: { email, password },
      headers: from(address),
    });

  beforeAll(async () => {
    api = await startApiUnderTest(ADMIN, { forwarderSecret: FORWARDER_SECRET });
    http = api.http;
    const created = await http.request('POST', '/api/tournaments', {
      headers: api.organiser,
      body: { name: 'Open des limites', rounds: 3, pairing: 'round-robin' },
    });
    const base = `/api/tournaments/${(created.body as { id: string }).id}`;
    for (const name of ['Les As', 'Les Rois', 'Les Dames', 'Les Valets']) {
      await http.request('POST', `${base}/teams`, {
        headers: api.organiser,
        body: { name, players: ['A', 'B'] },
      });
    }
    const round = await http.request('POST', `${base}/rounds`, { headers: api.organiser });
    [table, otherTable] = (round.body as { tables: Array<typeof table> }).tables as [
      typeof table,
      typeof table,
    ];
  });

  afterAll(async () => {
    await api.close();
  });

  describe('on logins', () => {
    it('stops one account from one address after 10 wrong passwords, not from another', async () => {
      await organiser('anne@marque.test', 'the right one');
      for (let attempt = 0; attempt < 10; attempt += 1) {
        expect((await login('anne@marque.test', 'wrong', '203.0.113.1')).status).toBe(401);
      }
      const refused = await login('anne@marque.test', 'the right one', '203.0.113.1');
      expect(refused.status).toBe(429);
      expect(refused.body).toMatchObject({ statusCode: 429, error: 'Too Many Requests' });
      const wait = Number((await fetchRetryAfter('anne@marque.test', '203.0.113.1')) ?? 0);
      expect(wait).toBeGreaterThan(0);
      expect(wait).toBeLessThanOrEqual(60);
      // The organiser at the next table of the same hall, through the same web app, logs in.
      expect((await login('anne@marque.test', 'the right one', '203.0.113.2')).status).toBe(200);
      // And another account from the first address is not concerned.
      await organiser('marc@marque.test', 'his own');
      expect((await login('marc@marque.test', 'his own', '203.0.113.1')).status).toBe(200);
    });

    it('does not count right passwords: a shared address logs in as often as it needs', async () => {
      await organiser('club@marque.test', 'shared laptop');
      for (let attempt = 0; attempt < 15; attempt += 1) {
        expect((await login('club@marque.test', 'shared laptop', '203.0.113.9')).status).toBe(200);
      }
    });

    it('stops an account guessed from 30 addresses on new addresses, not its owner on his own', async () => {
      await organiser('target@marque.test', 'a long passphrase');
      // The owner signed in from home last week.
      expect((await login('target@marque.test', 'a long passphrase', '192.0.2.80')).status).toBe(
        200,
      );
      for (let attempt = 0; attempt < 30; attempt += 1) {
        const address = `198.18.${attempt}.1`;
        expect((await login('target@marque.test', 'guess', address)).status).toBe(401);
      }
      // The guesser's next address is refused, whatever it tries: guessing stays bounded.
      expect((await login('target@marque.test', 'guess', '198.18.99.1')).status).toBe(429);
      expect((await login('target@marque.test', 'a long passphrase', '198.18.99.1')).status).toBe(
        429,
      );
      // The owner, at home, is not locked out by someone else's guesses.
      expect((await login('target@marque.test', 'a long passphrase', '192.0.2.80')).status).toBe(
        200,
      );
      // Nor can the guesser go on from there... 10 wrong ones from the owner's address at most.
      for (let attempt = 0; attempt < 10; attempt += 1) {
        expect((await login('target@marque.test', 'guess', '192.0.2.80')).status).toBe(401);
      }
      expect((await login('target@marque.test', 'guess', '192.0.2.80')).status).toBe(429);
    });

    it('believes X-Forwarded-For only from trusted proxies (MARQUE_TRUSTED_PROXIES)', async () => {
      const direct = await createApp({
        databaseUrl: api.database.url,
        logLevels: ['error'],
        http: { trustedProxies: [] },
      });
      try {
        const client = await listen(direct as INestApplication);
        await organiser('bob@marque.test', 'right');
        // Made-up addresses from a client the API does not trust: all one address, its own.
        for (let attempt = 0; attempt < 10; attempt += 1) {
          const response = await login('bob@marque.test', 'wrong', `192.0.2.${attempt}`, client);
          expect(response.status).toBe(401);
        }
        expect((await login('bob@marque.test', 'right', '192.0.2.200', client)).status).toBe(429);
      } finally {
        await direct.close();
      }
    });
  });

  describe('on referee codes', () => {
    const deal = () => ({ dealer: table.firstDealer, passedOut: true });
    const postDeal = (code: string, address: string) =>
      http.request('POST', `/api/tables/${table.id}/deals`, {
        headers: from(address, { 'x-referee-code': code }),
        body: deal(),
      });

    it("lets a referee in after a neighbour's 30 wrong codes from the same address", async () => {
      for (let attempt = 0; attempt < 30; attempt += 1) {
        expect((await postDeal(`WRONG${attempt}`, '198.51.100.1')).status).toBe(403);
      }
      const lookUp = await http.request('GET', `/api/referee/${table.refereeCode}`, {
        headers: from('198.51.100.1'),
      });
      expect(lookUp.status).toBe(200);
      expect((await postDeal(table.refereeCode, '198.51.100.1')).status).toBe(201);
    });

    it('stops code look-ups and sheet writes from an address past its budget of wrong codes', async () => {
      for (let attempt = 0; attempt < REFEREE_BUDGET; attempt += 1) {
        const response = await http.request('GET', `/api/referee/WRONG${attempt}`, {
          headers: from('198.51.100.7'),
        });
        expect(response.status).toBe(404);
      }
      const refused = await http.request('GET', `/api/referee/${table.refereeCode}`, {
        headers: from('198.51.100.7'),
      });
      expect(refused.status).toBe(429);
      expect((await postDeal(table.refereeCode, '198.51.100.7')).status).toBe(429);
      // The referee of that table, on another phone, still gets in.
      const elsewhere = await http.request('GET', `/api/referee/${table.refereeCode}`, {
        headers: from('198.51.100.8'),
      });
      expect(elsewhere.status).toBe(200);
    });

    it('does not count right codes: the referees of a whole hall share one address', async () => {
      for (let attempt = 0; attempt < REFEREE_BUDGET + 10; attempt += 1) {
        const response = await http.request('GET', `/api/referee/${table.refereeCode}`, {
          headers: from('198.51.100.50'),
        });
        expect(response.status).toBe(200);
      }
    });

    /** The table's next deal (a passed-out one), whatever the tests before have written. */
    const nextDeal = async () => {
      const sheet = await http.request('GET', `/api/tables/${table.id}`);
      const played = (sheet.body as { game: { deals: unknown[] } }).game.deals.length;
      return { dealer: (table.firstDealer + played) % 4, passedOut: true };
    };

    /** The referee's pass a right code gave, as the phone's browser sends it back. */
    const passOf = (response: { headers: Record<string, string> }): string => {
      const cookie = /marque_referee_pass=([^;]+);[^,]*HttpOnly; SameSite=Strict/.exec(
        response.headers['set-cookie'] ?? '',
      );
      if (!cookie) throw new Error(`no referee pass in ${response.headers['set-cookie']}`);
      return `marque_referee_pass=${cookie[1]}`;
    };

    it("keeps a phone that opened its table once in, whatever a guesser on the hall's wifi spends", async () => {
      const hall = '198.51.100.60';
      const opened = await http.request('GET', `/api/referee/${table.refereeCode}`, {
        headers: from(hall),
      });
      expect(opened.status).toBe(200);
      const pass = passOf(opened);
      // A guesser on the same wifi spends the address's whole budget.
      for (let attempt = 0; attempt < REFEREE_BUDGET; attempt += 1) {
        const guess = await http.request('GET', `/api/referee/GUESS${attempt}`, {
          headers: from(hall),
        });
        expect(guess.status).toBe(404);
      }
      expect(
        (await http.request('GET', `/api/referee/${table.refereeCode}`, { headers: from(hall) }))
          .status,
      ).toBe(429);
      // The referee's phone still opens its table and writes its sheet.
      const again = await http.request('GET', `/api/referee/${table.refereeCode}`, {
        headers: from(hall, { cookie: pass }),
      });
      expect(again.status).toBe(200);
      // A pass already held is not given again.
      expect(again.headers['set-cookie']).toBeUndefined();
      const written = await http.request('POST', `/api/tables/${table.id}/deals`, {
        headers: from(hall, { 'x-referee-code': table.refereeCode, cookie: pass }),
        body: await nextDeal(),
      });
      expect(written.status).toBe(201);
      // A pass opens nothing by itself: a wrong code with it is still refused.
      const wrong = await http.request('POST', `/api/tables/${table.id}/deals`, {
        headers: from(hall, { 'x-referee-code': 'WRONGCODE', cookie: pass }),
        body: deal(),
      });
      expect(wrong.status).toBe(403);
    });

    it("writes no counter for a referee's deals with the pass its code earned: nothing is guessed", async () => {
      const opened = await http.request('GET', `/api/referee/${table.refereeCode}`, {
        headers: from('198.51.100.90'),
      });
      const pass = passOf(opened);
      const counters = () =>
        withClient(api.database.url, async (client) => {
          const { rows } = await client.query<{ key: string; points: number }>(
            'SELECT key, points FROM rate_limits ORDER BY key',
          );
          return rows;
        });
      const before = await counters();
      for (let deal = 0; deal < 3; deal += 1) {
        const written = await http.request('POST', `/api/tables/${table.id}/deals`, {
          headers: from('198.51.100.90', { 'x-referee-code': table.refereeCode, cookie: pass }),
          body: await nextDeal(),
        });
        expect(written.status).toBe(201);
      }
      // A point given back is written after the answer: long enough for it to land.
      await new Promise((resolve) => setTimeout(resolve, 200));
      expect(await counters()).toEqual(before);
      // The same pass with a wrong code is still counted, in the pass's budget.
      const wrong = await http.request('POST', `/api/tables/${table.id}/deals`, {
        headers: from('198.51.100.90', { 'x-referee-code': 'WRONGCODE', cookie: pass }),
        body: await nextDeal(),
      });
      expect(wrong.status).toBe(403);
      const spent = (await counters()).map(
        ({ key, points }) => points - (before.find((row) => row.key === key)?.points ?? 0),
      );
      expect(spent.filter((points) => points !== 0)).toEqual([1]);
    });

    it("gives a phone with a pass a budget of its own, which only that pass's wrong codes spend", async () => {
      const first = await http.request('GET', `/api/referee/${otherTable.refereeCode}`, {
        headers: from('198.51.100.70'),
      });
      expect(first.status).toBe(200);
      const pass = passOf(first);
      const statuses: number[] = [];
      for (let attempt = 0; attempt <= PASS_BUDGET; attempt += 1) {
        const guess = await http.request('GET', `/api/referee/PASSGUESS${attempt}`, {
          headers: from('198.51.100.71', { cookie: pass }),
        });
        statuses.push(guess.status);
      }
      expect(statuses.slice(0, PASS_BUDGET).every((status) => status === 404)).toBe(true);
      expect(statuses[PASS_BUDGET]).toBe(429);
      // Its address's budget is untouched: another phone there gets in.
      const neighbour = await http.request('GET', `/api/referee/${otherTable.refereeCode}`, {
        headers: from('198.51.100.71'),
      });
      expect(neighbour.status).toBe(200);
      // Showing the same right code again earns a pass with the same budget, not a fresh one.
      const renewed = await http.request('GET', `/api/referee/PASSGUESS-AGAIN`, {
        headers: from('198.51.100.72', { cookie: passOf(neighbour) }),
      });
      expect(renewed.status).toBe(429);
    });

    it('treats a forged pass, or an organiser token as one, as no pass', async () => {
      const token = api.organiser['authorization']!.replace(/^Bearer /i, '');
      for (const forged of [
        'marque_referee_pass=forged.not.signed',
        `marque_referee_pass=${token}`,
      ]) {
        const address = forged.includes('forged') ? '198.51.100.80' : '198.51.100.81';
        const statuses: number[] = [];
        for (let attempt = 0; attempt <= REFEREE_BUDGET; attempt += 1) {
          const guess = await http.request('GET', `/api/referee/FORGED${attempt}`, {
            headers: from(address, { cookie: forged }),
          });
          statuses.push(guess.status);
        }
        expect(statuses[PASS_BUDGET]).toBe(404);
        expect(statuses[REFEREE_BUDGET]).toBe(429);
      }
    });

    it('counts a program on the API machine that writes its own X-Forwarded-For as itself', async () => {
      // Straight to the API from loopback, without the forwarder's secret: each request claims
      // another address; all are one, the connection's.
      const statuses: number[] = [];
      for (let attempt = 0; attempt <= REFEREE_BUDGET; attempt += 1) {
        const response = await http.request('GET', `/api/referee/FORGED${attempt}`, {
          headers: { 'x-forwarded-for': `203.0.113.${attempt % 250}` },
        });
        statuses.push(response.status);
      }
      expect(statuses.slice(0, REFEREE_BUDGET).every((status) => status === 404)).toBe(true);
      expect(statuses[REFEREE_BUDGET]).toBe(429);
    });

    it('reads only the address the forwarder saw, not a chain the client began', async () => {
      // Through the forwarder, which saw 127.0.0.9, a client that had sent its own chain.
      const statuses: number[] = [];
      for (let attempt = 0; attempt <= REFEREE_BUDGET; attempt += 1) {
        const response = await http.request('GET', `/api/referee/CHAIN${attempt}`, {
          headers: from(`203.0.113.${attempt % 250}, 127.0.0.9`),
        });
        statuses.push(response.status);
      }
      expect(statuses[REFEREE_BUDGET]).toBe(429);
      const another = await http.request('GET', `/api/referee/${table.refereeCode}`, {
        headers: from('198.51.100.91'),
      });
      expect(another.status).toBe(200);
    });
  });

  describe('counted in PostgreSQL', () => {
    it('without waiting for a disk flush: the counters are unlogged (a crash forgets them)', async () => {
      const persistence = await withClient(api.database.url, async (client) => {
        const { rows } = await client.query<{ relpersistence: string }>(
          "SELECT relpersistence FROM pg_class WHERE oid = 'rate_limits'::regclass",
        );
        return rows[0]?.relpersistence;
      });
      expect(persistence).toBe('u');
    });
  });

  describe('kept in the database', () => {
    let database: TestDatabase;
    let processes: ApiProcess[] = [];

    beforeAll(async () => {
      database = await createTestDatabase();
      const env = {
        DATABASE_URL: database.url,
        MARQUE_ADMIN_EMAIL: ADMIN.email,
        MARQUE_ADMIN_PASSWORD: ADMIN.password,
        MARQUE_JWT_SECRET: 'replicas-share-one-secret',
        MARQUE_FORWARDER_SECRET: FORWARDER_SECRET,
      };
      // One after the other: two TypeScript starts at once can take longer than their wait.
      processes = [await startApiProcess(env), await startApiProcess(env)];
    }, 2 * API_START_MS);

    afterAll(async () => {
      await Promise.all(processes.map(stopApiProcess));
      await database.drop();
    });

    it('is one budget for every API process', async () => {
      const [first, second] = processes as [ApiProcess, ApiProcess];
      const guess = (api: ApiProcess, attempt: number) =>
        callApi(api, 'GET', `/api/referee/WRONG${attempt}`, undefined, from('198.51.100.200'));
      for (let attempt = 0; attempt < REFEREE_BUDGET; attempt += 1) {
        expect((await guess(attempt % 2 === 0 ? first : second, attempt)).status).toBe(404);
      }
      expect((await guess(first, REFEREE_BUDGET)).status).toBe(429);
      expect((await guess(second, REFEREE_BUDGET + 1)).status).toBe(429);
    });
  });

  describe('while the database is away', () => {
    it('refuses with the 503 every request gets then, never lets a guess through uncounted', async () => {
      // No administrator to create at start (which would need the database).
      const admin = { email: process.env['MARQUE_ADMIN_EMAIL'] };
      delete process.env['MARQUE_ADMIN_EMAIL'];
      const away = await createApp({
        databaseUrl: 'postgresql://nobody:secret@127.0.0.1:1/marque',
        logLevels: [],
      });
      try {
        const client = await listen(away as INestApplication);
        const guess = await fetch(`${client.baseUrl}/api/referee/WRONG1`);
        expect(guess.status).toBe(503);
        expect(guess.headers.get('retry-after')).toBe('5');
        const password = await fetch(`${client.baseUrl}/api/auth/login`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ email: 'anyone@marque.test', password: 'guess' }),
        });
        expect(password.status).toBe(503);
      } finally {
        await away.close();
        process.env['MARQUE_ADMIN_EMAIL'] = admin.email;
      }
    });
  });

  /** The Retry-After of a login refused with 429. */
  async function fetchRetryAfter(email: string, address: string): Promise<string | null> {
    const response = await fetch(`${http.baseUrl}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...from(address) },
      body: JSON.stringify({ email, password: 'wrong' }),
    });
    expect(response.status).toBe(429);
    return response.headers.get('retry-after');
  }
});
