import bcrypt from 'bcryptjs';
import { withClient } from '@marque/database';
import { UsersRepository } from '../src/auth/users.repository';
import { startApiUnderTest, type ApiUnderTest } from './api-under-test';

// When an organiser's account is deleted, they leave their clubs. A tournament of a club left
// without a member is run by nobody: no organiser may write to it or see its referee codes
// until the administrator adds a member to its club, while its referees go on scoring.

const ADMIN = { email: 'admin@marque.test', password: 'correct horse battery staple' };
const LEAVING = { email: 'leaving@marque.test', password: 'soon gone' };

describe('a tournament whose organiser is gone', () => {
  let api: ApiUnderTest;
  let leaving: Record<string, string>;
  let base: string;
  let tournamentId: string;
  let table: { id: string; refereeCode: string; firstDealer: number };

  beforeAll(async () => {
    api = await startApiUnderTest(ADMIN);
    await api.app
      .get(UsersRepository)
      .upsert(LEAVING.email, await bcrypt.hash(LEAVING.password, 4));
    const login = await api.http.request('POST', '/api/auth/login', { body: LEAVING });
    leaving = { authorization: `Bearer ${(login.body as { accessToken: string }).accessToken}` };
    const created = await api.http.request('POST', '/api/tournaments', {
      headers: leaving,
      body: { name: 'Coupe orpheline', rounds: 3, pairing: 'round-robin' },
    });
    tournamentId = (created.body as { id: string }).id;
    base = `/api/tournaments/${tournamentId}`;
    for (const name of ['Les As', 'Les Rois', 'Les Dames']) {
      await api.http.request('POST', `${base}/teams`, {
        headers: leaving,
        body: { name, players: ['A', 'B'] },
      });
    }
    const round = await api.http.request('POST', `${base}/rounds`, { headers: leaving });
    table = (round.body as { tables: Array<typeof table> }).tables[0] as typeof table;
    await withClient(api.database.url, (client) =>
      client.query('DELETE FROM users WHERE email = $1', [LEAVING.email]),
    );
  });

  afterAll(async () => {
    await api.close();
  });

  it.each([
    ['registers a team', 'POST', () => `${base}/teams`, { name: 'Intrus', players: ['C', 'D'] }],
    ['renames it', 'PATCH', () => base, { name: 'Prise' }],
    ['starts a round', 'POST', () => `${base}/rounds`, {}],
    ['closes a round', 'POST', () => `${base}/rounds/1/close`, undefined],
    ['reads the round audit', 'GET', () => `${base}/rounds/audit`, undefined],
    [
      'records a deal',
      'POST',
      () => `/api/tables/${table.id}/deals`,
      { dealer: 0, passedOut: true },
    ],
    ['reads a table audit', 'GET', () => `/api/tables/${table.id}/audit`, undefined],
  ])('refuses any organiser who %s: 403', async (_action, method, path, body) => {
    const response = await api.http.request(method, path(), { headers: api.organiser, body });
    expect(response.status).toBe(403);
    expect(response.body).toMatchObject({
      message: 'This tournament has no organiser any more: an administrator must give it one back',
    });
  });

  it('shows its referee codes to nobody', async () => {
    const rounds = await api.http.request('GET', `${base}/rounds`, { headers: api.organiser });
    expect(rounds.status).toBe(200);
    const tables = (rounds.body as Array<{ tables: Array<Record<string, unknown>> }>)[0]?.tables;
    expect(tables?.length).toBeGreaterThan(0);
    for (const shown of tables ?? []) expect(shown).not.toHaveProperty('refereeCode');
  });

  it("refuses the deleted organiser's own token: 401, not a 500", async () => {
    const write = await api.http.request('POST', '/api/tournaments', {
      headers: leaving,
      body: { name: 'Encore', rounds: 1, pairing: 'swiss' },
    });
    expect(write.status).toBe(401);
    expect((await api.http.request('GET', '/api/tournaments', { headers: leaving })).status).toBe(
      401,
    );
  });

  it("still takes its referees' deals", async () => {
    const deal = await api.http.request('POST', `/api/tables/${table.id}/deals`, {
      headers: { 'x-referee-code': table.refereeCode },
      body: { dealer: table.firstDealer, passedOut: true },
    });
    expect(deal.status).toBe(201);
  });

  it('is run again once the administrator adds an organiser to its club', async () => {
    const { club } = await api.call<{ club: { id: string } }>('GET', base);
    await api.call('POST', `/api/clubs/${club.id}/members`, { accountId: await adminId() }, 201);
    const renamed = await api.http.request('PATCH', base, {
      headers: api.organiser,
      body: { name: 'Coupe adoptée' },
    });
    expect(renamed.status).toBe(200);
  });

  const adminId = async () => (await api.call<{ id: string }>('GET', '/api/auth/me')).id;
});
