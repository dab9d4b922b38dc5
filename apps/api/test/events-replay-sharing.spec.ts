import { Client } from 'pg';
import { EventsRepository } from '../src/events/events.repository';
import { startApiUnderTest, type ApiUnderTest } from './api-under-test';
import { connectSse, type SseClient } from './sse-client';
import { storeEvents } from './stored-events';

// Issue 23's bench: a wave of a thousand replays from 0 read the end of what was stored (a short
// page) once per stream, a thousand queries, while the pages before it were read once for all.
// Streams subscribed before a read began now share it (stream-reads.spec.ts has the rule). Here
// the real API and database, with events committed throughout: streams that start in bursts,
// while their pages are being read, must each get every event of the tournament once, in order.
// (A stream that shared a read begun after it subscribed would lose an event only if one commits
// in that instant: the unit test holds that rule, not this one.)

const ADMIN = { email: 'replay-sharing@marque.test', password: 'correct horse battery staple' };
const STORED = 450;
const BURSTS = 4;
const STREAMS_PER_BURST = 10;
const BURST_GAP_MS = 80;

describe('replays that start together', () => {
  let api: ApiUnderTest;
  let admin: Client;
  const clients: SseClient[] = [];

  beforeAll(async () => {
    api = await startApiUnderTest(ADMIN);
    admin = new Client({ connectionString: api.database.url });
    await admin.connect();
  });

  afterAll(async () => {
    clients.forEach((client) => client.close());
    await admin.end();
    await api.close();
  });

  it('gives each stream every event once, in order, and reads the end of the store once for many', async () => {
    const created = await api.call<{ id: string }>(
      'POST',
      '/api/tournaments',
      { name: 'Open des rejeux partagés', rounds: 3, pairing: 'swiss' },
      201,
    );
    const tournamentId = created.id;
    await storeEvents(admin, tournamentId, STORED);
    const repository = api.app.get(EventsRepository);
    const eventsAfter = repository.eventsAfter.bind(repository);
    let pageReads = 0;
    repository.eventsAfter = (...args) => {
      pageReads += 1;
      return eventsAfter(...args);
    };

    // One event at a time, committed while the streams start and replay.
    let writing = true;
    const writer = (async () => {
      while (writing) await storeEvents(admin, tournamentId, 1);
    })();
    const url = `${api.http.baseUrl}/api/tournaments/${tournamentId}/events`;
    for (let burst = 0; burst < BURSTS; burst++) {
      const opened = await Promise.all(
        Array.from({ length: STREAMS_PER_BURST }, () => connectSse(url, { 'last-event-id': '0' })),
      );
      clients.push(...opened);
      await new Promise((resolve) => setTimeout(resolve, BURST_GAP_MS));
    }
    writing = false;
    await writer;

    const { rows } = await admin.query<{ id: string }>(
      'SELECT id::text AS id FROM tournament_events WHERE tournament_id = $1::uuid ORDER BY tournament_events.id',
      [tournamentId],
    );
    const ids = rows.map((row) => row.id);
    expect(ids.length).toBeGreaterThan(STORED + 10);
    for (const client of clients) {
      expect(client.status).toBe(200);
      await client.waitForCount(ids.length, 15_000);
    }
    // Nothing more comes: no event twice.
    await new Promise((resolve) => setTimeout(resolve, 300));
    for (const client of clients) {
      expect(client.events.map((event) => event.id)).toEqual(ids);
    }
    // Unshared, each stream read past its last full page itself: 42 reads for 40 streams
    // (measured); shared, 8 to 11.
    expect(pageReads).toBeLessThan(clients.length / 2);
  });
});
