import { startApiUnderTest, type ApiUnderTest } from './api-under-test';

// The browser's session: the login also sets an httpOnly cookie, which opens the organiser's
// reads, and its writes only with the web app's CSRF proof (X-Marque-CSRF, from its own origin).
// Bearer tokens go on working as they did, for scripts and API clients.

const ADMIN = { email: 'cookies@marque.test', password: 'correct horse battery staple' };

describe('the organiser session cookie', () => {
  let api: ApiUnderTest;
  let setCookie: string;
  let cookie: string;
  let accessToken: string;

  beforeAll(async () => {
    api = await startApiUnderTest(ADMIN);
    const login = await api.http.request('POST', '/api/auth/login', { body: ADMIN });
    if (login.status !== 200) throw new Error(`login: ${login.status} ${login.text}`);
    accessToken = (login.body as { accessToken: string }).accessToken;
    setCookie = login.headers['set-cookie'] ?? '';
    cookie = setCookie.split(';')[0] as string;
  });

  afterAll(async () => {
    await api.close();
  });

  const asCookie = (method: string, path: string, headers: Record<string, string> = {}) =>
    api.http.request(method, path, {
      headers: { cookie, ...headers },
      body: method === 'POST' && path === '/api/tournaments' ? newTournament() : undefined,
    });
  const newTournament = () => ({ name: 'Open du cookie', rounds: 1, pairing: 'swiss' });
  const tournamentCount = async () =>
    ((await api.http.request('GET', '/api/tournaments', { headers: api.organiser })).body as [])
      .length;

  it('is set at login, httpOnly, SameSite=Strict, for /api, as long as the token; the token is still in the body', () => {
    expect(accessToken).toMatch(/^[\w-]+\.[\w-]+\.[\w-]+$/);
    expect(cookie).toBe(`marque_session=${accessToken}`);
    const attributes = setCookie.split(';').map((part) => part.trim().toLowerCase());
    expect(attributes).toEqual(
      expect.arrayContaining(['httponly', 'samesite=strict', 'path=/api', 'max-age=43200']),
    );
    // Plain http: a Secure cookie would be dropped by a browser on a club's LAN address.
    expect(attributes).not.toContain('secure');
  });

  it('is Secure when the login came over HTTPS through a trusted proxy', async () => {
    const login = await api.http.request('POST', '/api/auth/login', {
      body: ADMIN,
      headers: { 'x-forwarded-proto': 'https' },
    });
    expect(login.status).toBe(200);
    expect(login.headers['set-cookie']?.split(/;\s*/)).toContain('Secure');
  });

  it('is not set for a login made by a page of another origin, which gets the token only', async () => {
    for (const site of ['same-site', 'cross-site']) {
      const login = await api.http.request('POST', '/api/auth/login', {
        body: ADMIN,
        headers: { 'sec-fetch-site': site },
      });
      expect(login.status).toBe(200);
      expect(login.body).toEqual({ accessToken: expect.any(String) });
      expect(login.headers['set-cookie']).toBeUndefined();
    }
  });

  it('says who is signed in (GET /api/auth/me), with the cookie or a Bearer token, and 401 without', async () => {
    const mine = await asCookie('GET', '/api/auth/me');
    expect(mine.status).toBe(200);
    expect(mine.body).toEqual({
      id: expect.any(String),
      email: ADMIN.email,
      displayName: 'cookies',
      administrator: true,
      clubs: [],
    });
    const bearer = await api.http.request('GET', '/api/auth/me', { headers: api.organiser });
    expect(bearer.body).toEqual(mine.body);
    const nobody = await api.http.request('GET', '/api/auth/me');
    expect(nobody.status).toBe(401);
    expect(nobody.body).toMatchObject({ code: 'LOGIN_REQUIRED' });
  });

  it('opens the organiser reads', async () => {
    expect((await asCookie('GET', '/api/tournaments')).status).toBe(200);
  });

  it('refuses a write signed in by the cookie alone, without the CSRF header: 403, nothing written', async () => {
    const before = await tournamentCount();
    const refused = await asCookie('POST', '/api/tournaments');
    expect(refused.status).toBe(403);
    expect(refused.body).toMatchObject({ statusCode: 403, code: 'CSRF_CHECK_FAILED' });
    expect(await tournamentCount()).toBe(before);
  });

  it('refuses it with the header when the browser says the page is of another origin (another port of the host)', async () => {
    const before = await tournamentCount();
    for (const site of ['same-site', 'cross-site']) {
      const refused = await asCookie('POST', '/api/tournaments', {
        'x-marque-csrf': '1',
        'sec-fetch-site': site,
      });
      expect(refused.status).toBe(403);
      expect(refused.body).toMatchObject({ code: 'CSRF_CHECK_FAILED' });
    }
    expect(await tournamentCount()).toBe(before);
  });

  it('accepts it with the header, from the same origin', async () => {
    const before = await tournamentCount();
    const created = await asCookie('POST', '/api/tournaments', {
      'x-marque-csrf': '1',
      'sec-fetch-site': 'same-origin',
    });
    expect(created.status).toBe(201);
    expect(await tournamentCount()).toBe(before + 1);
  });

  it('never lets another origin send the CSRF header: CORS does not allow it', async () => {
    const preflight = await api.http.request('OPTIONS', '/api/tournaments', {
      headers: {
        origin: 'http://localhost:8080',
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'content-type,x-marque-csrf',
      },
    });
    expect(preflight.headers['access-control-allow-headers'] ?? '').not.toMatch(/x-marque-csrf/i);
    expect(preflight.headers['access-control-allow-origin']).toBeUndefined();
  });

  it('keeps Bearer tokens working for writes, without any CSRF header, in any case of the scheme', async () => {
    const created = await api.http.request('POST', '/api/tournaments', {
      headers: { authorization: `bearer ${accessToken}` },
      body: newTournament(),
    });
    expect(created.status).toBe(201);
  });

  it('takes a wrong Bearer token as a 401 even beside a valid cookie', async () => {
    const response = await asCookie('GET', '/api/tournaments', { authorization: 'Bearer nope' });
    expect(response.status).toBe(401);
  });

  it('reads a public route as anyone when the cookie is no longer valid, and refuses it on organiser routes', async () => {
    const stale = { cookie: `marque_session=${accessToken}x` };
    const created = await api.call<{ id: string }>(
      'POST',
      '/api/tournaments',
      newTournament(),
      201,
    );
    const rounds = await api.http.request('GET', `/api/tournaments/${created.id}/rounds`, {
      headers: stale,
    });
    expect(rounds.status).toBe(200);
    const mine = await api.http.request('GET', '/api/tournaments', { headers: stale });
    expect(mine.status).toBe(401);
    expect(mine.body).toMatchObject({ code: 'LOGIN_EXPIRED' });
  });

  it('shows the referee codes to the organiser signed in by the cookie, never to anyone else, whichever reads first', async () => {
    const created = await api.call<{ id: string }>(
      'POST',
      '/api/tournaments',
      newTournament(),
      201,
    );
    for (const name of ['Les As', 'Bourdons']) {
      await api.call(
        'POST',
        `/api/tournaments/${created.id}/teams`,
        {
          name,
          players: [`${name} 1`, `${name} 2`],
        },
        201,
      );
    }
    await api.call('POST', `/api/tournaments/${created.id}/rounds`, {}, 201);
    const path = `/api/tournaments/${created.id}/rounds`;
    const codes = (body: unknown) =>
      (body as Array<{ tables: Array<{ refereeCode?: string }> }>)[0]?.tables[0]?.refereeCode;
    // The organiser first: the public reads after it are not served what the organiser saw.
    expect(codes((await asCookie('GET', path)).body)).toMatch(/\S/);
    expect(codes((await api.http.request('GET', path)).body)).toBeUndefined();
    expect(codes((await api.http.request('GET', path)).body)).toBeUndefined();
    // Then the public's answer, now kept, is not what the organiser is served.
    expect(codes((await asCookie('GET', path)).body)).toMatch(/\S/);
  });

  it("leaves a referee's request the referee's in a browser where an organiser is signed in", async () => {
    const created = await api.call<{ id: string }>(
      'POST',
      '/api/tournaments',
      newTournament(),
      201,
    );
    for (const name of ['Les As', 'Bourdons']) {
      await api.call(
        'POST',
        `/api/tournaments/${created.id}/teams`,
        {
          name,
          players: [`${name} 1`, `${name} 2`],
        },
        201,
      );
    }
    const round = await api.call<{
      tables: Array<{ id: string; refereeCode: string; firstDealer: number }>;
    }>('POST', `/api/tournaments/${created.id}/rounds`, {}, 201);
    const table = round.tables[0] as { id: string; refereeCode: string; firstDealer: number };
    // No CSRF header, as a phone's outbox sends it: the cookie is not what signs it in.
    const deal = await api.http.request('POST', `/api/tables/${table.id}/deals`, {
      headers: { cookie, 'x-referee-code': table.refereeCode },
      body: { dealer: table.firstDealer, passedOut: true },
    });
    expect(deal.status).toBe(201);
    const audit = await api.call<Array<{ actor: string }>>('GET', `/api/tables/${table.id}/audit`);
    expect(audit[0]?.actor).toBe(`referee:table:${table.id}`);
  });

  it('is cleared at logout, which needs the CSRF header too', async () => {
    const refused = await asCookie('POST', '/api/auth/logout');
    expect(refused.status).toBe(403);
    expect(refused.headers['set-cookie']).toBeUndefined();
    const out = await asCookie('POST', '/api/auth/logout', { 'x-marque-csrf': '1' });
    expect(out.status).toBe(204);
    const attributes = (out.headers['set-cookie'] ?? '').split(/;\s*/);
    expect(attributes).toEqual(
      expect.arrayContaining(['marque_session=', 'Path=/api', 'Max-Age=0', 'HttpOnly']),
    );
  });
});
