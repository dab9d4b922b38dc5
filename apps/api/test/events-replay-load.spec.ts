import { readFileSync } from 'node:fs';
import { get, type ClientRequest, type IncomingMessage } from 'node:http';
import { Client } from 'pg';
import { createTestDatabase, type TestDatabase } from '@marque/database/testing';
import { callApi, startApiProcess, stopApiProcess, type ApiProcess } from './api-process';

// Issue 23, row 7: a thousand anonymous replays from 0 of a tournament of 2,216 events took the
// API from 226 to 858 MB and starved the other requests (503). A real API process, a tournament
// of 2,216 stored events, and replays that all start at once and do not read: the API writes a
// page to each, not the whole replay, reads the pages a few at a time (not every page of every
// replay at once, which took the pool), and serves a table read meanwhile.

const ADMIN = { email: 'replays@marque.test', password: 'correct horse battery staple' };
const EVENTS = 2_216;
const REPLAYS = 1_000;
/**
 * Growth of the API's memory allowed while the replays are open: a thousand connections and a
 * page each, written from one chunk per page (measured: 20 MB; 173 MB before, with three quarters
 * of the replays refused; 632 MB in the attack, with clients that read).
 */
const MAX_GROWTH_MB = 100;
/**
 * Replays that may be turned away (503 with Retry-After) by a machine too busy to open a
 * database connection in time (measured: 0 to 12; 734 before, when each replay read every page
 * at once and the pool ran dry).
 */
const MAX_REFUSED = REPLAYS / 50;

/** The resident memory of a process, in MB (Linux). */
function residentMb(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  return Number(/VmRSS:\s+(\d+) kB/.exec(status)?.[1]) / 1024;
}

describe('a thousand replays at once', () => {
  let database: TestDatabase;
  let api: ApiProcess;
  let tournamentId: string;

  beforeAll(async () => {
    database = await createTestDatabase();
    api = await startApiProcess({
      DATABASE_URL: database.url,
      MARQUE_ADMIN_EMAIL: ADMIN.email,
      MARQUE_ADMIN_PASSWORD: ADMIN.password,
    });
    const login = await callApi(api, 'POST', '/api/auth/login', ADMIN);
    const organiser = {
      authorization: `Bearer ${(login.body as { accessToken: string }).accessToken}`,
    };
    const created = await callApi(
      api,
      'POST',
      '/api/tournaments',
      { name: 'Open des rejeux', rounds: 3, pairing: 'swiss' },
      organiser,
    );
    tournamentId = (created.body as { id: string }).id;
    // Deals as the stream sends them, about 150 bytes each, as in the attack.
    const client = new Client({ connectionString: database.url });
    await client.connect();
    await client.query(
      `INSERT INTO tournament_events (tournament_id, type, data)
       SELECT $1::uuid, 'deal', jsonb_build_object('tableId', gen_random_uuid(), 'number', n,
         'contract', jsonb_build_object('value', 90, 'suit', 'hearts'), 'scores', jsonb_build_object('A', 162, 'B', 0))
       FROM generate_series(1, $2::int) AS n`,
      [tournamentId, EVENTS],
    );
    await client.end();
  }, 120_000);

  afterAll(async () => {
    await stopApiProcess(api);
    await database.drop();
  });

  it('holds a page per replay, not the replays, and serves the other requests meanwhile', async () => {
    const url = `${api.url}/api/tournaments/${tournamentId}/events?lastEventId=0`;
    // One replay read to its end first: what the server loads once (code, caches) is not growth.
    expect(await readAll(url)).toHaveLength(EVENTS);
    const before = residentMb(api.child.pid as number);

    const requests: ClientRequest[] = [];
    const answered = Array.from(
      { length: REPLAYS },
      () =>
        new Promise<IncomingMessage>((resolve, reject) => {
          const request = get(url, { agent: false }, (response) => {
            response.pause(); // a client that does not read
            resolve(response);
          });
          request.on('error', reject);
          requests.push(request);
        }),
    );
    try {
      const table = await fetch(`${api.url}/api/tournaments/${tournamentId}`);
      const responses = await Promise.all(answered);
      // What the server does with them, for a few seconds.
      let peak = residentMb(api.child.pid as number);
      for (let sample = 0; sample < 30; sample += 1) {
        await new Promise((resolve) => setTimeout(resolve, 100));
        peak = Math.max(peak, residentMb(api.child.pid as number));
      }
      const tableAfter = await fetch(`${api.url}/api/tournaments/${tournamentId}`);
      const streaming = responses.filter((response) => response.statusCode === 200);
      console.log(
        `${REPLAYS} replays of ${EVENTS} events: API ${before.toFixed(0)} → ${peak.toFixed(0)} MB, ` +
          `${streaming.length} streaming, ${REPLAYS - streaming.length} refused`,
      );
      expect(peak - before).toBeLessThan(MAX_GROWTH_MB);
      expect([table.status, tableAfter.status]).toEqual([200, 200]);
      expect(REPLAYS - streaming.length).toBeLessThanOrEqual(MAX_REFUSED);
      // A replay turned away is told when to come back, as every 503 (the machine may be slow).
      for (const refused of responses.filter((response) => response.statusCode !== 200)) {
        expect(refused.statusCode).toBe(503);
        expect(refused.headers['retry-after']).toBeDefined();
      }
      // And a replay that was held back still sends everything, in order, once it is read.
      const resumed = await readIds(streaming[streaming.length - 1] as IncomingMessage);
      const first = resumed[0] as number;
      expect(resumed).toEqual(Array.from({ length: EVENTS }, (_, index) => first + index));
    } finally {
      for (const request of requests) request.destroy();
    }
  }, 120_000);
});

/** The ids of a replay read to its last stored event. */
function readAll(url: string): Promise<number[]> {
  return new Promise((resolve, reject) => {
    get(url, { agent: false }, (response) => readIds(response).then(resolve, reject)).on(
      'error',
      reject,
    );
  });
}

function readIds(response: IncomingMessage): Promise<number[]> {
  return new Promise((resolve, reject) => {
    const ids: number[] = [];
    let text = '';
    response.setEncoding('utf8');
    response.on('data', (chunk: string) => {
      text += chunk;
      const blocks = text.split('\n\n');
      text = blocks.pop() ?? '';
      for (const block of blocks) {
        const id = /^id: (\d+)$/m.exec(block)?.[1];
        if (id) ids.push(Number(id));
      }
      if (ids.length >= EVENTS) {
        response.destroy();
        resolve(ids);
      }
    });
    response.on('error', reject);
    response.resume();
  });
}
