import type { HttpClient } from './http-client';
import {
  startApiUnderTest,
  startTwoTeamTable,
  type ApiUnderTest,
  type StartedTable,
} from './api-under-test';

const ADMIN = { email: 'organiser@marque.test', password: 'correct horse battery staple' };

/** A coinched 150 made by team A: 460 for it. */
const bigDeal = {
  contract: { value: 150, suit: 'hearts', declarer: 0 },
  doubling: 'coinche',
  cardPoints: { A: 152, B: 5 },
};

// A phone whose answer was lost sends the same correction, deletion or signature again with the
// same Idempotency-Key: it gets the first answer, not a 409 about a change that was its own.
describe('corrections, deletions and signatures with an Idempotency-Key', () => {
  let api: ApiUnderTest;
  let http: HttpClient;
  let table: StartedTable;

  beforeAll(async () => {
    api = await startApiUnderTest(ADMIN);
    http = api.http;
    table = await startTwoTeamTable(api);
  });

  afterAll(async () => {
    await api.close();
  });

  const referee = (headers: Record<string, string> = {}) => ({
    'x-referee-code': table.refereeCode,
    ...headers,
  });
  const dealerOf = (number: number) => (table.firstDealer + number - 1) % 4;
  const record = (number: number, facts: object) =>
    http.request('POST', `/api/tables/${table.id}/deals`, {
      headers: referee({ 'x-deal-number': String(number) }),
      body: { dealer: dealerOf(number), ...facts },
    });
  const sheet = async () =>
    (await http.request('GET', `/api/tables/${table.id}`)).body as {
      game: {
        version: number;
        finished: boolean;
        deals: Array<{ number: number; facts: { passedOut?: boolean } }>;
      };
      confirmations?: unknown[];
    };
  const audit = async () =>
    (await http.request('GET', `/api/tables/${table.id}/audit`, { headers: api.organiser }))
      .body as Array<{ action: string }>;

  it('answers a correction sent twice with one key the same, and corrects once', async () => {
    expect((await record(1, { passedOut: true })).status).toBe(201);
    expect((await record(2, { passedOut: true })).status).toBe(201);
    const before = await sheet();
    const correct = (key: string, facts: object) =>
      http.request('PUT', `/api/tables/${table.id}/deals/1`, {
        headers: referee({ 'if-match': `"${before.game.version}"`, 'idempotency-key': key }),
        body: { dealer: dealerOf(1), ...facts },
      });
    const first = await correct('fix-1', bigDeal);
    expect(first.status).toBe(200);
    // The answer was lost: the phone sends it again on the version it had, with the same key.
    const again = await correct('fix-1', bigDeal);
    expect(again.status).toBe(200);
    expect(again.body).toEqual(first.body);
    expect((await sheet()).game.version).toBe(before.game.version + 1);
    expect((await audit()).filter((entry) => entry.action === 'deal.corrected')).toHaveLength(1);
    // The same key for another correction is refused; without a key, the stale version is a 409.
    const other = await correct('fix-1', { passedOut: true });
    expect(other.status).toBe(409);
    expect(other.body).toMatchObject({ code: 'IDEMPOTENCY_KEY_REUSED' });
    const stale = await correct('fix-2', { passedOut: true });
    expect(stale.body).toMatchObject({ code: 'SHEET_CHANGED' });
  });

  it('answers a deletion sent twice with one key the same, and deletes once', async () => {
    const before = await sheet();
    const remove = (number: number) =>
      http.request('DELETE', `/api/tables/${table.id}/deals/${number}`, {
        headers: referee({ 'if-match': `"${before.game.version}"`, 'idempotency-key': 'drop-2' }),
      });
    const first = await remove(2);
    expect(first.status).toBe(200);
    const again = await remove(2);
    expect(again.status).toBe(200);
    expect(again.body).toEqual(first.body);
    expect((await sheet()).game.deals).toHaveLength(1);
    expect((await audit()).filter((entry) => entry.action === 'deal.deleted')).toHaveLength(1);
    // A key is one request: the same key on deal 1 is another request.
    expect((await remove(1)).body).toMatchObject({ code: 'IDEMPOTENCY_KEY_REUSED' });
  });

  it('answers a signature sent twice with one key the same, not SHEET_ALREADY_CONFIRMED', async () => {
    expect((await record(2, bigDeal)).status).toBe(201);
    expect((await sheet()).game.finished).toBe(true);
    const sign = (key: string, side: 'A' | 'B') =>
      http.request('POST', `/api/tables/${table.id}/confirmations`, {
        headers: referee({ 'idempotency-key': key }),
        body: { side, kind: 'signed' },
      });
    const first = await sign('sign-A', 'A');
    expect(first.status).toBe(201);
    const again = await sign('sign-A', 'A');
    expect(again.status).toBe(201);
    expect(again.body).toEqual(first.body);
    expect((await sign('sign-A', 'B')).body).toMatchObject({ code: 'IDEMPOTENCY_KEY_REUSED' });
    // Another key is another word from team A: refused as before.
    expect((await sign('sign-A2', 'A')).body).toMatchObject({ code: 'SHEET_ALREADY_CONFIRMED' });
    expect((await audit()).filter((entry) => entry.action === 'sheet.signed')).toHaveLength(1);
  });

  it('marks every answer as its own (X-Marque-API), errors and unknown routes included', async () => {
    for (const [method, path] of [
      ['GET', `/api/tables/${table.id}`],
      ['GET', '/api/tables/00000000-0000-4000-8000-000000000000'],
      ['GET', '/api/no-such-route'],
      ['POST', `/api/tables/${table.id}/deals`],
    ] as const) {
      const response = await http.request(method, path, {
        body: method === 'POST' ? {} : undefined,
      });
      expect({ path, marker: response.headers['x-marque-api'] }).toEqual({ path, marker: '1' });
    }
  });
});
