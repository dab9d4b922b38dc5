import { rmSync } from 'node:fs';
import { dirname } from 'node:path';
import { temporaryDataDir } from '@marque/database';
import { startApiProcess, stopApiProcess, type ApiProcess } from './api-process';

// The API on the embedded default, killed with SIGKILL while referees record deals: the
// PostgreSQL it started outlives it, and the next start must deal with that server and come
// back within seconds, with every deal it acknowledged.

const ADMIN = { email: 'crash@marque.test', password: 'correct horse battery staple' };
const KILLS = 3;
/** Acknowledged deals between two kills. */
const DEALS_PER_RUN = 12;

interface Table {
  id: string;
  refereeCode: string;
  firstDealer: number;
}

describe('the API on the embedded default, killed with SIGKILL during writes', () => {
  const dataDir = temporaryDataDir('marque-crash-api-');
  let api: ApiProcess | undefined;

  const start = () =>
    startApiProcess({
      DATABASE_URL: '',
      MARQUE_DATA_DIR: dataDir,
      MARQUE_ADMIN_EMAIL: ADMIN.email,
      MARQUE_ADMIN_PASSWORD: ADMIN.password,
      MARQUE_JWT_SECRET: 'survives-restarts',
    });

  afterAll(async () => {
    if (api) await stopApiProcess(api);
    rmSync(dirname(dataDir), { recursive: true, force: true });
  });

  async function call(method: string, path: string, body?: object, headers = {}) {
    const response = await fetch((api as ApiProcess).url + path, {
      method,
      headers: { 'content-type': 'application/json', ...headers },
      body: body && JSON.stringify(body),
    });
    return { status: response.status, body: (await response.json()) as Record<string, unknown> };
  }

  /** A round-robin round of 8 teams: four tables to write to at once. */
  async function fourTables(): Promise<Table[]> {
    const login = await call('POST', '/api/auth/login', ADMIN);
    const organiser = { authorization: `Bearer ${login.body['accessToken'] as string}` };
    const created = await call(
      'POST',
      '/api/tournaments',
      { name: 'Open du crash', rounds: 7, pairing: 'round-robin' },
      organiser,
    );
    const id = created.body['id'] as string;
    for (let team = 1; team <= 8; team += 1) {
      await call(
        'POST',
        `/api/tournaments/${id}/teams`,
        { name: `Équipe ${team}`, players: ['A', 'B'] },
        organiser,
      );
    }
    const round = await call('POST', `/api/tournaments/${id}/rounds`, {}, organiser);
    return round.body['tables'] as Table[];
  }

  /**
   * Referees at every table record passed-out deals one after the other; once `count` are
   * acknowledged in all, the API is killed with SIGKILL, requests still in flight.
   * Resolves with the deal numbers acknowledged per table.
   */
  async function writeThenKill(tables: Table[], acked: Map<string, number>, count: number) {
    let total = 0;
    let killed = false;
    const exited = new Promise((resolve) => api?.child.once('exit', resolve));
    await Promise.all(
      tables.map(async (table) => {
        while (!killed) {
          const number = (acked.get(table.id) ?? 0) + 1;
          const posted = await call(
            'POST',
            `/api/tables/${table.id}/deals`,
            { dealer: (table.firstDealer + number - 1) % 4, passedOut: true },
            { 'x-referee-code': table.refereeCode, 'idempotency-key': `deal-${number}` },
          ).catch(() => undefined);
          if (!posted || killed) return;
          expect(posted.status).toBe(201);
          acked.set(table.id, number);
          total += 1;
          if (total === count) {
            killed = true;
            api?.child.kill('SIGKILL');
          }
        }
      }),
    );
    await exited;
  }

  it(`comes back within seconds after ${KILLS} kills in a row, with every acknowledged deal`, async () => {
    api = await start();
    const tables = await fourTables();
    const acked = new Map<string, number>();
    const restarts: number[] = [];
    const databaseStarts: number[] = [];
    for (let kill = 0; kill < KILLS; kill += 1) {
      await writeThenKill(tables, acked, DEALS_PER_RUN);
      const started = Date.now();
      api = await start();
      restarts.push(Date.now() - started);
      expect(api.output()).toContain('Stopped the PostgreSQL that a killed API had left running');
      // From "starting the embedded PostgreSQL" to "ready": the leftover server stopped, a new
      // one started. The rest of a start is loading the API (here from its TypeScript sources).
      const asked = api.printedAt(/starting the embedded PostgreSQL/) ?? NaN;
      databaseStarts.push((api.printedAt(/Embedded PostgreSQL ready/) ?? NaN) - asked);
    }
    console.log(
      `[crash] back after SIGKILL in ${restarts.join(', ')} ms ` +
        `(PostgreSQL: the leftover stopped and a new one ready in ${databaseStarts.join(', ')} ms)`,
    );
    expect(Math.max(...databaseStarts)).toBeLessThan(10_000);
    // Generous: `npm test` builds and lints beside this test on two cores.
    expect(Math.max(...restarts)).toBeLessThan(60_000);

    for (const table of tables) {
      const sheet = await call('GET', `/api/tables/${table.id}`);
      const numbers = (sheet.body['game'] as { deals: Array<{ number: number }> }).deals.map(
        (deal) => deal.number,
      );
      const acknowledged = acked.get(table.id) ?? 0;
      // Every acknowledged deal is there; at most the one in flight at the kill is there too.
      expect(numbers.slice(0, acknowledged)).toEqual(
        Array.from({ length: acknowledged }, (_, index) => index + 1),
      );
      expect(numbers.length - acknowledged).toBeLessThanOrEqual(1);
    }
    // A first start (a fresh clone's may take API_START_MS), then the kills and restarts.
  }, 180_000);
});
