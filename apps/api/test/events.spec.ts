import { Client } from 'pg';
import { startApiUnderTest, type ApiUnderTest } from './api-under-test';
import type { HttpClient } from './http-client';
import { connectSse, type SseClient, type SseEvent } from './sse-client';

const ADMIN = { email: 'organiser@marque.test', password: 'correct horse battery staple' };

interface TableInfo {
  id: string;
  number: number;
  firstDealer: number;
  refereeCode: string;
  teamA: { id: string };
  teamB: { id: string };
}

/** A coinched 150 made by team A: 460 for A, five of them end a game. */
const BIG_DEAL = {
  contract: { value: 150, suit: 'hearts', declarer: 0 },
  doubling: 'coinche',
  cardPoints: { A: 152, B: 5 },
};
const PASSED_OUT = { passedOut: true };

describe('GET /api/tournaments/:id/events', () => {
  let api: ApiUnderTest;
  let http: HttpClient;
  const clients: SseClient[] = [];

  beforeAll(async () => {
    api = await startApiUnderTest(ADMIN);
    http = api.http;
  });

  afterEach(() => {
    clients.splice(0).forEach((client) => client.close());
  });

  afterAll(async () => {
    await api.close();
  });

  /** A tournament of 4 teams with its first round started: two tables. */
  async function newTournament(): Promise<{ id: string; tables: [TableInfo, TableInfo] }> {
    const created = await http.request('POST', '/api/tournaments', {
      headers: api.organiser,
      body: { name: `Open ${Math.random()}`, rounds: 3, pairing: 'swiss' },
    });
    const id = (created.body as { id: string }).id;
    for (let i = 1; i <= 4; i += 1) {
      await http.request('POST', `/api/tournaments/${id}/teams`, {
        headers: api.organiser,
        body: { name: `Équipe ${i}`, players: [`Joueur ${i}a`, `Joueur ${i}b`] },
      });
    }
    const round = await http.request('POST', `/api/tournaments/${id}/rounds`, {
      headers: api.organiser,
    });
    expect(round.status).toBe(201);
    return { id, tables: (round.body as { tables: [TableInfo, TableInfo] }).tables };
  }

  async function subscribe(tournamentId: string, headers: Record<string, string> = {}, query = '') {
    const client = await connectSse(
      `${http.baseUrl}/api/tournaments/${tournamentId}/events${query}`,
      headers,
    );
    clients.push(client);
    return client;
  }

  function play(table: TableInfo, index: number, facts: object, headers = {}) {
    return http.request('POST', `/api/tables/${table.id}/deals`, {
      headers: { 'x-referee-code': table.refereeCode, ...headers },
      body: { dealer: (table.firstDealer + index) % 4, ...facts },
    });
  }

  const dataOf = (event: SseEvent) => JSON.parse(event.data) as Record<string, unknown>;

  it('answers 404 in the error shape for an unknown tournament, 400 for a bad id', async () => {
    const missing = await subscribe('00000000-0000-4000-8000-000000000000');
    expect(missing.status).toBe(404);
    expect(JSON.parse(missing.body)).toMatchObject({ statusCode: 404, error: 'Not Found' });
    expect((await subscribe('not-a-uuid')).status).toBe(400);
    const { id } = await newTournament();
    const badLastId = await subscribe(id, { 'last-event-id': 'yesterday' });
    expect(badLastId.status).toBe(400);
  });

  it('opens an unbuffered event stream with a retry hint', async () => {
    const { id } = await newTournament();
    const client = await subscribe(id);
    expect(client.status).toBe(200);
    expect(client.headers).toMatchObject({
      'content-type': 'text/event-stream; charset=utf-8',
      'cache-control': 'no-cache, no-transform',
      'x-accel-buffering': 'no',
    });
    await waitFor(() => client.parser.retry !== undefined);
    expect(client.parser.retry).toBeGreaterThan(0);
  });

  it('sends a deal event carrying the deal and the game after a deal is recorded', async () => {
    const { id, tables } = await newTournament();
    const [table] = tables;
    const client = await subscribe(id);
    const posted = await play(table, 0, BIG_DEAL);
    expect(posted.status).toBe(201);
    const event = await client.next();
    expect(event).toMatchObject({ event: 'deal', id: expect.stringMatching(/^\d+$/) });
    expect(dataOf(event)).toEqual({
      tableId: table.id,
      tableNumber: table.number,
      round: 1,
      deal: {
        number: 1,
        dealer: table.firstDealer,
        facts: BIG_DEAL,
        made: true,
        marks: { A: 460, B: 0 },
        totals: { A: 460, B: 0 },
      },
      game: {
        version: 1,
        totals: { A: 460, B: 0 },
        finished: false,
        winner: null,
        dealsCounted: 1,
      },
    });
  });

  it('sends nothing for a rejected deal (422, 409) or an Idempotency-Key replay', async () => {
    const { id, tables } = await newTournament();
    const [table] = tables;
    const client = await subscribe(id);
    const key = { 'idempotency-key': 'phone-1-deal-1' };
    expect((await play(table, 0, PASSED_OUT, key)).status).toBe(201);
    expect((await play(table, 0, PASSED_OUT, key)).status).toBe(201);
    expect((await play(table, 2, PASSED_OUT)).status).toBe(422);
    expect((await play(table, 0, PASSED_OUT)).status).toBe(409);
    expect((await play(table, 1, BIG_DEAL)).status).toBe(201);
    const events = await client.waitForCount(2);
    expect(events.map((event) => dataOf(event)['deal'])).toMatchObject([
      { number: 1 },
      { number: 2 },
    ]);
    await expectNoMore(client, 2);
  });

  it('sends a correction with the rescored deals after a PUT, and after a DELETE', async () => {
    const { id, tables } = await newTournament();
    const [table] = tables;
    for (let index = 0; index < 3; index += 1) await play(table, index, BIG_DEAL);
    const client = await subscribe(id);
    const failed = { ...BIG_DEAL, cardPoints: { A: 100, B: 57 } };
    const put = await http.request('PUT', `/api/tables/${table.id}/deals/2`, {
      headers: { 'x-referee-code': table.refereeCode, 'if-match': '3' },
      body: { dealer: (table.firstDealer + 1) % 4, ...failed },
    });
    expect(put.status).toBe(200);
    const correction = await client.next();
    expect(correction.event).toBe('correction');
    expect(dataOf(correction)).toEqual({
      tableId: table.id,
      tableNumber: table.number,
      round: 1,
      action: 'corrected',
      dealNumber: 2,
      deals: [
        expect.objectContaining({
          number: 2,
          facts: failed,
          made: false,
          totals: { A: 460, B: 460 },
        }),
        expect.objectContaining({ number: 3, made: true, totals: { A: 920, B: 460 } }),
      ],
      game: {
        version: 4,
        totals: { A: 920, B: 460 },
        finished: false,
        winner: null,
        dealsCounted: 3,
      },
    });
    const deleted = await http.request('DELETE', `/api/tables/${table.id}/deals/3`, {
      headers: { 'x-referee-code': table.refereeCode, 'if-match': '4' },
    });
    expect(deleted.status).toBe(200);
    expect(dataOf(await client.next())).toMatchObject({
      action: 'deleted',
      dealNumber: 3,
      deals: [],
      game: { version: 5, totals: { A: 460, B: 460 } },
    });
  });

  it('sends the standings when a game finishes, and when a finished game is corrected', async () => {
    const { id, tables } = await newTournament();
    const [table] = tables;
    for (let index = 0; index < 4; index += 1) await play(table, index, BIG_DEAL);
    const client = await subscribe(id);
    await play(table, 4, BIG_DEAL);
    const [deal, standings] = await client.waitForCount(2);
    expect(deal?.event).toBe('deal');
    expect(standings?.event).toBe('standings');
    expect(Number(standings?.id)).toBeGreaterThan(Number(deal?.id));
    const rows = dataOf(standings as SseEvent)['standings'] as Array<{
      rank: number;
      team: { id: string };
      won: number;
      pointsFor: number;
    }>;
    expect(rows).toHaveLength(4);
    expect(rows[0]).toMatchObject({
      rank: 1,
      team: { id: table.teamA.id },
      won: 1,
      pointsFor: 2300,
    });

    const deleted = await http.request('DELETE', `/api/tables/${table.id}/deals/5`, {
      headers: { 'x-referee-code': table.refereeCode, 'if-match': '5' },
    });
    expect(deleted.status).toBe(200);
    const [, , correction, after] = await client.waitForCount(4);
    expect(correction?.event).toBe('correction');
    expect(after?.event).toBe('standings');
    const again = dataOf(after as SseEvent)['standings'] as Array<{ won: number }>;
    expect(again.every((row) => row.won === 0)).toBe(true);
  });

  it('sends nothing about another tournament', async () => {
    const first = await newTournament();
    const second = await newTournament();
    const client = await subscribe(second.id);
    await play(first.tables[0], 0, BIG_DEAL);
    await play(first.tables[1], 0, BIG_DEAL);
    await play(second.tables[1], 0, PASSED_OUT);
    const event = await client.next();
    expect(dataOf(event)).toMatchObject({ tableId: second.tables[1].id });
    await expectNoMore(client, 1);
  });

  it('replays exactly the missed events, in order, to a client that reconnects with Last-Event-ID', async () => {
    const { id, tables } = await newTournament();
    const [table, other] = tables;
    const first = await subscribe(id);
    await play(table, 0, BIG_DEAL);
    const seen = await first.next();
    first.close();
    for (let index = 1; index < 4; index += 1) {
      await play(table, index, PASSED_OUT);
      await play(other, index - 1, PASSED_OUT);
    }
    const again = await subscribe(id, { 'last-event-id': String(seen.id) });
    const missed = await again.waitForCount(6);
    expect(missed.map((event) => dataOf(event)['tableId'])).toEqual([
      table.id,
      other.id,
      table.id,
      other.id,
      table.id,
      other.id,
    ]);
    const ids = missed.map((event) => Number(event.id));
    expect(ids).toEqual([...ids].sort((a, b) => a - b));
    expect(ids[0]).toBeGreaterThan(Number(seen.id));
    await play(table, 4, PASSED_OUT);
    expect((await again.waitForCount(7))[6]).toMatchObject({ event: 'deal' });
    expect(new Set(again.events.map((event) => event.id)).size).toBe(7);

    // EventSource cannot set a header on its first connection: the query parameter does.
    const byQuery = await subscribe(id, {}, `?lastEventId=${ids[4]}`);
    expect((await byQuery.waitForCount(2)).map((event) => Number(event.id))).toEqual([
      ids[5],
      Number(again.events[6]?.id),
    ]);
  });

  it('loses nothing when the listening connection drops: it reconnects and replays', async () => {
    const { id, tables } = await newTournament();
    const [table] = tables;
    const client = await subscribe(id);
    await play(table, 0, PASSED_OUT);
    await client.waitForCount(1);
    const admin = new Client({ connectionString: api.database.url });
    await admin.connect();
    try {
      const killed = await admin.query(
        `SELECT pg_terminate_backend(pid) FROM pg_stat_activity
         WHERE application_name = 'marque-events' AND datname = current_database()`,
      );
      expect(killed.rowCount).toBe(1);
    } finally {
      await admin.end();
    }
    // Recorded while the listener is away: delivered by its replay once it is back.
    for (let index = 1; index < 4; index += 1) await play(table, index, PASSED_OUT);
    const events = await client.waitForCount(4, 10_000);
    expect(events.map((event) => (dataOf(event)['deal'] as { number: number }).number)).toEqual([
      1, 2, 3, 4,
    ]);
    await play(table, 4, PASSED_OUT);
    await client.waitForCount(5);
    await expectNoMore(client, 5);
  });
});

/** The client got `count` events and no more within a while. */
async function expectNoMore(client: SseClient, count: number): Promise<void> {
  await new Promise((resolve) => setTimeout(resolve, 300));
  expect(client.events).toHaveLength(count);
}

/** Polls `done` until it holds (for state that arrives without an event). */
async function waitFor(done: () => boolean, timeoutMs = 2_000): Promise<void> {
  const until = Date.now() + timeoutMs;
  while (!done()) {
    if (Date.now() > until) throw new Error('timed out');
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}
