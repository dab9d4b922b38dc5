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

// The referee's phone sends each deal with the number it was typed as (X-Deal-Number), so a deal
// queued offline is never recorded in another place of the sheet with the same dealer.
describe('a deal sent with the number it was typed as', () => {
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

  const dealerOf = (number: number) => (table.firstDealer + number - 1) % 4;
  const send = (number: number, facts: object, headers: Record<string, string> = {}) =>
    http.request('POST', `/api/tables/${table.id}/deals`, {
      headers: { 'x-referee-code': table.refereeCode, ...headers },
      body: { dealer: dealerOf(number), ...facts },
    });
  const sheet = async () =>
    (await http.request('GET', `/api/tables/${table.id}`)).body as {
      game: { version: number; finished: boolean; deals: Array<{ number: number }> };
    };

  it('records it when it is the next deal, and answers 409 once the sheet has moved on', async () => {
    const first = await send(
      1,
      { passedOut: true },
      { 'x-deal-number': '1', 'idempotency-key': 'a' },
    );
    expect(first.status).toBe(201);
    // Deal 5 has deal 1's dealer: without the number it would be recorded as deal 2's place.
    const late = await send(5, { passedOut: true }, { 'x-deal-number': '5' });
    expect(late.status).toBe(409);
    expect(late.body).toMatchObject({
      statusCode: 409,
      details: [{ field: 'X-Deal-Number', message: 'the next deal is 2' }],
    });
    expect((await sheet()).game.deals).toHaveLength(1);
    // The same key still gets its first answer: the phone learns its deal 1 is recorded.
    const replay = await send(
      1,
      { passedOut: true },
      { 'x-deal-number': '1', 'idempotency-key': 'a' },
    );
    expect(replay.status).toBe(201);
    expect(replay.body).toEqual(first.body);
  });

  it('refuses a number that is not one with a 400', async () => {
    for (const bad of ['two', '0', '-1', '2.5']) {
      const response = await send(2, { passedOut: true }, { 'x-deal-number': bad });
      expect(response.status).toBe(400);
    }
    expect((await sheet()).game.deals).toHaveLength(1);
  });

  it('refuses an Idempotency-Key over 100 characters with a 400 naming it, instead of cutting it', async () => {
    const before = (await sheet()).game.deals.length;
    // Cut to 100 characters, these two keys were one: the second deal was answered as the first.
    const long = 'k'.repeat(100);
    for (const key of [`${long}1`, `${long}2`]) {
      const response = await send(before + 1, { passedOut: true }, { 'idempotency-key': key });
      expect(response.status).toBe(400);
      expect(response.body).toMatchObject({
        code: 'VALIDATION_FAILED',
        params: { header: 'Idempotency-Key' },
        details: [{ field: 'Idempotency-Key', code: 'TOO_LONG', params: { max: 100 } }],
      });
    }
    expect((await sheet()).game.deals).toHaveLength(before);
    // A hundred characters are kept whole: the same key replays, another one is a new request.
    const kept = await send(before + 1, { passedOut: true }, { 'idempotency-key': long });
    expect(kept.status).toBe(201);
    expect((await send(before + 1, { passedOut: true }, { 'idempotency-key': long })).body).toEqual(
      kept.body,
    );
    const deleted = await http.request('DELETE', `/api/tables/${table.id}/deals/${before + 1}`, {
      headers: {
        'x-referee-code': table.refereeCode,
        'if-match': `"${(await sheet()).game.version}"`,
      },
    });
    expect(deleted.status).toBe(200);
  });

  it('lets the referee correct, then delete, the deal that ended the game while the round is open', async () => {
    expect((await send(2, bigDeal, { 'x-deal-number': '2' })).status).toBe(201);
    expect((await send(3, bigDeal, { 'x-deal-number': '3' })).status).toBe(201);
    const ended = await sheet();
    expect(ended.game.finished).toBe(true);
    const corrected = await http.request('PUT', `/api/tables/${table.id}/deals/3`, {
      headers: { 'x-referee-code': table.refereeCode, 'if-match': `"${ended.game.version}"` },
      body: { dealer: dealerOf(3), ...bigDeal, cardPoints: { A: 150, B: 7 } },
    });
    expect(corrected.status).toBe(200);
    const deleted = await http.request('DELETE', `/api/tables/${table.id}/deals/3`, {
      headers: { 'x-referee-code': table.refereeCode, 'if-match': `"${ended.game.version + 1}"` },
    });
    expect(deleted.status).toBe(200);
    expect((await sheet()).game).toMatchObject({ finished: false, deals: [{}, {}] });
  });
});
