import { request as httpRequest } from 'node:http';
import { createTestDatabase, type TestDatabase } from '@marque/database/testing';
import { API_START_MS, startApiProcess, stopApiProcess, type ApiProcess } from './api-process';

// A replica that gets SIGTERM (a rolling restart, a scale-down) stops taking connections, ends its
// event streams so that their clients reconnect elsewhere, finishes the requests in flight, and
// exits 0: nothing a referee sent at that moment is cut off unanswered (issue 14).

const ADMIN = { email: 'stop@marque.test', password: 'correct horse battery staple' };

describe('a clean stop on SIGTERM', () => {
  let database: TestDatabase;
  let api: ApiProcess;

  beforeAll(async () => {
    database = await createTestDatabase();
    api = await startApiProcess({
      DATABASE_URL: database.url,
      MARQUE_ADMIN_EMAIL: ADMIN.email,
      MARQUE_ADMIN_PASSWORD: ADMIN.password,
    });
  }, API_START_MS + 30_000);

  afterAll(async () => {
    await stopApiProcess(api);
    await database.drop();
  });

  async function call(method: string, path: string, body?: object, headers = {}) {
    const response = await fetch(api.url + path, {
      method,
      headers: { 'content-type': 'application/json', ...headers },
      body: body && JSON.stringify(body),
    });
    return { status: response.status, body: (await response.json()) as Record<string, unknown> };
  }

  it('answers the deals in flight, ends the streams, and exits 0', async () => {
    const login = await call('POST', '/api/auth/login', ADMIN);
    const organiser = { authorization: `Bearer ${login.body['accessToken'] as string}` };
    const tournament = await call(
      'POST',
      '/api/tournaments',
      { name: 'Open', rounds: 3, pairing: 'swiss' },
      organiser,
    );
    const id = tournament.body['id'] as string;
    for (let team = 1; team <= 16; team += 1)
      await call(
        'POST',
        `/api/tournaments/${id}/teams`,
        { name: `Équipe ${team}`, players: [`A${team}`, `B${team}`] },
        organiser,
      );
    const round = await call('POST', `/api/tournaments/${id}/rounds`, {}, organiser);
    const tables = round.body['tables'] as Array<{
      id: string;
      refereeCode: string;
      firstDealer: number;
    }>;

    const stream = openStream(`${api.url}/api/tournaments/${id}/events`);
    await stream.opened;

    // Eight deals sent at once, and SIGTERM while they are in flight.
    const deals = tables.map((table) =>
      fetch(`${api.url}/api/tables/${table.id}/deals`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-referee-code': table.refereeCode },
        body: JSON.stringify({ dealer: table.firstDealer, passedOut: true }),
      }).then(
        (response) => response.status,
        () => 'refused' as const,
      ),
    );
    await new Promise((resolve) => setTimeout(resolve, 5));
    const stopped = Date.now();
    const exitCode = await stopApiProcess(api);

    expect(exitCode).toBe(0);
    // The stream was ended by the server, not cut when the process died.
    expect(await stream.ended).toBe('ended');
    // Each deal was answered 201, or never taken (the connection refused): a client may resend
    // what was refused; nothing was cut off after being taken.
    const statuses = await Promise.all(deals);
    for (const status of statuses) expect([201, 'refused']).toContain(status);
    expect(statuses).toContain(201);
    expect(Date.now() - stopped).toBeLessThan(8_000);
    expect(api.output()).toMatch(/finishing the requests in flight/);
  });
});

/** An SSE stream read with node:http: `ended` says whether the server ended it cleanly. */
function openStream(url: string) {
  let open: () => void = () => undefined;
  const opened = new Promise<void>((resolve) => (open = resolve));
  const ended = new Promise<'ended' | 'cut'>((resolve) => {
    const request = httpRequest(url, { headers: { accept: 'text/event-stream' } }, (response) => {
      response.on('data', (chunk: Buffer) => {
        if (chunk.toString().includes('retry:')) open();
      });
      response.on('end', () => resolve('ended'));
      response.on('error', () => resolve('cut'));
    });
    request.on('error', () => resolve('cut'));
    request.end();
  });
  return { opened, ended };
}
