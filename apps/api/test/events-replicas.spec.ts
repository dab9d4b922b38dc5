import { performance } from 'node:perf_hooks';
import { createTestDatabase, type TestDatabase } from '@marque/database/testing';
import {
  API_START_MS,
  callApi as call,
  startApiProcess as startApi,
  stopApiProcess as stop,
  type ApiProcess,
} from './api-process';
import { connectSse, type SseClient } from './sse-client';

// Two real OS processes, each with its own pool and its own LISTEN connection, so the only way
// an event gets from one to the other is PostgreSQL's NOTIFY.
const ADMIN = { email: 'organiser@marque.test', password: 'correct horse battery staple' };
const DEALS = 100;

/** `node` running the API on `databaseUrl`, resolved once it answers on its port. */
function startApiProcess(databaseUrl: string): Promise<ApiProcess> {
  return startApi({
    DATABASE_URL: databaseUrl,
    MARQUE_ADMIN_EMAIL: ADMIN.email,
    MARQUE_ADMIN_PASSWORD: ADMIN.password,
    MARQUE_JWT_SECRET: 'replicas-share-one-secret',
  });
}

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] as number;
}

describe('live events across two API processes on one database', () => {
  let database: TestDatabase;
  let first: ApiProcess;
  let second: ApiProcess;
  let client: SseClient | undefined;

  beforeAll(async () => {
    database = await createTestDatabase();
    [first, second] = await Promise.all([
      startApiProcess(database.url),
      startApiProcess(database.url),
    ]);
  }, API_START_MS + 30_000);

  afterAll(async () => {
    client?.close();
    await Promise.all([first, second].filter(Boolean).map(stop));
    await database.drop();
  });

  it(`delivers each of ${DEALS} deals posted to the first to an SSE client of the second, once and in order`, async () => {
    const login = await call(first, 'POST', '/api/auth/login', ADMIN);
    const organiser = {
      authorization: `Bearer ${(login.body as { accessToken: string }).accessToken}`,
    };
    const tournament = await call(
      first,
      'POST',
      '/api/tournaments',
      {
        name: 'Open des deux serveurs',
        rounds: 3,
        pairing: 'swiss',
      },
      organiser,
    );
    const tournamentId = (tournament.body as { id: string }).id;
    for (const name of ['Les As', 'Les Rois']) {
      await call(
        first,
        'POST',
        `/api/tournaments/${tournamentId}/teams`,
        {
          name,
          players: [`${name} 1`, `${name} 2`],
        },
        organiser,
      );
    }
    const round = await call(
      first,
      'POST',
      `/api/tournaments/${tournamentId}/rounds`,
      undefined,
      organiser,
    );
    const [table] = (
      round.body as { tables: Array<{ id: string; firstDealer: number; refereeCode: string }> }
    ).tables;
    if (!table) throw new Error('No table was paired');

    client = await connectSse(`${second.url}/api/tournaments/${tournamentId}/events`);
    expect(client.status).toBe(200);
    const latencies: number[] = [];
    for (let index = 0; index < DEALS; index += 1) {
      const started = performance.now();
      const arrived = client.waitForCount(index + 1);
      const posted = await call(
        first,
        'POST',
        `/api/tables/${table.id}/deals`,
        {
          dealer: (table.firstDealer + index) % 4,
          passedOut: true,
        },
        { 'x-referee-code': table.refereeCode },
      );
      expect(posted.status).toBe(201);
      await arrived;
      latencies.push(performance.now() - started);
    }
    const sorted = [...latencies].sort((a, b) => a - b);
    console.log(
      `[events] ${DEALS} deals, POST to process 1 → SSE of process 2: ` +
        `p50 ${percentile(sorted, 50).toFixed(1)} ms, p95 ${percentile(sorted, 95).toFixed(1)} ms, ` +
        `max ${(sorted[sorted.length - 1] as number).toFixed(1)} ms`,
    );

    await new Promise((resolvePromise) => setTimeout(resolvePromise, 300));
    expect(client.events).toHaveLength(DEALS);
    expect(client.events.every((event) => event.event === 'deal')).toBe(true);
    const numbers = client.events.map(
      (event) => (JSON.parse(event.data) as { deal: { number: number } }).deal.number,
    );
    expect(numbers).toEqual(Array.from({ length: DEALS }, (_, index) => index + 1));
    const ids = client.events.map((event) => Number(event.id));
    expect(new Set(ids).size).toBe(DEALS);
    expect(ids).toEqual([...ids].sort((a, b) => a - b));

    // A clean stop ends the open stream rather than waiting for the client to leave.
    expect(await stop(second)).toBe(0);
  });
});
