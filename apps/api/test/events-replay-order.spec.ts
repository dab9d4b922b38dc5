import { Client } from 'pg';
import { databaseNameOf } from '@marque/database';
import { startApiUnderTest, type ApiUnderTest } from './api-under-test';
import { connectSse, type SseClient } from './sse-client';
import { storeEvents } from './stored-events';

// Event ids are numbers: a replay that ordered them as text would put 1000 before 999, and a
// client (or the listener) that took 1010 as its cursor would then skip 991–999 for good.

const ADMIN = { email: 'replay-order@marque.test', password: 'correct horse battery staple' };

describe('replaying events past a power of ten', () => {
  let api: ApiUnderTest;
  let admin: Client;
  const clients: SseClient[] = [];

  beforeAll(async () => {
    api = await startApiUnderTest(ADMIN);
    admin = new Client({ connectionString: api.database.url });
    await admin.connect();
  });

  afterEach(() => {
    clients.splice(0).forEach((client) => client.close());
  });

  afterAll(async () => {
    await admin.end();
    await api.close();
  });

  async function newTournament(): Promise<string> {
    const created = await api.http.request('POST', '/api/tournaments', {
      headers: api.organiser,
      body: { name: `Open ${Math.random()}`, rounds: 3, pairing: 'swiss' },
    });
    return (created.body as { id: string }).id;
  }

  /** `count` events for the tournament, numbered from `after` + 1, NOTIFYed as the API does. */
  async function storeEventsAfter(tournamentId: string, after: number, count: number) {
    await admin.query(`SELECT setval('tournament_events_id_seq', $1)`, [after]);
    await storeEvents(admin, tournamentId, count);
  }

  async function subscribe(tournamentId: string, headers: Record<string, string> = {}) {
    const client = await connectSse(
      `${api.http.baseUrl}/api/tournaments/${tournamentId}/events`,
      headers,
    );
    clients.push(client);
    return client;
  }

  const range = (from: number, to: number) =>
    Array.from({ length: to - from + 1 }, (_, index) => String(from + index));

  it('replays 991–1010, in order, to a client that reconnects with Last-Event-ID 990', async () => {
    const tournamentId = await newTournament();
    await storeEventsAfter(tournamentId, 990, 20);
    const client = await subscribe(tournamentId, { 'last-event-id': '990' });
    const events = await client.waitForCount(20);
    expect(events.map((event) => event.id)).toEqual(range(991, 1010));

    const later = await subscribe(tournamentId, { 'last-event-id': '998' });
    expect((await later.waitForCount(12)).map((event) => event.id)).toEqual(range(999, 1010));
  });

  it("replays 9997–10004, in order, when the listener's connection comes back", async () => {
    const tournamentId = await newTournament();
    const client = await subscribe(tournamentId);
    expect(client.status).toBe(200);
    const name = databaseNameOf(api.database.url);
    // The listener is cut off and kept away while the events are stored: their NOTIFYs are lost,
    // only its replay after reconnecting can deliver them.
    const server = new Client({ connectionString: api.database.serverUrl });
    await server.connect();
    try {
      await server.query(`ALTER DATABASE "${name}" ALLOW_CONNECTIONS false`);
      const killed = await server.query(
        `SELECT pg_terminate_backend(pid) FROM pg_stat_activity
         WHERE application_name = 'marque-events' AND datname = $1`,
        [name],
      );
      expect(killed.rowCount).toBe(1);
      await storeEventsAfter(tournamentId, 9996, 8);
    } finally {
      await server.query(`ALTER DATABASE "${name}" ALLOW_CONNECTIONS true`);
      await server.end();
    }
    const events = await client.waitForCount(8, 10_000);
    expect(events.map((event) => event.id)).toEqual(range(9997, 10004));
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(client.events).toHaveLength(8);
  });
});
