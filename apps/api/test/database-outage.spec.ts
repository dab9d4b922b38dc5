import { rmSync } from 'node:fs';
import { dirname } from 'node:path';
import type { INestApplication } from '@nestjs/common';
import {
  applyMigrations,
  startEmbeddedPostgres,
  temporaryDataDir,
  type EmbeddedPostgres,
} from '@marque/database';
import { createApp } from '../src/app-factory';
import { listen, type HttpClient } from './http-client';

// While PostgreSQL is away (restarting, its machine rebooting), a phone's write gets a 503 with
// Retry-After, which it retries, never a 500; once the database is back, the same write goes in.

const ADMIN = { email: 'outage@marque.test', password: 'correct horse battery staple' };
const NOWHERE = '00000000-0000-4000-8000-000000000000';

function expectUnavailable(response: { status: number; body: unknown }, retryAfter: string | null) {
  expect(response.status).toBe(503);
  expect(response.body).toMatchObject({ statusCode: 503, error: 'Service Unavailable' });
  expect(retryAfter).toBe('5');
}

/** The request, with its Retry-After header. */
async function send(
  http: HttpClient,
  method: string,
  path: string,
  init: { body?: unknown; headers?: Record<string, string> } = {},
) {
  const response = await fetch(http.baseUrl + path, {
    method,
    headers: { 'content-type': 'application/json', ...init.headers },
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
  });
  const text = await response.text();
  return {
    status: response.status,
    body: text ? (JSON.parse(text) as unknown) : undefined,
    retryAfter: response.headers.get('retry-after'),
  };
}

describe('writes while the database is away', () => {
  describe('a database that cannot be reached at all', () => {
    let app: INestApplication;
    let http: HttpClient;

    beforeAll(async () => {
      app = await createApp({
        databaseUrl: 'postgresql://nobody:secret@127.0.0.1:1/marque',
        logLevels: [],
      });
      http = await listen(app);
    });

    afterAll(async () => {
      await app.close();
    });

    it.each([
      ['a login', 'POST', '/api/auth/login', { body: ADMIN }],
      [
        'a deal',
        'POST',
        `/api/tables/${NOWHERE}/deals`,
        { headers: { 'x-referee-code': 'ABCD2345' }, body: { dealer: 0, passedOut: true } },
      ],
      ['a code look-up', 'GET', '/api/referee/ABCD2345', {}],
    ])('answers %s with 503 and Retry-After', async (_what, method, path, init) => {
      const response = await send(http, method, path, init);
      expectUnavailable(response, response.retryAfter);
    });
  });

  describe('a database stopped in the middle of a tournament', () => {
    const dataDir = temporaryDataDir('marque-outage-');
    let server: EmbeddedPostgres;
    let app: INestApplication;
    let http: HttpClient;
    let organiser: Record<string, string>;
    let base: string;
    let table: { id: string; refereeCode: string; firstDealer: number };

    beforeAll(async () => {
      server = await startEmbeddedPostgres({ dataDir, persistent: true });
      await applyMigrations(server.url);
      process.env['MARQUE_ADMIN_EMAIL'] = ADMIN.email;
      process.env['MARQUE_ADMIN_PASSWORD'] = ADMIN.password;
      app = await createApp({ databaseUrl: server.url, logLevels: [] });
      http = await listen(app);
      const login = await http.request('POST', '/api/auth/login', { body: ADMIN });
      organiser = {
        authorization: `Bearer ${(login.body as { accessToken: string }).accessToken}`,
      };
      const created = await http.request('POST', '/api/tournaments', {
        headers: organiser,
        body: { name: 'Open de la panne', rounds: 3, pairing: 'round-robin' },
      });
      base = `/api/tournaments/${(created.body as { id: string }).id}`;
      for (const name of ['Les As', 'Les Rois']) {
        await http.request('POST', `${base}/teams`, {
          headers: organiser,
          body: { name, players: ['A', 'B'] },
        });
      }
      const round = await http.request('POST', `${base}/rounds`, { headers: organiser });
      table = (round.body as { tables: Array<typeof table> }).tables[0] as typeof table;
    }, 60_000);

    afterAll(async () => {
      await app?.close();
      await server?.stop();
      rmSync(dirname(dataDir), { recursive: true, force: true });
    });

    it('answers every write with 503 and Retry-After, and takes it once the database is back', async () => {
      const deal = () =>
        send(http, 'POST', `/api/tables/${table.id}/deals`, {
          headers: { 'x-referee-code': table.refereeCode, 'idempotency-key': 'first-deal' },
          body: { dealer: table.firstDealer, passedOut: true },
        });
      await server.stop();

      const writes = [
        await deal(),
        await send(http, 'POST', '/api/auth/login', { body: ADMIN }),
        await send(http, 'POST', `${base}/teams`, {
          headers: organiser,
          body: { name: 'En retard', players: ['C', 'D'] },
        }),
        await send(http, 'POST', `${base}/rounds/1/close`, { headers: organiser }),
      ];
      for (const response of writes) expectUnavailable(response, response.retryAfter);

      server = await startEmbeddedPostgres({ dataDir, port: server.port, persistent: true });
      let again = await deal();
      // The pool finds out about connections the restart broke on their first use: the phone's
      // retry after Retry-After gets through.
      for (let retry = 0; again.status === 503 && retry < 5; retry += 1) again = await deal();
      expect(again.status).toBe(201);
    }, 60_000);
  });
});
