import { Client } from 'pg';
import { startApiUnderTest, type ApiUnderTest } from './api-under-test';
import type { HttpClient } from './http-client';

const ADMIN = { email: 'organiser@marque.test', password: 'correct horse battery staple' };

type HttpResponse = Awaited<ReturnType<HttpClient['request']>>;

interface TableInfo {
  id: string;
  firstDealer: number;
  refereeCode: string;
}

interface Sheet {
  game: {
    version: number;
    totals: { A: number; B: number };
    deals: Array<{ number: number; totals: { A: number; B: number } }>;
  };
}

const PASSED_OUT = { passedOut: true };
/** A 90 made by team A. */
const NINETY = {
  contract: { value: 90, suit: 'clubs', declarer: 0 },
  cardPoints: { A: 100, B: 57 },
};
/** The same 90, failed. */
const NINETY_FAILED = { ...NINETY, cardPoints: { A: 70, B: 87 } };

// A deal is decided on the sheet read without a lock and written in one statement only if the
// sheet is still at the version read; a write that came first sends it round again, locked. These
// races check that every guarantee holds on both paths.
describe('deals sent at the same time to one sheet', () => {
  let api: ApiUnderTest;
  let http: HttpClient;
  /** Holds the table's row, as another write would. */
  let sql: Client;
  /** Looks at what the API's connections wait for (outside `sql`'s transaction). */
  let watcher: Client;

  beforeAll(async () => {
    api = await startApiUnderTest(ADMIN);
    http = api.http;
    sql = new Client({ connectionString: api.database.url });
    watcher = new Client({ connectionString: api.database.url });
    await Promise.all([sql.connect(), watcher.connect()]);
  });

  afterAll(async () => {
    await Promise.all([sql.end(), watcher.end()]);
    await api.close();
  });

  async function newTable(): Promise<TableInfo> {
    const created = await http.request('POST', '/api/tournaments', {
      headers: api.organiser,
      body: { name: `Open ${Math.random()}`, rounds: 1, pairing: 'swiss' },
    });
    const id = (created.body as { id: string }).id;
    for (const name of ['Les As', 'Bourdons']) {
      await http.request('POST', `/api/tournaments/${id}/teams`, {
        headers: api.organiser,
        body: { name, players: [`${name} 1`, `${name} 2`] },
      });
    }
    const round = await http.request('POST', `/api/tournaments/${id}/rounds`, {
      headers: api.organiser,
    });
    return (round.body as { tables: TableInfo[] }).tables[0] as TableInfo;
  }

  const send = (
    table: TableInfo,
    number: number,
    facts: object,
    headers: Record<string, string> = {},
  ): Promise<HttpResponse> =>
    http.request('POST', `/api/tables/${table.id}/deals`, {
      headers: { 'x-referee-code': table.refereeCode, ...headers },
      body: { dealer: (table.firstDealer + number - 1) % 4, ...facts },
    });
  const sheet = async (table: TableInfo) =>
    (await http.request('GET', `/api/tables/${table.id}`)).body as Sheet;
  /** What the deals wrote besides the deals: audit entries, events, kept answers. */
  async function written(table: TableInfo) {
    const { rows } = await sql.query<{ audited: number; events: number; kept: number }>(
      `SELECT
         (SELECT count(*)::int FROM audit_entries WHERE table_id = $1 AND action = 'deal.recorded') AS audited,
         (SELECT count(*)::int FROM tournament_events WHERE type = 'deal' AND data->>'tableId' = $1::text) AS events,
         (SELECT count(*)::int FROM idempotent_requests WHERE table_id = $1) AS kept`,
      [table.id],
    );
    return rows[0];
  }
  const statuses = (responses: HttpResponse[]) => responses.map((r) => r.status).sort();

  it('records one of eight copies of a deal, and answers the others 409', async () => {
    const table = await newTable();
    const responses = await Promise.all(Array.from({ length: 8 }, () => send(table, 1, NINETY)));
    expect(statuses(responses)).toEqual([201, 409, 409, 409, 409, 409, 409, 409]);
    for (const refused of responses.filter((r) => r.status === 409)) {
      expect(refused.body).toMatchObject({ code: 'DEAL_JUST_RECORDED' });
    }
    expect((await sheet(table)).game).toMatchObject({ version: 1, deals: [{ number: 1 }] });
    expect(await written(table)).toEqual({ audited: 1, events: 1, kept: 0 });
  });

  it('answers eight copies with one Idempotency-Key the same, and records the deal once', async () => {
    const table = await newTable();
    const key = { 'idempotency-key': 'phone-1-deal-1' };
    const responses = await Promise.all(
      Array.from({ length: 8 }, () => send(table, 1, NINETY, key)),
    );
    expect(statuses(responses)).toEqual(Array(8).fill(201));
    for (const response of responses) expect(response.body).toEqual(responses[0]?.body);
    expect((await sheet(table)).game.deals).toHaveLength(1);
    expect(await written(table)).toEqual({ audited: 1, events: 1, kept: 1 });
  });

  it('refuses a key sent at the same time with another deal (409), whichever comes first', async () => {
    const table = await newTable();
    const key = { 'idempotency-key': 'phone-1-deal-1' };
    const [made, failed] = await Promise.all([
      send(table, 1, NINETY, key),
      send(table, 1, NINETY_FAILED, key),
    ]);
    expect(statuses([made as HttpResponse, failed as HttpResponse])).toEqual([201, 409]);
    const refused = made?.status === 409 ? made : failed;
    expect(refused?.body).toMatchObject({ code: 'IDEMPOTENCY_KEY_REUSED' });
    expect(await written(table)).toEqual({ audited: 1, events: 1, kept: 1 });
  });

  it('decides a deal again when the sheet changed between its read and its write', async () => {
    const table = await newTable();
    expect((await send(table, 1, NINETY)).status).toBe(201);
    // A correction of deal 1 holds the table's row while the next deal is on its way: the deal
    // is read at version 1 and its write waits for the row.
    await sql.query('BEGIN');
    await sql.query('SELECT 1 FROM tables WHERE id = $1 FOR UPDATE', [table.id]);
    const next = send(table, 2, PASSED_OUT, { 'idempotency-key': 'deal-2' });
    await waitForWriteOnLock();
    // Deal 1 becomes a failed 90 (the table's totals are rescored by the next write).
    await sql.query(
      `UPDATE deals SET facts = jsonb_set(facts, '{cardPoints}', $2::jsonb)
       WHERE table_id = $1 AND number = 1`,
      [table.id, JSON.stringify(NINETY_FAILED.cardPoints)],
    );
    await sql.query('UPDATE tables SET version = version + 1 WHERE id = $1', [table.id]);
    await sql.query('COMMIT');
    // The write found version 2, wrote nothing, and the deal was decided again on version 2:
    // deal 1 failed, so team A has nothing.
    const response = await next;
    expect(response.status).toBe(201);
    const game = (response.body as { game: Sheet['game'] }).game;
    expect(response.body).toMatchObject({ deal: { number: 2 }, game: { version: 3 } });
    expect(game.totals.A).toBe(0);
    expect(game.totals.B).toBeGreaterThan(0);
    expect((await sheet(table)).game).toMatchObject({
      version: 3,
      totals: game.totals,
      deals: [{ number: 1 }, { number: 2, totals: game.totals }],
    });
    expect(await written(table)).toEqual({ audited: 2, events: 2, kept: 1 });
  });

  it('refuses a deal whose round was closed at the bell between its read and its write', async () => {
    const table = await newTable();
    await sql.query('BEGIN');
    await sql.query('SELECT 1 FROM tables WHERE id = $1 FOR UPDATE', [table.id]);
    const next = send(table, 1, PASSED_OUT);
    await waitForWriteOnLock();
    await sql.query('UPDATE tables SET closed_at_bell = true, finished_at = now() WHERE id = $1', [
      table.id,
    ]);
    await sql.query('COMMIT');
    const response = await next;
    expect(response.status).toBe(409);
    expect(response.body).toMatchObject({ code: 'ROUND_CLOSED_AT_BELL' });
    expect(await written(table)).toEqual({ audited: 0, events: 0, kept: 0 });
  });

  /** Until the API's deal write waits for the table's row. */
  async function waitForWriteOnLock(): Promise<void> {
    for (let i = 0; i < 200; i += 1) {
      const { rows } = await watcher.query<{ waiting: number }>(
        `SELECT count(*)::int AS waiting FROM pg_stat_activity
         WHERE wait_event_type = 'Lock' AND query LIKE 'WITH deal AS%'`,
      );
      if (rows[0]?.waiting) return;
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
    throw new Error('The deal never waited for the row');
  }
});
