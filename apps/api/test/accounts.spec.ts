import { invitedOrganiser, startApiUnderTest, type ApiUnderTest } from './api-under-test';

// Each password chosen or checked costs a bcrypt at cost 12 (hundreds of ms, seconds on a busy
// machine): these tests get more time than the default 30 s.
jest.setTimeout(120_000);

// The administrator lists the accounts and can disable one: its tokens and its cookie are
// refused at the next request, not at their expiry, and it cannot sign in; enabled again, it
// signs in anew (its old logins stay dead). An organiser changes their own password: the old one
// is asked, and every other session of the account ends.

const ADMIN = { email: 'admin@accounts.test', password: 'correct horse battery staple' };
const PASSWORD = 'a long passphrase';

describe('accounts', () => {
  let api: ApiUnderTest;

  beforeAll(async () => {
    api = await startApiUnderTest(ADMIN);
  });

  afterAll(async () => {
    await api.close();
  });

  /** A new organiser through an invitation: their id, a Bearer header and a session cookie. */
  async function volunteer(email: string) {
    const displayName = email.split('@')[0] as string;
    const joined = await invitedOrganiser(api, { email, displayName, password: PASSWORD });
    const login = await api.http.request('POST', '/api/auth/login', {
      body: { email, password: PASSWORD },
    });
    const cookie = { cookie: (login.headers['set-cookie'] ?? '').split(';')[0] as string };
    return { id: joined.id, bearer: joined.headers, cookie };
  }

  const me = (headers: Record<string, string>) =>
    api.http.request('GET', '/api/auth/me', { headers });
  const disable = (id: string, disabled: boolean, headers = api.organiser) =>
    api.http.request('PATCH', `/api/accounts/${id}`, { headers, body: { disabled } });

  it('lists every account for the administrator only', async () => {
    const anne = await volunteer('anne@accounts.test');
    const list = await api.call<Array<Record<string, unknown>>>('GET', '/api/accounts');
    expect(list).toEqual([
      expect.objectContaining({ email: ADMIN.email, administrator: true, disabled: false }),
      expect.objectContaining({ email: 'anne@accounts.test', displayName: 'anne', clubs: [] }),
    ]);
    const refused = await api.http.request('GET', '/api/accounts', { headers: anne.bearer });
    expect(refused.status).toBe(403);
    expect(refused.body).toMatchObject({ code: 'ADMINISTRATOR_ONLY' });
    expect((await disable(anne.id, true, anne.bearer)).status).toBe(403);
  });

  it("refuses a disabled account's token and cookie at once, and its sign-in", async () => {
    const marc = await volunteer('marc@accounts.test');
    expect((await me(marc.bearer)).status).toBe(200);
    expect((await me(marc.cookie)).status).toBe(200);

    const disabled = await disable(marc.id, true);
    expect(disabled.status).toBe(200);
    expect(disabled.body).toMatchObject({ email: 'marc@accounts.test', disabled: true });
    for (const headers of [marc.bearer, marc.cookie]) {
      const refused = await me(headers);
      expect(refused.status).toBe(401);
      expect(refused.body).toMatchObject({ code: 'ACCOUNT_DISABLED' });
      const write = await api.http.request('POST', '/api/tournaments', {
        headers: { ...headers, 'x-marque-csrf': '1' },
        body: { name: 'Interdit', rounds: 1, pairing: 'swiss' },
      });
      expect(write.status).toBe(401);
    }
    const login = await api.http.request('POST', '/api/auth/login', {
      body: { email: 'marc@accounts.test', password: PASSWORD },
    });
    expect(login.status).toBe(403);
    expect(login.body).toMatchObject({ code: 'ACCOUNT_DISABLED' });
    const wrong = await api.http.request('POST', '/api/auth/login', {
      body: { email: 'marc@accounts.test', password: 'not the one' },
    });
    expect(wrong.status).toBe(401);

    expect((await disable(marc.id, false)).body).toMatchObject({ disabled: false });
    expect((await me(marc.bearer)).status).toBe(401);
    const again = await api.http.request('POST', '/api/auth/login', {
      body: { email: 'marc@accounts.test', password: PASSWORD },
    });
    expect(again.status).toBe(200);
  });

  it('never disables the administrator, and names an unknown account', async () => {
    const admin = (await me(api.organiser)).body as { id: string };
    const refused = await disable(admin.id, true);
    expect(refused.status).toBe(409);
    expect(refused.body).toMatchObject({ code: 'ADMINISTRATOR_CANNOT_BE_DISABLED' });
    expect((await me(api.organiser)).status).toBe(200);
    const unknown = await disable('00000000-0000-4000-8000-000000000000', true);
    expect(unknown.status).toBe(404);
    expect(unknown.body).toMatchObject({ code: 'ACCOUNT_NOT_FOUND' });
    const hostile = await api.http.request('PATCH', `/api/accounts/${admin.id}`, {
      headers: api.organiser,
      body: { disabled: 'yes' },
    });
    expect(hostile.body).toMatchObject({ details: [{ field: 'disabled', code: 'NOT_A_BOOLEAN' }] });
  });

  it('changes a password with the old one: the other sessions end, this one goes on', async () => {
    const lea = await volunteer('lea@accounts.test');
    const change = (currentPassword: string, newPassword: string) =>
      api.http.request('PUT', '/api/auth/password', {
        headers: { ...lea.cookie, 'x-marque-csrf': '1' },
        body: { currentPassword, newPassword },
      });
    const wrong = await change('not my password', 'a brand new passphrase');
    expect(wrong.status).toBe(403);
    expect(wrong.body).toMatchObject({
      code: 'WRONG_PASSWORD',
      details: [{ field: 'currentPassword', code: 'WRONG_PASSWORD' }],
    });
    expect((await me(lea.bearer)).status).toBe(200);
    const short = await change(PASSWORD, 'short');
    expect(short.body).toMatchObject({ details: [{ field: 'newPassword', code: 'TOO_SHORT' }] });
    const withoutCsrf = await api.http.request('PUT', '/api/auth/password', {
      headers: lea.cookie,
      body: { currentPassword: PASSWORD, newPassword: 'a brand new passphrase' },
    });
    expect(withoutCsrf.body).toMatchObject({ code: 'CSRF_CHECK_FAILED' });

    const changed = await change(PASSWORD, 'a brand new passphrase');
    expect(changed.status).toBe(200);
    const renewed = { cookie: (changed.headers['set-cookie'] ?? '').split(';')[0] as string };
    expect((await me(renewed)).status).toBe(200);
    const ended = await me(lea.bearer);
    expect(ended.status).toBe(401);
    expect(ended.body).toMatchObject({ code: 'LOGIN_EXPIRED' });
    expect((await me(lea.cookie)).status).toBe(401);
    const old = await api.http.request('POST', '/api/auth/login', {
      body: { email: 'lea@accounts.test', password: PASSWORD },
    });
    expect(old.status).toBe(401);
  });

  it('lets an organiser choose the name the audit shows', async () => {
    const renamed = await api.http.request('PATCH', '/api/auth/me', {
      headers: api.organiser,
      body: { displayName: '  Jeanne Dubois ' },
    });
    expect(renamed.body).toMatchObject({ displayName: 'Jeanne Dubois', administrator: true });
    expect((await me(api.organiser)).body).toMatchObject({ displayName: 'Jeanne Dubois' });
    const long = await api.http.request('PATCH', '/api/auth/me', {
      headers: api.organiser,
      body: { displayName: 'x'.repeat(81) },
    });
    expect(long.body).toMatchObject({ details: [{ field: 'displayName', code: 'TOO_LONG' }] });
  });
});
