import type {
  ApiErrorBody,
  PeoplePage,
  PersonHistory,
  PersonView,
  RegisteredTeam,
  StandingRow,
  StartedRound,
  TeamView,
  TournamentView,
} from '@marque/contracts';
import { withClient } from '@marque/database';
import { dealAt, made80, startApiUnderTest, type ApiUnderTest } from './api-under-test';

// The player registry (issue 25): people across tournaments, picked or matched when a team
// registers, searched, fixed, merged and deleted by organisers; a person's public history.

const ADMIN = { email: 'registry@marque.test', password: 'correct horse battery staple' };

describe('the player registry', () => {
  let api: ApiUnderTest;

  beforeAll(async () => {
    api = await startApiUnderTest(ADMIN);
  });

  afterAll(async () => {
    await api.close();
  });

  const call = <T>(method: string, path: string, body?: object, expected = 200) =>
    api.call<T>(method, path, body, expected);

  /** A request as the organiser that must be refused: its status and error body. */
  async function refused(method: string, path: string, body?: object) {
    const response = await api.http.request(method, path, { body, headers: api.organiser });
    if (response.status < 400) throw new Error(`${method} ${path}: ${response.status}`);
    return { status: response.status, body: response.body as ApiErrorBody };
  }

  /** A tournament of one-deal games on `date`, with its teams registered. */
  async function tournament(name: string, date: string, teams: object[]) {
    const created = await call<TournamentView>(
      'POST',
      '/api/tournaments',
      { name, date, rounds: 1, pairing: 'swiss', ruleset: 'belote-coinchee', dealsPerGame: 1 },
      201,
    );
    const registered: RegisteredTeam[] = [];
    for (const team of teams)
      registered.push(
        await call<RegisteredTeam>('POST', `/api/tournaments/${created.id}/teams`, team, 201),
      );
    return { id: created.id, teams: registered };
  }

  /** Plays the tournament's round: at every table the team on side A wins (made80 by seat 0). */
  async function playRound(tournamentId: string): Promise<void> {
    const round = await call<StartedRound>(
      'POST',
      `/api/tournaments/${tournamentId}/rounds`,
      undefined,
      201,
    );
    for (const table of round.tables) await dealAt(api, table, 0, made80(0));
  }

  const teams = (tournamentId: string) =>
    call<TeamView[]>('GET', `/api/tournaments/${tournamentId}/teams`);
  const search = (query: string) => call<PeoplePage>('GET', `/api/people?${query}`);
  const history = (id: string) =>
    api.http
      .request('GET', `/api/people/${id}/history`)
      .then((response) => ({ status: response.status, body: response.body as PersonHistory }));

  let march: { id: string; teams: RegisteredTeam[] };
  let june: { id: string; teams: RegisteredTeam[] };
  let monthey: { id: string; teams: RegisteredTeam[] };
  let helene: string;
  let noel: string;
  /** The third Hélène Dupré, of no club. */
  let hors: string;

  /** The registry's audit: every entry that names no tournament, oldest first. */
  const registryAudit = () =>
    withClient(api.database.url, async (client) => {
      const result = await client.query<{ action: string; actor: string; before: unknown }>(
        'SELECT action, actor, before FROM audit_entries WHERE tournament_id IS NULL AND table_id IS NULL ORDER BY created_at',
      );
      return result.rows;
    });

  describe('registering a team', () => {
    it('makes a person of each new name, and says which seats made one', async () => {
      march = await tournament('Open de mars', '2026-03-14', [
        { name: 'Les Cœurs', players: ['Hélène Dupré', 'Noël Lefèvre'], club: 'CC Sion' },
        { name: 'Les Piques', players: ['Jean Martin', 'Zoé Roux'], club: 'CC Sion' },
      ]);
      const [cœurs] = march.teams;
      expect(cœurs?.newPlayers).toEqual([true, true]);
      expect(cœurs?.players).toEqual(['Hélène Dupré', 'Noël Lefèvre']);
      [helene, noel] = cœurs?.playerIds as [string, string];
      expect(await call<PersonView>('GET', `/api/people/${helene}`)).toMatchObject({
        firstName: 'Hélène',
        lastName: 'Dupré',
        club: 'CC Sion',
        licence: null,
      });
    });

    it('finds the same people in the next tournament, accents, case and word order aside', async () => {
      june = await tournament('Open de juin', '2026-06-20', [
        { name: 'Les Revenants', players: ['DUPRE Helene', 'noël lefèvre'], club: 'cc sion' },
        { name: 'Les Carreaux', players: ['Ana Pons', 'Bea Roig'] },
      ]);
      const [revenants] = june.teams;
      expect(revenants?.newPlayers).toEqual([false, false]);
      expect(revenants?.playerIds).toEqual([helene, noel]);
      // The seats show the registry's names.
      expect(revenants?.players).toEqual(['Hélène Dupré', 'Noël Lefèvre']);
    });

    it('keeps a namesake of another club apart, and never guesses between two', async () => {
      monthey = await tournament('Coupe de Monthey', '2026-05-01', [
        { name: 'Monthey 1', players: ['Hélène Dupré', 'Paul Roc'], club: 'Monthey' },
      ]);
      expect(monthey.teams[0]?.newPlayers).toEqual([true, true]);
      expect(monthey.teams[0]?.playerIds[0]).not.toBe(helene);
      // A name alone fits both Hélène: a new person, said so, rather than maybe the wrong one.
      const summer = await tournament('Coupe d’été', '2026-07-01', [
        { name: 'Sans club', players: ['Helene Dupre', 'Inès Vidal'] },
      ]);
      const [sansClub] = summer.teams;
      expect(sansClub?.newPlayers).toEqual([true, true]);
      expect([helene, monthey.teams[0]?.playerIds[0]]).not.toContain(sansClub?.playerIds[0]);
      expect(sansClub?.players).toEqual(['Helene Dupre', 'Inès Vidal']);
      hors = sansClub?.playerIds[0] as string;
    });

    it('seats a person picked by id, or a new one from first and last names', async () => {
      const autumn = await tournament('Open d’automne', '2026-10-03', [
        {
          name: 'Les Choisis',
          club: 'CC Vouvry',
          people: [{ id: helene }, { firstName: 'Zoé', lastName: 'Lenoir', licence: 'ffb 123' }],
        },
      ]);
      const [choisis] = autumn.teams;
      expect(choisis?.newPlayers).toEqual([false, true]);
      expect(choisis?.players).toEqual(['Hélène Dupré', 'Zoé Lenoir']);
      const zoe = await call<PersonView>('GET', `/api/people/${choisis?.playerIds[1]}`);
      expect(zoe).toMatchObject({ licence: 'FFB123', club: 'CC Vouvry' });
    });

    it('refuses one person at both seats, or in two teams of a tournament', async () => {
      const solo = await call<PersonView>('POST', '/api/people', { lastName: 'Solo' }, 201);
      expect(
        await refused('POST', `/api/tournaments/${june.id}/teams`, {
          name: 'Doublon',
          people: [{ id: solo.id }, { id: solo.id }],
        }),
      ).toMatchObject({ status: 422, body: { code: 'SAME_PERSON_TWICE' } });
      expect(
        await refused('POST', `/api/tournaments/${june.id}/teams`, {
          name: 'Déjà là',
          people: [{ id: helene }, { lastName: 'Nouveau' }],
        }),
      ).toMatchObject({
        status: 409,
        body: {
          code: 'PERSON_ALREADY_IN_TOURNAMENT',
          params: { name: 'Hélène Dupré', team: 'Les Revenants' },
        },
      });
      // Nothing of the refused team was kept: no « Nouveau » in the registry.
      expect((await search('q=nouveau')).total).toBe(0);
    });

    it('makes two people of one name written twice in a tournament', async () => {
      const placeholders = await tournament('Essai', '2026-01-01', [
        { name: 'T1', players: ['A', 'B'] },
        { name: 'T2', players: ['A', 'B'] },
      ]);
      const [first, second] = placeholders.teams;
      expect(first?.playerIds[0]).not.toBe(second?.playerIds[0]);
      expect(second?.newPlayers).toEqual([true, true]);
    });

    it('refuses a licence that belongs to someone else, naming it (409)', async () => {
      expect(
        await refused('POST', '/api/people', { lastName: 'Autre', licence: 'FFB 123' }),
      ).toMatchObject({
        status: 409,
        body: { code: 'LICENCE_TAKEN', params: { licence: 'FFB123' } },
      });
    });
  });

  describe('GET /api/people', () => {
    it('finds people by name, club or licence, accents and case aside', async () => {
      const names = (page: PeoplePage) =>
        page.people.map((person) => `${person.firstName} ${person.lastName}`);
      expect(names(await search('q=HELENE')).sort()).toEqual([
        'Helene Dupre',
        'Hélène Dupré',
        'Hélène Dupré',
      ]);
      expect(names(await search('q=dupré%20sion'))).toEqual(['Hélène Dupré']);
      expect(names(await search(`q=${encodeURIComponent('  Lefevre ')}`))).toEqual([
        'Noël Lefèvre',
      ]);
      expect(names(await search('q=monthey'))).toEqual(['Hélène Dupré', 'Paul Roc']);
      expect(names(await search('q=ffb123'))).toEqual(['Zoé Lenoir']);
      expect((await search('q=elene')).total).toBe(0); // words are found by their beginning
      // LIKE's wildcards and a NUL are no words (everyone is listed, as without q), never a 500.
      const everyone = (await search('')).total;
      for (const odd of ['%25', '_', '%5C', '%00', '%25%20%5F'])
        expect((await search(`q=${odd}`)).total).toBe(everyone);
      for (const odd of ['x%25z', 'q_z', '%ED%A0%80', '%F0%9F%82%A1'])
        expect((await search(`q=${odd}`)).total).toBe(0);
    });

    it('pages through the people, by last then first name', async () => {
      for (let index = 0; index < 25; index += 1)
        await call('POST', '/api/people', { firstName: `P${24 - index}`, lastName: 'Pagé' }, 201);
      const pages = [];
      for (const offset of [0, 10, 20])
        pages.push(await search(`q=page&limit=10&offset=${offset}`));
      expect(pages.map((page) => page.total)).toEqual([25, 25, 25]);
      expect(pages.map((page) => page.people.length)).toEqual([10, 10, 5]);
      const all = pages.flatMap((page) => page.people.map((person) => person.firstName));
      expect(new Set(all).size).toBe(25);
      expect(all.slice(0, 3)).toEqual(['P0', 'P1', 'P10']);
    });

    it('is for organisers only', async () => {
      const response = await api.http.request('GET', '/api/people?q=helene');
      expect(response.status).toBe(401);
      expect((response.body as ApiErrorBody).code).toBe('LOGIN_REQUIRED');
    });
  });

  describe('PATCH /api/people/:id', () => {
    it('fixes a person: every tournament they played shows the new name (audited)', async () => {
      const fixed = await call<PersonView>('PATCH', `/api/people/${noel}`, {
        firstName: 'Noëlle',
        licence: 'CH 77',
      });
      expect(fixed).toMatchObject({ firstName: 'Noëlle', lastName: 'Lefèvre', licence: 'CH77' });
      expect((await teams(march.id))[0]?.players).toEqual(['Hélène Dupré', 'Noëlle Lefèvre']);
      expect((await teams(june.id))[0]?.players).toEqual(['Hélène Dupré', 'Noëlle Lefèvre']);
      expect((await search('q=noelle')).people.map((person) => person.id)).toEqual([noel]);
      expect((await registryAudit()).at(-1)).toMatchObject({
        action: 'person.updated',
        actor: `organiser:${ADMIN.email.split('@')[0]}`, // its display name until it chooses one
        before: { firstName: 'Noël', licence: null },
      });
    });

    it('clears a club or a licence with null, and never takes an empty last name', async () => {
      expect(
        await call<PersonView>('PATCH', `/api/people/${noel}`, { licence: null }),
      ).toMatchObject({ licence: null });
      expect(await refused('PATCH', `/api/people/${noel}`, { lastName: ' ' })).toMatchObject({
        status: 400,
        body: { details: [{ field: 'lastName', code: 'TOO_SHORT' }] },
      });
    });
  });

  describe('the history of a person', () => {
    it('lists only tournaments that have started, newest first, with results and place', async () => {
      await playRound(march.id);
      await playRound(june.id);
      const { status, body } = await history(helene);
      expect(status).toBe(200);
      expect(body.person).toEqual({ firstName: 'Hélène', lastName: 'Dupré', club: 'CC Sion' });
      // The autumn tournament has not started: not public yet.
      expect(body.tournaments.map((entry) => entry.tournament.name)).toEqual([
        'Open de juin',
        'Open de mars',
      ]);
      const [juneEntry, marchEntry] = body.tournaments;
      const standings = await call<StandingRow[]>('GET', `/api/tournaments/${march.id}/standings`);
      const row = standings.find((standing) => standing.team.name === 'Les Cœurs') as StandingRow;
      expect(row.played).toBe(1);
      expect(marchEntry).toEqual({
        tournament: {
          id: march.id,
          name: 'Open de mars',
          date: '2026-03-14',
          ruleset: 'belote-coinchee',
          status: 'running',
          createdAt: expect.any(String),
        },
        team: { id: march.teams[0]?.id, name: 'Les Cœurs', withdrawn: false },
        partners: [{ id: noel, name: 'Noëlle Lefèvre' }],
        played: 1,
        won: row.won,
        drawn: 0,
        lost: row.lost,
        pointsFor: row.pointsFor,
        pointsAgainst: row.pointsAgainst,
        rank: row.rank,
        of: 2,
        placing: null,
      });
      expect(row.won + row.lost).toBe(1);
      expect(juneEntry?.team.name).toBe('Les Revenants');
    });

    it('tells no name of a person whose tournaments are not public', async () => {
      const draft = await tournament('Brouillon', '2026-12-01', [
        { name: 'Secrets', players: ['Iris Cachée', 'Hugo Discret'] },
      ]);
      const { status, body } = await history(draft.teams[0]?.playerIds[0] as string);
      expect(status).toBe(200);
      expect(body).toEqual({ id: draft.teams[0]?.playerIds[0], person: null, tournaments: [] });
      expect(JSON.stringify(body)).not.toContain('Iris');
    });
  });

  describe('POST /api/people/:id/merge', () => {
    it('moves every seat of the duplicate, with its results, to the kept person', async () => {
      const duplicate = monthey.teams[0]?.playerIds[0] as string;
      const merged = await call<PersonView>('POST', `/api/people/${helene}/merge`, {
        duplicateId: duplicate,
      });
      expect(merged).toMatchObject({ id: helene, club: 'CC Sion' });
      expect((await refused('GET', `/api/people/${duplicate}`)).status).toBe(404);
      expect((await teams(monthey.id))[0]).toMatchObject({
        players: ['Hélène Dupré', 'Paul Roc'],
        playerIds: [helene, monthey.teams[0]?.playerIds[1]],
      });
      expect((await registryAudit()).at(-1)).toMatchObject({ action: 'person.merged' });
      // The Hélène made for a name alone was her too: merged, her seat follows, spelled as hers.
      await call('POST', `/api/people/${helene}/merge`, { duplicateId: hors });
      const summer = (await search('q=vidal')).people[0];
      expect(summer).toBeDefined();
      expect((await search('q=helene')).people.map((person) => person.id)).toEqual([helene]);
    });

    it('refuses two people of one tournament, two licences, or a person and themselves', async () => {
      const [martin, roux] = march.teams[1]?.playerIds as [string, string];
      expect(
        await refused('POST', `/api/people/${martin}/merge`, { duplicateId: roux }),
      ).toMatchObject({
        status: 409,
        body: { code: 'MERGE_SAME_TOURNAMENT', params: { tournament: 'Open de mars' } },
      });
      const a = await call<PersonView>(
        'POST',
        '/api/people',
        { lastName: 'Un', licence: 'L1' },
        201,
      );
      const b = await call<PersonView>(
        'POST',
        '/api/people',
        { lastName: 'Un', licence: 'L2' },
        201,
      );
      expect(
        await refused('POST', `/api/people/${a.id}/merge`, { duplicateId: b.id }),
      ).toMatchObject({ status: 409, body: { code: 'MERGE_LICENCES_DIFFER' } });
      expect(
        await refused('POST', `/api/people/${a.id}/merge`, { duplicateId: a.id }),
      ).toMatchObject({ status: 422, body: { code: 'MERGE_SAME_PERSON' } });
      expect(
        await refused('POST', `/api/people/${a.id}/merge`, {
          duplicateId: '00000000-0000-4000-8000-000000000000',
        }),
      ).toMatchObject({ status: 404, body: { code: 'PERSON_NOT_FOUND' } });
    });
  });

  describe('DELETE /api/people/:id', () => {
    it('removes the name from past results, which stay counted', async () => {
      const standingsBefore = await call<StandingRow[]>(
        'GET',
        `/api/tournaments/${march.id}/standings`,
      );
      await call('DELETE', `/api/people/${noel}`, undefined, 204);
      const [cœurs] = await teams(march.id);
      expect(cœurs).toMatchObject({
        name: 'Les Cœurs',
        players: ['Hélène Dupré', ''],
        playerIds: [helene, null],
      });
      expect(await call('GET', `/api/tournaments/${march.id}/standings`)).toEqual(standingsBefore);
      expect((await history(noel)).status).toBe(404);
      const { body } = await history(helene);
      expect(body.tournaments[1]?.partners).toEqual([{ id: null, name: '' }]);
      const row = standingsBefore.find((standing) => standing.team.name === 'Les Cœurs');
      expect(body.tournaments[1]).toMatchObject({ played: 1, won: row?.won, rank: row?.rank });
      expect((await search('q=lefevre')).total).toBe(0);
      // The audit keeps which seats lost a name, never the name.
      const deleted = (await registryAudit()).at(-1);
      expect(deleted).toMatchObject({ action: 'person.deleted', before: { id: noel } });
      expect(JSON.stringify(deleted)).not.toContain('Lef');
    });
  });

  describe('hostile input', () => {
    it.each([
      ['GET', '/api/people?limit=1000', undefined, 400, 'limit', 'TOO_LARGE'],
      ['GET', '/api/people?q=a&q=b', undefined, 400, 'q', 'NOT_A_STRING'],
      ['GET', '/api/people?offset=-1', undefined, 400, 'offset', 'TOO_SMALL'],
      ['GET', '/api/people/not-an-id', undefined, 400, 'id', 'NOT_AN_ID'],
      ['POST', '/api/people', { lastName: 'X', extra: 1 }, 400, 'extra', 'UNKNOWN_FIELD'],
      ['POST', '/api/people', { firstName: 'Sans nom' }, 400, 'lastName', 'REQUIRED'],
      ['POST', '/api/people', { lastName: 'X', licence: '<b>' }, 400, 'licence', 'INVALID_FORMAT'],
      ['POST', '/api/people', { lastName: 'x'.repeat(41) }, 400, 'lastName', 'TOO_LONG'],
      [
        'PATCH',
        '/api/people/00000000-0000-4000-8000-000000000000',
        { lastName: 'Y' },
        404,
        null,
        'PERSON_NOT_FOUND',
      ],
      [
        'PATCH',
        '/api/people/00000000-0000-4000-8000-000000000000',
        { lastName: null },
        400,
        'lastName',
        'REQUIRED',
      ],
      [
        'POST',
        '/api/people/00000000-0000-4000-8000-000000000000/merge',
        { duplicateId: 'x' },
        400,
        'duplicateId',
        'NOT_AN_ID',
      ],
      [
        'DELETE',
        '/api/people/00000000-0000-4000-8000-000000000000',
        undefined,
        404,
        null,
        'PERSON_NOT_FOUND',
      ],
    ] as const)('%s %s %j: %i %s %s', async (method, path, body, status, field, code) => {
      const response = await refused(method, path, body);
      const codes = field
        ? (response.body.details ?? []).filter((d) => d.field === field).map((d) => d.code)
        : [response.body.code];
      expect({ status: response.status, codes }).toEqual({
        status,
        codes: expect.arrayContaining([code]),
      });
    });

    it.each([
      [
        { players: ['a', 'b'], people: [{ name: 'a' }, { name: 'b' }] },
        'people',
        'PLAYERS_OR_PEOPLE',
      ],
      [
        { people: [{ id: '00000000-0000-4000-8000-000000000000', name: 'x' }, { name: 'y' }] },
        'people.0',
        'INVALID_FORMAT',
      ],
      [{ people: [{}, { name: 'y' }] }, 'people.0', 'INVALID_FORMAT'],
      [{ people: ['a', 'b'] }, 'people.0', 'NOT_AN_OBJECT'],
      [{ people: [{ name: 'y' }] }, 'people', 'TOO_FEW_ITEMS'],
      [{ people: [{ lastName: '' }, { name: 'y' }] }, 'people.0.lastName', 'TOO_SHORT'],
      [{}, 'players', 'REQUIRED'],
    ])('refuses a team of %j, naming %s (%s)', async (seats, field, code) => {
      const response = await refused('POST', `/api/tournaments/${june.id}/teams`, {
        name: 'Hostile',
        ...seats,
      });
      expect(response.status).toBe(400);
      expect(response.body.details).toContainEqual(expect.objectContaining({ field, code }));
    });

    it('says which person a pick names when it does not exist (404)', async () => {
      const response = await refused('POST', `/api/tournaments/${june.id}/teams`, {
        name: 'Fantômes',
        people: [{ id: '00000000-0000-4000-8000-000000000000' }, { name: 'Vrai' }],
      });
      expect(response).toMatchObject({ status: 404, body: { code: 'PERSON_NOT_FOUND' } });
      expect(response.body.details?.[0]?.field).toBe('people.0.id');
    });
  });
});
