import bcrypt from 'bcryptjs';
import { UsersRepository } from '../src/auth/users.repository';
import { startApiUnderTest, type ApiUnderTest } from './api-under-test';

// Several organisers may share one Marque: each runs the tournaments they created, and only those.

const ADMIN = { email: 'first@marque.test', password: 'correct horse battery staple' };
const OTHER = { email: 'second@marque.test', password: 'another long passphrase' };

describe('an organiser and the tournaments of another', () => {
  let api: ApiUnderTest;
  let other: Record<string, string>;
  let tournamentId: string;
  let teamId: string;
  let table: { id: string; refereeCode: string; firstDealer: number };

  beforeAll(async () => {
    api = await startApiUnderTest(ADMIN);
    await api.app.get(UsersRepository).upsert(OTHER.email, await bcrypt.hash(OTHER.password, 4));
    const login = await api.http.request('POST', '/api/auth/login', { body: OTHER });
    other = {
      authorization: `Bearer ${(login.body as { accessToken: string }).accessToken}`,
    };
    const created = await api.http.request('POST', '/api/tournaments', {
      headers: api.organiser,
      body: { name: 'Coupe du Valais', rounds: 2, pairing: 'swiss' },
    });
    tournamentId = (created.body as { id: string }).id;
    for (const name of ['Atout Cœur', 'Dix de Der', 'Belote Rebelote', 'Capot']) {
      const team = await api.http.request('POST', `/api/tournaments/${tournamentId}/teams`, {
        headers: api.organiser,
        body: { name, players: ['A', 'B'] },
      });
      teamId = (team.body as { id: string }).id;
    }
    const round = await api.http.request('POST', `/api/tournaments/${tournamentId}/rounds`, {
      headers: api.organiser,
    });
    table = (round.body as { tables: Array<typeof table> }).tables[0] as typeof table;
  });

  afterAll(async () => {
    await api.close();
  });

  const base = () => `/api/tournaments/${tournamentId}`;
  const deal = () => ({ dealer: table.firstDealer, passedOut: true });

  it.each([
    [
      'registers a team',
      'POST',
      () => `${base()}/teams`,
      () => ({ name: 'Intrus', players: ['C', 'D'] }),
    ],
    ['withdraws a team', 'PATCH', () => `${base()}/teams/${teamId}`, () => ({ withdrawn: true })],
    ['starts a round', 'POST', () => `${base()}/rounds`, () => ({})],
    ['undoes a round', 'DELETE', () => `${base()}/rounds/1`, () => undefined],
    ['closes a round', 'POST', () => `${base()}/rounds/1/close`, () => undefined],
    ['reads the round audit', 'GET', () => `${base()}/rounds/audit`, () => undefined],
    ['records a deal', 'POST', () => `/api/tables/${table.id}/deals`, deal],
    ['reads a table audit', 'GET', () => `/api/tables/${table.id}/audit`, () => undefined],
  ])('is refused (403) when it %s', async (_action, method, path, body) => {
    const response = await api.http.request(method, path(), { headers: other, body: body() });
    expect(response.status).toBe(403);
    expect(response.body).toMatchObject({ message: 'This tournament is run by another organiser' });
  });

  it('changed nothing while refused, and the organiser who runs it still can', async () => {
    const teams = await api.http.request('GET', `${base()}/teams`);
    expect((teams.body as Array<{ withdrawn: boolean }>).map((team) => team.withdrawn)).toEqual([
      false,
      false,
      false,
      false,
    ]);
    const sheet = await api.http.request('GET', `/api/tables/${table.id}`);
    expect((sheet.body as { game: { deals: unknown[] } }).game.deals).toHaveLength(0);
    const recorded = await api.http.request('POST', `/api/tables/${table.id}/deals`, {
      headers: api.organiser,
      body: deal(),
    });
    expect(recorded.status).toBe(201);
  });

  it('shows referee codes to the organiser who runs the tournament only', async () => {
    const codesSeenBy = async (headers: Record<string, string>) => {
      const rounds = await api.http.request('GET', `${base()}/rounds`, { headers });
      return (rounds.body as Array<{ tables: Array<{ refereeCode?: string }> }>)[0]?.tables[0]
        ?.refereeCode;
    };
    expect(await codesSeenBy(api.organiser)).toBe(table.refereeCode);
    expect(await codesSeenBy(other)).toBeUndefined();
    expect(await codesSeenBy({})).toBeUndefined();
  });
});
