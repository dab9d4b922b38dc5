import { invitedOrganiser, startApiUnderTest, type ApiUnderTest } from './api-under-test';

// Each password chosen or checked costs a bcrypt at cost 12 (hundreds of ms, seconds on a busy
// machine): these tests get more time than the default 30 s.
jest.setTimeout(120_000);

// A tournament belongs to a club, and every member of the club runs it as its creator does: one
// starts the round, another closes it, and the audit names each by the name they chose. An
// organiser of another club gets the 403 a stranger always got.

const ADMIN = { email: 'admin@clubs.test', password: 'correct horse battery staple' };

interface Organiser {
  id: string;
  headers: Record<string, string>;
}

describe('clubs and who runs their tournaments', () => {
  let api: ApiUnderTest;
  let martigny: string;
  let sion: string;
  let anne: Organiser;
  let marc: Organiser;
  let paul: Organiser;

  beforeAll(async () => {
    api = await startApiUnderTest(ADMIN);
    martigny = (await api.call<{ id: string }>('POST', '/api/clubs', { name: 'Martigny' }, 201)).id;
    sion = (await api.call<{ id: string }>('POST', '/api/clubs', { name: 'Sion' }, 201)).id;
    anne = await volunteer('anne@clubs.test', 'Anne Rey', martigny);
    marc = await volunteer('marc@clubs.test', 'Marc Fellay', martigny);
    paul = await volunteer('paul@clubs.test', 'Paul Sion', sion);
  });

  afterAll(async () => {
    await api.close();
  });

  const volunteer = (email: string, displayName: string, clubId: string) =>
    invitedOrganiser(api, { email, displayName, clubId, password: 'a long passphrase' });

  const as = (who: Organiser, method: string, path: string, body?: object) =>
    api.http.request(method, path, { headers: who.headers, body });

  async function clubTournament(who: Organiser, name: string) {
    const created = await as(who, 'POST', '/api/tournaments', {
      name,
      rounds: 1,
      pairing: 'swiss',
      target: 500,
    });
    expect(created.status).toBe(201);
    const { id } = created.body as { id: string };
    for (const team of ['Les As', 'Les Rois', 'Les Dames', 'Les Valets'])
      await as(who, 'POST', `/api/tournaments/${id}/teams`, { name: team, players: ['A', 'B'] });
    return id;
  }

  it("puts a tournament in the organiser's only club, named in its view", async () => {
    const id = await clubTournament(anne, 'Coupe de Martigny');
    const view = await api.http.request('GET', `/api/tournaments/${id}`);
    expect(view.body).toMatchObject({ club: { id: martigny, name: 'Martigny' } });
  });

  it('lets every member run it: one starts the round, the other closes it, the audit names both', async () => {
    const id = await clubTournament(anne, 'Open des bénévoles');
    const started = await as(anne, 'POST', `/api/tournaments/${id}/rounds`);
    expect(started.status).toBe(201);
    const rounds = await as(marc, 'GET', `/api/tournaments/${id}/rounds`);
    const tables = (rounds.body as Array<{ tables: Array<{ refereeCode?: string }> }>)[0]?.tables;
    expect(tables?.[0]?.refereeCode).toEqual(expect.any(String));
    const closed = await as(marc, 'POST', `/api/tournaments/${id}/rounds/1/close`);
    expect(closed.status).toBe(200);
    const audit = await as(anne, 'GET', `/api/tournaments/${id}/rounds/audit`);
    const actors = (audit.body as Array<{ action: string; actor: string }>).map(
      (entry) => `${entry.action} ${entry.actor}`,
    );
    expect(actors).toContain('round.closed organiser:Marc Fellay');
    const renamed = await as(marc, 'PATCH', `/api/tournaments/${id}`, { name: 'Open renommé' });
    expect(renamed.status).toBe(200);
  });

  it('lists the tournaments of all their clubs on each member’s home', async () => {
    const names = async (who: Organiser) =>
      ((await as(who, 'GET', '/api/tournaments')).body as Array<{ name: string }>).map(
        (tournament) => tournament.name,
      );
    expect(await names(marc)).toEqual(
      expect.arrayContaining(['Coupe de Martigny', 'Open renommé']),
    );
    expect(await names(paul)).toEqual([]);
    await api.call('POST', `/api/clubs/${sion}/members`, { accountId: marc.id }, 201);
    await clubTournament(paul, 'Challenge de Sion');
    expect(await names(marc)).toContain('Challenge de Sion');
    expect(await names(paul)).toEqual(['Challenge de Sion']);
  });

  it('refuses an organiser of another club: 403, as it always refused a stranger', async () => {
    const id = await clubTournament(anne, 'Réservé à Martigny');
    const round = await as(anne, 'POST', `/api/tournaments/${id}/rounds`);
    const table = (round.body as { tables: Array<{ id: string; firstDealer: number }> })
      .tables[0] as { id: string; firstDealer: number };
    for (const [method, path, body] of [
      ['POST', `/api/tournaments/${id}/teams`, { name: 'Intrus', players: ['C', 'D'] }],
      ['PATCH', `/api/tournaments/${id}`, { name: 'Pris' }],
      ['POST', `/api/tournaments/${id}/rounds/1/close`, undefined],
      ['GET', `/api/tournaments/${id}/rounds/audit`, undefined],
      ['POST', `/api/tables/${table.id}/deals`, { dealer: table.firstDealer, passedOut: true }],
      ['DELETE', `/api/tournaments/${id}`, undefined],
    ] as const) {
      const refused = await as(paul, method, path, body);
      expect([path, refused.status]).toEqual([path, 403]);
      expect(refused.body).toMatchObject({ code: 'NOT_YOUR_TOURNAMENT' });
    }
    const rounds = await as(paul, 'GET', `/api/tournaments/${id}/rounds`);
    const tables = (rounds.body as Array<{ tables: Array<Record<string, unknown>> }>)[0]?.tables;
    expect(tables?.[0]).not.toHaveProperty('refereeCode');
  });

  it('asks which club when the organiser has several, and only theirs', async () => {
    const body = { name: 'Deux clubs', rounds: 1, pairing: 'swiss' };
    const unsaid = await as(marc, 'POST', '/api/tournaments', body);
    expect(unsaid.status).toBe(422);
    expect(unsaid.body).toMatchObject({
      code: 'CLUB_REQUIRED',
      details: [{ field: 'clubId', code: 'CLUB_REQUIRED' }],
    });
    const other = await as(anne, 'POST', '/api/tournaments', { ...body, clubId: sion });
    expect(other.status).toBe(403);
    expect(other.body).toMatchObject({ code: 'NOT_CLUB_MEMBER' });
    const said = await as(marc, 'POST', '/api/tournaments', { ...body, clubId: sion });
    expect(said.body).toMatchObject({ club: { id: sion, name: 'Sion' } });
    const hostile = await as(marc, 'POST', '/api/tournaments', { ...body, clubId: 'Sion' });
    expect(hostile.body).toMatchObject({ details: [{ field: 'clubId', code: 'NOT_AN_ID' }] });
  });

  it('gives an organiser without a club one named after them, at their first tournament', async () => {
    const created = await api.call<{ club: { id: string; name: string } }>(
      'POST',
      '/api/tournaments',
      { name: "L'admin joue aussi", rounds: 1, pairing: 'swiss' },
      201,
    );
    expect(created.club.name).toBe('admin');
    const me = await api.call<{ clubs: Array<{ id: string }> }>('GET', '/api/auth/me');
    expect(me.clubs).toEqual([created.club]);
  });

  it('lets the administrator alone make clubs and name their members', async () => {
    expect((await as(anne, 'POST', '/api/clubs', { name: 'Mien' })).status).toBe(403);
    const join = await as(anne, 'POST', `/api/clubs/${sion}/members`, { accountId: anne.id });
    expect(join.body).toMatchObject({ code: 'ADMINISTRATOR_ONLY' });
    const mine = await as(anne, 'GET', '/api/clubs');
    expect(mine.body).toEqual([
      {
        id: martigny,
        name: 'Martigny',
        members: [
          { id: anne.id, displayName: 'Anne Rey', email: 'anne@clubs.test' },
          { id: marc.id, displayName: 'Marc Fellay', email: 'marc@clubs.test' },
        ],
      },
    ]);
    const removed = await api.call<{ members: unknown[] }>(
      'DELETE',
      `/api/clubs/${sion}/members/${marc.id}`,
    );
    expect(removed.members).toHaveLength(1);
    const unknown = await api.http.request(
      'POST',
      `/api/clubs/00000000-0000-4000-8000-000000000000/members`,
      { headers: api.organiser, body: { accountId: anne.id } },
    );
    expect(unknown.body).toMatchObject({ code: 'CLUB_NOT_FOUND' });
    const blank = await api.http.request('POST', '/api/clubs', {
      headers: api.organiser,
      body: { name: '  ' },
    });
    expect(blank.body).toMatchObject({ details: [{ field: 'name', code: 'TOO_SHORT' }] });
  });
});
