import { request as httpRequest } from 'node:http';
import { createTestDatabase, type TestDatabase } from '@marque/database/testing';
import { API_START_MS, startApiProcess, stopApiProcess, type ApiProcess } from './api-process';
import { made80, startApiUnderTest } from './api-under-test';

// The API as a real process, logging at `info` as in production: one JSON line per request with
// its id and route pattern, Prometheus metrics behind their token, and not one secret it was
// handed (passwords, tokens, cookies, referee codes) anywhere in what it printed.

const ADMIN = { email: 'logs@marque.test', password: 'the administrator passphrase 7Qx' };
const WRONG_PASSWORD = 'a wrong guess of the passphrase 9Kd';
const METRICS_TOKEN = 'metrics-token-4f8e2a9c1b7d';

describe('logs and metrics of a running API', () => {
  let database: TestDatabase;
  let api: ApiProcess;
  const secrets: string[] = [ADMIN.password, WRONG_PASSWORD, METRICS_TOKEN];

  beforeAll(async () => {
    database = await createTestDatabase();
    api = await startApiProcess({
      DATABASE_URL: database.url,
      MARQUE_ADMIN_EMAIL: ADMIN.email,
      MARQUE_ADMIN_PASSWORD: ADMIN.password,
      MARQUE_METRICS_TOKEN: METRICS_TOKEN,
      MARQUE_LOG_LEVEL: 'info',
    });
  }, API_START_MS + 30_000);

  afterAll(async () => {
    await stopApiProcess(api);
    await database.drop();
  });

  const send = async (method: string, path: string, body?: object, headers = {}) => {
    const response = await fetch(api.url + path, {
      method,
      headers: { 'content-type': 'application/json', ...headers },
      body: body && JSON.stringify(body),
    });
    const text = await response.text();
    // eslint-disable-next-line @typescript-eslint/no-explicit-any -- the answers' shapes vary
    const answer: any = text.startsWith('{') ? JSON.parse(text) : text;
    return { response, body: answer };
  };

  /** An event stream of the tournament, open until `close`. */
  function openStream(tournamentId: string): Promise<() => void> {
    return new Promise((resolve, reject) => {
      const request = httpRequest(
        `${api.url}/api/tournaments/${tournamentId}/events`,
        (response) => {
          response.once('data', () => resolve(() => request.destroy()));
        },
      );
      request.on('error', (error) => (request.destroyed ? undefined : reject(error)));
      request.end();
    });
  }

  it('logs every request as one JSON line, serves metrics, and logs no secret', async () => {
    // An organiser logs in (a password, a token, a session cookie), and a guess fails.
    const wrong = await send('POST', '/api/auth/login', { ...ADMIN, password: WRONG_PASSWORD });
    expect(wrong.response.status).toBe(401);
    const login = await send('POST', '/api/auth/login', ADMIN);
    const token = login.body['accessToken'] as string;
    secrets.push(token, ...cookieValues(login.response));
    const organiser = { authorization: `Bearer ${token}` };

    const { body: tournament } = await send(
      'POST',
      '/api/tournaments',
      { name: 'Open des journaux', rounds: 1, pairing: 'swiss', ruleset: 'belote-coinchee' },
      organiser,
    );
    for (const name of ['Les As', 'Bourdons'])
      await send(
        'POST',
        `/api/tournaments/${tournament['id']}/teams`,
        { name, players: ['A', 'B'] },
        organiser,
      );
    const stop = await openStream(tournament['id'] as string);
    const { body: round } = await send(
      'POST',
      `/api/tournaments/${tournament['id']}/rounds`,
      {},
      organiser,
    );
    const table = round['tables'][0] as { id: string; refereeCode: string; firstDealer: number };
    secrets.push(table.refereeCode);

    // The referee opens the table by its code, in the URL, and gets a pass (a cookie).
    const opened = await send('GET', `/api/referee/${table.refereeCode}`);
    expect(opened.response.status).toBe(200);
    secrets.push(...cookieValues(opened.response));
    const guessed = await send('GET', '/api/referee/ZZZZ9999');
    expect(guessed.response.status).toBe(404);
    const dealt = await send(
      'POST',
      `/api/tables/${table.id}/deals`,
      { dealer: table.firstDealer, ...made80(0) },
      { 'x-referee-code': table.refereeCode, 'x-request-id': 'proxy-request-0001' },
    );
    expect(dealt.response.status).toBe(201);
    // From a trusted proxy (loopback, by default), its request id is kept and sent back.
    expect(dealt.response.headers.get('x-request-id')).toBe('proxy-request-0001');
    expect(opened.response.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);

    // Metrics: 401 without the token, the text format with it.
    expect((await send('GET', '/api/metrics')).response.status).toBe(401);
    const refused = await send('GET', '/api/metrics', undefined, {
      authorization: 'Bearer metrics-token-4f8e2a9c1b7e',
    });
    expect(refused.body).toMatchObject({ code: 'METRICS_TOKEN_REQUIRED' });
    const scraped = await send('GET', '/api/metrics', undefined, {
      authorization: `Bearer ${METRICS_TOKEN}`,
    });
    expect(scraped.response.headers.get('content-type')).toContain('text/plain');
    const metrics = scraped.body as string;
    stop();
    for (const line of [
      'marque_http_request_duration_seconds_count{route="/api/referee/:code",method="GET",status="200"} 1',
      'marque_http_request_duration_seconds_count{route="/api/auth/login",method="POST",status="401"} 1',
      'marque_deals_recorded_total 1',
      'marque_event_streams_open 1',
    ])
      expect(metrics).toContain(line);
    for (const name of [
      'marque_events_sent_total',
      'marque_db_pool_in_use',
      'marque_db_pool_waiting',
      'marque_rate_limit_refusals_total',
      'process_resident_memory_bytes',
      'nodejs_eventloop_lag_seconds',
    ])
      expect(metrics).toContain(`# TYPE ${name}`);
    expect(metrics).toMatch(/^marque_events_sent_total [1-9]/m);
    expect(metrics).not.toContain(table.refereeCode);

    await stopApiProcess(api);
    const lines = api
      .output()
      .split('\n')
      .filter((line) => line.startsWith('{'));
    const requests = lines
      .map((line) => JSON.parse(line) as Record<string, unknown>)
      .filter((line) => line['msg'] === 'request');
    expect(requests).toContainEqual(
      expect.objectContaining({
        level: 'info',
        requestId: 'proxy-request-0001',
        method: 'POST',
        route: '/api/tables/:tableId/deals',
        status: 201,
        ms: expect.any(Number),
      }),
    );
    expect(requests.map((line) => line['route'])).toContain('/api/referee/:code');
    for (const secret of secrets) {
      expect(secret.length).toBeGreaterThan(6);
      expect(api.output()).not.toContain(secret);
    }
  }, 120_000);

  it('has no metrics without MARQUE_METRICS_TOKEN: the 404 of an unknown route', async () => {
    delete process.env['MARQUE_METRICS_TOKEN'];
    const local = await startApiUnderTest({
      email: 'nometrics@marque.test',
      password: 'no metrics here 123',
    });
    try {
      const metrics = await local.http.request('GET', '/api/metrics', {
        headers: { authorization: 'Bearer x' },
      });
      const unknown = await local.http.request('GET', '/api/nowhere');
      expect(metrics.status).toBe(404);
      expect(metrics.body).toMatchObject({ code: 'NOT_FOUND' });
      expect(unknown.status).toBe(404);
    } finally {
      await local.close();
    }
  });
});

/** The values of the cookies an answer sets (a session, a referee's pass). */
function cookieValues(response: Response): string[] {
  return response.headers
    .getSetCookie()
    .map((cookie) => /^[^=]+=([^;]*)/.exec(cookie)?.[1] ?? '')
    .filter((value) => value.length > 0);
}
