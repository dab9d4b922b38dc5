import { readdirSync, readFileSync, rmSync } from 'node:fs';
import { dirname, join } from 'node:path';
import type { INestApplication } from '@nestjs/common';
import {
  applyMigrations,
  startEmbeddedPostgres,
  temporaryDataDir,
  type EmbeddedPostgres,
} from '@marque/database';
import { nextDealer, type Seat } from '@marque/rules';
import { createApp } from '../src/app-factory';
import { startApiProcess, stopApiProcess, type ApiProcess } from './api-process';
import { listen, type HttpClient } from './http-client';
import { connectSse } from './sse-client';

// While PostgreSQL is away (restarting, its machine rebooting, killed, frozen), a phone's write
// gets a 503 with Retry-After within seconds, which it retries, never a 500 nor a wait without
// end; once the database is back, the same write goes in, once.

const ADMIN = { email: 'outage@marque.test', password: 'correct horse battery staple' };
const NOWHERE = '00000000-0000-4000-8000-000000000000';
/**
 * The longest any request may take while the database is frozen (see MARQUE_DB_* below): a
 * query is given up 3 s in, and what this catches is a request held for good. A login past 8 s
 * failed the run twice beside `npm test`'s builds at load 15, the machine being that slow.
 */
const ANSWER_WITHIN_MS = 20_000;

interface Table {
  id: string;
  refereeCode: string;
  firstDealer: number;
}

/** A tournament of two teams with its first round started: one table to score. */
async function tournamentWithTable(api: Pick<HttpClient, 'baseUrl'>) {
  const login = await send(api, 'POST', '/api/auth/login', { body: ADMIN });
  const organiser = {
    authorization: `Bearer ${(login.body as { accessToken: string }).accessToken}`,
  };
  const created = await send(api, 'POST', '/api/tournaments', {
    headers: organiser,
    body: { name: 'Open de la panne', rounds: 3, pairing: 'round-robin' },
  });
  const id = (created.body as { id: string }).id;
  const base = `/api/tournaments/${id}`;
  for (const name of ['Les As', 'Les Rois']) {
    await send(api, 'POST', `${base}/teams`, {
      headers: organiser,
      body: { name, players: ['A', 'B'] },
    });
  }
  const round = await send(api, 'POST', `${base}/rounds`, { headers: organiser });
  const table = (round.body as { tables: Table[] }).tables[0] as Table;
  return { id, base, organiser, table };
}

/**
 * The sheet's `number`th passed-out deal (from 1), sent as the referee's phone sends it: with `key`
 * as its Idempotency-Key and the number it was typed as (X-Deal-Number).
 */
function sendDeal(api: Pick<HttpClient, 'baseUrl'>, table: Table, number: number, key: string) {
  let dealer = table.firstDealer as Seat;
  for (let deal = 1; deal < number; deal += 1) dealer = nextDealer(dealer);
  return send(api, 'POST', `/api/tables/${table.id}/deals`, {
    headers: {
      'x-referee-code': table.refereeCode,
      'idempotency-key': key,
      'x-deal-number': String(number),
    },
    body: { dealer, passedOut: true },
  });
}

async function dealsOn(api: Pick<HttpClient, 'baseUrl'>, table: Table): Promise<number> {
  const sheet = await send(api, 'GET', `/api/tables/${table.id}`);
  return (sheet.body as { game: { deals: unknown[] } }).game.deals.length;
}

/** Asks until `path` answers `status`; resolves with how long that took. */
async function waitForStatus(
  api: Pick<HttpClient, 'baseUrl'>,
  path: string,
  status: number,
  timeoutMs: number,
): Promise<number> {
  const started = Date.now();
  for (;;) {
    const response = await send(api, 'GET', path).catch(() => undefined);
    if (response?.status === status) return Date.now() - started;
    if (Date.now() - started > timeoutMs)
      throw new Error(`${path} did not answer ${status} within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

/** Sends again, as a phone does after Retry-After (sooner here), while the answer is a 503. */
async function whileUnavailable<T extends { status: number }>(request: () => Promise<T>) {
  let response = await request();
  for (let retry = 0; response.status === 503 && retry < 20; retry += 1) {
    await new Promise((resolve) => setTimeout(resolve, 500));
    response = await request();
  }
  return response;
}

/** `start`, tried again for up to 30 s while it fails. */
async function whenStarted<T>(start: () => Promise<T>): Promise<T> {
  const deadline = Date.now() + 30_000;
  for (;;) {
    try {
      return await start();
    } catch (error) {
      if (Date.now() > deadline) throw error;
      await new Promise((resolve) => setTimeout(resolve, 500));
    }
  }
}

/** Resolves once the API process has printed a line matching `pattern`. */
async function waitForOutput(api: ApiProcess, pattern: RegExp, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (api.printedAt(pattern) === undefined) {
    if (Date.now() > deadline) throw new Error(`No ${pattern} within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** The postmaster running on `dataDir` (its lock file says which) and every process it forked. */
function postgresProcesses(dataDir: string): number[] {
  const lock = readFileSync(join(dataDir, 'postmaster.pid'), 'utf8');
  const postmaster = Number(lock.split('\n', 1)[0]);
  const children = readdirSync('/proc')
    .filter((entry) => /^\d+$/.test(entry))
    .filter((pid) => {
      try {
        const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
        return Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]) === postmaster;
      } catch {
        return false; // gone meanwhile
      }
    })
    .map(Number);
  return [postmaster, ...children];
}

function signalAll(pids: number[], signal: NodeJS.Signals): void {
  for (const pid of pids) {
    try {
      process.kill(pid, signal);
    } catch {
      // a backend that exited meanwhile
    }
  }
}

function expectUnavailable(response: { status: number; body: unknown }, retryAfter: string | null) {
  expect(response.status).toBe(503);
  expect(response.body).toMatchObject({ statusCode: 503, error: 'Service Unavailable' });
  expect(retryAfter).toBe('5');
}

/** The request, with its Retry-After header. */
async function send(
  http: Pick<HttpClient, 'baseUrl'>,
  method: string,
  path: string,
  init: { body?: unknown; headers?: Record<string, string> } = {},
) {
  const response = await fetch(http.baseUrl + path, {
    method,
    headers: { 'content-type': 'application/json', ...init.headers },
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
    // An answer that does not come within this fails the test: the point is that none hangs.
    signal: AbortSignal.timeout(ANSWER_WITHIN_MS),
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
    });

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
    });
  });
  describe('an external database (DATABASE_URL) killed with SIGKILL, then started again', () => {
    const dataDir = temporaryDataDir('marque-external-kill-');
    let server: EmbeddedPostgres;
    let app: INestApplication;
    let http: HttpClient;

    beforeAll(async () => {
      server = await startEmbeddedPostgres({ dataDir, persistent: true });
      await applyMigrations(server.url);
      process.env['MARQUE_ADMIN_EMAIL'] = ADMIN.email;
      process.env['MARQUE_ADMIN_PASSWORD'] = ADMIN.password;
      app = await createApp({ databaseUrl: server.url, logLevels: [] });
      http = await listen(app);
    });

    afterAll(async () => {
      await app?.close();
      await server?.stop();
      rmSync(dirname(dataDir), { recursive: true, force: true });
    });

    it('answers 503 meanwhile, and its pool serves again by itself once the server is back', async () => {
      const { table } = await tournamentWithTable(http);
      expect((await sendDeal(http, table, 1, 'before-the-kill')).status).toBe(201);

      const [postmaster] = postgresProcesses(dataDir);
      process.kill(postmaster as number, 'SIGKILL');
      await waitForStatus(http, '/api/health', 503, 10_000);
      const refused = await sendDeal(http, table, 2, 'during-the-outage');
      expectUnavailable(refused, refused.retryAfter);

      // Its operator starts it again (the killed server's backends may hold it back a moment).
      server = await whenStarted(() =>
        startEmbeddedPostgres({ dataDir, port: server.port, persistent: true }),
      );
      const again = await whileUnavailable(() => sendDeal(http, table, 2, 'during-the-outage'));
      expect(again.status).toBe(201);
      expect(await dealsOn(http, table)).toBe(2);
    });
  });

  describe('a database frozen (SIGSTOP of the postmaster and its backends)', () => {
    const dataDir = temporaryDataDir('marque-freeze-');
    let server: EmbeddedPostgres;
    let app: INestApplication;
    let http: HttpClient;
    let frozen: number[] = [];

    beforeAll(async () => {
      server = await startEmbeddedPostgres({ dataDir, persistent: false });
      await applyMigrations(server.url);
      process.env['MARQUE_ADMIN_EMAIL'] = ADMIN.email;
      process.env['MARQUE_ADMIN_PASSWORD'] = ADMIN.password;
      // 2 s instead of the default 5 s, for a shorter test: the same bounds, the same code.
      process.env['MARQUE_DB_STATEMENT_TIMEOUT_MS'] = '2000';
      app = await createApp({ databaseUrl: server.url, logLevels: [] });
      delete process.env['MARQUE_DB_STATEMENT_TIMEOUT_MS'];
      http = await listen(app);
    });

    afterAll(async () => {
      signalAll(frozen, 'SIGCONT');
      await app?.close();
      await server?.stop();
    });

    it('answers 503 with Retry-After within seconds, health included; after it, the deal sent meanwhile is stored once', async () => {
      const { id, table } = await tournamentWithTable(http);
      const viewer = await connectSse(`${http.baseUrl}/api/tournaments/${id}/events`);
      // A first deal, seen on the stream: the stream is then following the tournament.
      expect((await sendDeal(http, table, 1, 'before-the-freeze')).status).toBe(201);
      await viewer.waitForCount(1);

      frozen = postgresProcesses(dataDir);
      signalAll(frozen, 'SIGSTOP');
      const health = await send(http, 'GET', '/api/health');
      expect(health.status).toBe(503);
      expect(health.retryAfter).toBe('5');
      expect(health.body).toEqual({ status: 'error', database: 'down' });
      // The deal may still be committed by the frozen server once it runs again: the phone
      // resends it with the same Idempotency-Key, which must not store it twice.
      const deal = await sendDeal(http, table, 2, 'sent-while-frozen');
      expectUnavailable(deal, deal.retryAfter);
      expect(deal.body).toMatchObject({ code: 'DATABASE_UNAVAILABLE' });
      const read = await send(http, 'GET', `/api/tables/${table.id}`);
      expectUnavailable(read, read.retryAfter);
      const login = await send(http, 'POST', '/api/auth/login', { body: ADMIN });
      expectUnavailable(login, login.retryAfter);
      expect(await send(http, 'GET', '/api/health')).toMatchObject({
        status: 503,
        retryAfter: '5',
      });

      signalAll(frozen, 'SIGCONT');
      frozen = [];
      await waitForStatus(http, '/api/health', 200, 15_000);
      const again = await whileUnavailable(() => sendDeal(http, table, 2, 'sent-while-frozen'));
      expect(again.status).toBe(201);
      expect(await dealsOn(http, table)).toBe(2);
      // The stream that stayed open through the freeze gets the second deal, once.
      await viewer.waitForCount(2, 15_000);
      expect(viewer.events.filter((event) => event.event === 'deal')).toHaveLength(2);
      viewer.close();
    });
  });

  describe('the embedded PostgreSQL killed with SIGKILL under a running API', () => {
    const dataDir = temporaryDataDir('marque-postmaster-kill-');
    let api: ApiProcess | undefined;

    afterAll(async () => {
      if (api) await stopApiProcess(api);
      rmSync(dirname(dataDir), { recursive: true, force: true });
    });

    it('is started again by the API, which serves again within seconds, its event streams included', async () => {
      api = await startApiProcess({
        DATABASE_URL: '',
        MARQUE_DATA_DIR: dataDir,
        MARQUE_ADMIN_EMAIL: ADMIN.email,
        MARQUE_ADMIN_PASSWORD: ADMIN.password,
      });
      const target = { baseUrl: api.url };
      const { id, table } = await tournamentWithTable(target);
      const viewer = await connectSse(`${api.url}/api/tournaments/${id}/events`);
      // A first deal, seen on the stream: the stream is then following the tournament.
      expect((await sendDeal(target, table, 1, 'before-the-kill')).status).toBe(201);
      await viewer.waitForCount(1);

      const [postmaster] = postgresProcesses(dataDir);
      process.kill(postmaster as number, 'SIGKILL');
      await waitForOutput(api, /The embedded PostgreSQL is back/, 30_000);
      await waitForStatus(target, '/api/health', 200, 10_000);
      // The same API process, which nobody started again.
      expect(api.child.exitCode).toBeNull();
      expect(api.output()).toMatch(/stopped unexpectedly \(SIGKILL\)/);

      const deal = await whileUnavailable(() => sendDeal(target, table, 2, 'after-the-kill'));
      expect(deal.status).toBe(201);
      // The stream opened before the kill gets the deal written after it.
      await viewer.waitForCount(2, 15_000);
      expect(viewer.events.filter((event) => event.event === 'deal')).toHaveLength(2);
      viewer.close();
      // The API's first start (a fresh clone's may take API_START_MS), then PostgreSQL's restart.
    }, 180_000);
  });
});
