import type { INestApplication } from '@nestjs/common';
import bcrypt from 'bcryptjs';
import { createApp } from '../src/app-factory';
import { UsersRepository } from '../src/auth/users.repository';
import { startApiUnderTest, type ApiUnderTest } from './api-under-test';
import { listen, type HttpClient } from './http-client';

// Everybody in the hall reaches the API through the web app's /api forwarder, one address: the
// limits must count each person (X-Forwarded-For, believed from the trusted forwarder only),
// count wrong guesses only, and cover every endpoint that checks a secret.

const ADMIN = { email: 'limits@marque.test', password: 'correct horse battery staple' };

/** A request from `address`, as the web app's forwarder on this machine sends it. */
const from = (address: string, headers: Record<string, string> = {}) => ({
  'x-forwarded-for': address,
  ...headers,
});

describe('rate limits', () => {
  let api: ApiUnderTest;
  let http: HttpClient;
  let table: { id: string; refereeCode: string; firstDealer: number };

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
    api = await startApiUnderTest(ADMIN);
    http = api.http;
    const created = await http.request('POST', '/api/tournaments', {
      headers: api.organiser,
      body: { name: 'Open des limites', rounds: 3, pairing: 'round-robin' },
    });
    const base = `/api/tournaments/${(created.body as { id: string }).id}`;
    for (const name of ['Les As', 'Les Rois']) {
      await http.request('POST', `${base}/teams`, {
        headers: api.organiser,
        body: { name, players: ['A', 'B'] },
      });
    }
    const round = await http.request('POST', `${base}/rounds`, { headers: api.organiser });
    table = (round.body as { tables: Array<typeof table> }).tables[0] as typeof table;
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

    it('stops an account after 30 wrong passwords from anywhere, since addresses can be made up', async () => {
      await organiser('target@marque.test', 'a long passphrase');
      for (let attempt = 0; attempt < 30; attempt += 1) {
        const address = `198.18.${attempt}.1`;
        expect((await login('target@marque.test', 'guess', address)).status).toBe(401);
      }
      expect((await login('target@marque.test', 'guess', '198.18.99.1')).status).toBe(429);
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

    it('stops wrong codes on a score sheet after 30 from one address, and its code look-ups with them', async () => {
      for (let attempt = 0; attempt < 30; attempt += 1) {
        expect((await postDeal(`WRONG${attempt}`, '198.51.100.1')).status).toBe(403);
      }
      const refused = await postDeal(table.refereeCode, '198.51.100.1');
      expect(refused.status).toBe(429);
      const lookUp = await http.request('GET', `/api/referee/${table.refereeCode}`, {
        headers: from('198.51.100.1'),
      });
      expect(lookUp.status).toBe(429);
      // The referee of that table, on another phone, still records the deal.
      expect((await postDeal(table.refereeCode, '198.51.100.2')).status).toBe(201);
    });

    it('does not count right codes: the referees of a whole hall share one address', async () => {
      for (let attempt = 0; attempt < 40; attempt += 1) {
        const response = await http.request('GET', `/api/referee/${table.refereeCode}`, {
          headers: from('198.51.100.50'),
        });
        expect(response.status).toBe(200);
      }
    });

    it('stops code look-ups after 30 wrong codes from one address', async () => {
      for (let attempt = 0; attempt < 30; attempt += 1) {
        const response = await http.request('GET', `/api/referee/WRONG${attempt}`, {
          headers: from('198.51.100.7'),
        });
        expect(response.status).toBe(404);
      }
      const refused = await http.request('GET', `/api/referee/${table.refereeCode}`, {
        headers: from('198.51.100.7'),
      });
      expect(refused.status).toBe(429);
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
