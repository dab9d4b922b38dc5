import type {
  ApiErrorBody,
  ClubRef,
  PersonView,
  SeriesInvitationView,
  SeriesRanking,
  SeriesView,
  TournamentView,
} from '@marque/contracts';
import { withClient } from '@marque/database';
import { invitedOrganiser, startApiUnderTest, type ApiUnderTest } from './api-under-test';
import { callsAs, playedRoundRobin } from './season-tournaments';

// Bcrypt at cost 12 for each invited organiser: more time than the default.
jest.setTimeout(180_000);

// A series across clubs (issue 26, item 2): Martigny's series invites Sion, whose member accepts
// and adds Sion's own tournament; the ranking counts both clubs' tournaments.

const ADMIN = { email: 'admin@series-clubs.test', password: 'correct horse battery staple' };
const PASSWORD = 'a long passphrase';
const RULE = { scale: { kind: 'table', points: [10, 7, 5], beyond: 3 } };

interface Organiser {
  id: string;
  headers: Record<string, string>;
}

describe('a series across clubs, by invitation', () => {
  let api: ApiUnderTest;
  let anne: Organiser; // Martigny, the series' club
  let paul: Organiser; // Sion
  let marc: Organiser; // Monthey
  const club: Record<string, string> = {};
  const people = new Map<string, string>();
  let series: SeriesView;

  const { as, ok } = callsAs(() => api);
  async function refused(
    who: Organiser,
    method: string,
    path: string,
    body?: object,
  ): Promise<[number, string]> {
    const response = await as(who, method, path, body);
    return [response.status, (response.body as ApiErrorBody).code];
  }
  const seriesAudit = () =>
    withClient(api.database.url, async (client) =>
      (
        await client.query<{ action: string; actor: string }>(
          "SELECT action, actor FROM audit_entries WHERE action LIKE 'series.%' ORDER BY created_at, id",
        )
      ).rows.map((row) => `${row.action} ${row.actor}`),
    );

  beforeAll(async () => {
    api = await startApiUnderTest(ADMIN);
    for (const name of ['Martigny', 'Sion', 'Monthey'])
      club[name] = (await api.call<{ id: string }>('POST', '/api/clubs', { name }, 201)).id;
    const organiser = (email: string, displayName: string, clubId: string) =>
      invitedOrganiser(api, { email, displayName, password: PASSWORD, clubId });
    anne = await organiser('anne@series-clubs.test', 'Anne Rey', club['Martigny'] as string);
    paul = await organiser('paul@series-clubs.test', 'Paul Sion', club['Sion'] as string);
    marc = await organiser('marc@series-clubs.test', 'Marc Monthey', club['Monthey'] as string);
    for (const [firstName, of] of [
      ['Ana', 'Martigny'],
      ['Bruno', 'Martigny'],
      ['Chloé', 'Martigny'],
      ['Denis', 'Martigny'],
      ['Emma', 'Sion'],
      ['Fabien', 'Sion'],
      ['Gaël', 'Sion'],
      ['Hugo', 'Sion'],
    ] as const) {
      const person = await ok<PersonView>(anne, 'POST', '/api/people', {
        firstName,
        lastName: 'Duo',
        club: of,
      });
      people.set(firstName, person.id);
    }
    series = await ok<SeriesView>(anne, 'POST', '/api/series', {
      name: 'Challenge du Valais',
      season: '2026-2027',
      rule: RULE,
    });
  });

  afterAll(async () => {
    await api.close();
  });

  it("lists the clubs the series' club may invite by name only, to its members only", async () => {
    const choices = await ok<ClubRef[]>(anne, 'GET', `/api/series/${series.id}/club-choices`);
    expect(choices).toEqual([
      { id: club['Monthey'], name: 'Monthey' },
      { id: club['Sion'], name: 'Sion' },
    ]);
    expect(await refused(paul, 'GET', `/api/series/${series.id}/club-choices`)).toEqual([
      403,
      'NOT_CLUB_MEMBER',
    ]);
    expect((await as(null, 'GET', '/api/series/invitations')).status).toBe(401);
  });

  it('withdraws an invitation, and lets the invited club decline one', async () => {
    const invite = () =>
      ok(anne, 'POST', `/api/series/${series.id}/clubs`, { clubId: club['Monthey'] });
    await invite();
    expect(
      (await ok<SeriesInvitationView[]>(anne, 'GET', `/api/series/${series.id}/invitations`)).map(
        (each) => each.club.name,
      ),
    ).toEqual(['Monthey']);
    const withdrawn = await ok<SeriesView>(
      anne,
      'DELETE',
      `/api/series/${series.id}/clubs/${club['Monthey']}`,
    );
    expect(withdrawn.clubs.map((each) => each.name)).toEqual(['Martigny']);
    expect(await ok(marc, 'GET', '/api/series/invitations')).toEqual([]);

    await invite();
    const waiting = await ok<SeriesInvitationView[]>(marc, 'GET', '/api/series/invitations');
    expect(waiting).toMatchObject([
      {
        series: { id: series.id, name: 'Challenge du Valais', club: { name: 'Martigny' } },
        club: { id: club['Monthey'], name: 'Monthey' },
      },
    ]);
    const path = `/api/series/${series.id}/clubs/${club['Monthey']}`;
    expect(await refused(paul, 'POST', `${path}/decline`)).toEqual([403, 'NOT_CLUB_MEMBER']);
    expect((await as(marc, 'POST', `${path}/decline`)).status).toBe(204);
    expect(await refused(marc, 'POST', `${path}/decline`)).toEqual([
      404,
      'SERIES_INVITATION_NOT_FOUND',
    ]);
    expect(await refused(marc, 'POST', `${path}/accept`)).toEqual([
      404,
      'SERIES_INVITATION_NOT_FOUND',
    ]);
    expect(await ok<SeriesView>(null, 'GET', `/api/series/${series.id}`)).toMatchObject({
      clubs: [{ name: 'Martigny' }],
    });
  });

  it('lets the invited club in once one of its members accepts, and only then', async () => {
    const sionTournament = await ok<TournamentView>(paul, 'POST', '/api/tournaments', {
      name: 'Coupe de Sion',
      rounds: 1,
      pairing: 'swiss',
    });
    const addSion = `/api/series/${series.id}/tournaments/${sionTournament.id}`;
    expect(await refused(paul, 'POST', addSion)).toEqual([403, 'NOT_CLUB_MEMBER']);
    await ok(anne, 'POST', `/api/series/${series.id}/clubs`, { clubId: club['Sion'] });
    for (const clubId of [club['Sion'], club['Martigny']])
      expect(await refused(anne, 'POST', `/api/series/${series.id}/clubs`, { clubId })).toEqual([
        409,
        'SERIES_CLUB_ALREADY_IN',
      ]);
    expect(await refused(paul, 'POST', addSion)).toEqual([403, 'NOT_CLUB_MEMBER']);
    const accepted = await ok<SeriesView>(
      paul,
      'POST',
      `/api/series/${series.id}/clubs/${club['Sion']}/accept`,
    );
    expect(accepted.clubs.map((each) => each.name)).toEqual(['Martigny', 'Sion']);
    const added = await ok<SeriesView>(paul, 'POST', addSion);
    expect(added.tournaments).toMatchObject([{ name: 'Coupe de Sion', club: { name: 'Sion' } }]);
    await ok(paul, 'DELETE', addSion);
    expect(
      (await ok<SeriesView[]>(null, 'GET', `/api/series?clubId=${club['Sion']}`)).map(
        (each) => each.id,
      ),
    ).toEqual([series.id]);
  });

  it("keeps the name, season, rule and clubs to the series' club, and each club to its own tournaments", async () => {
    const path = `/api/series/${series.id}`;
    expect(await refused(paul, 'PATCH', path, { name: 'Pris' })).toEqual([
      403,
      'SERIES_OWNER_ONLY',
    ]);
    expect(await refused(paul, 'POST', `${path}/clubs`, { clubId: club['Monthey'] })).toEqual([
      403,
      'SERIES_OWNER_ONLY',
    ]);
    expect(await refused(marc, 'PATCH', path, { name: 'Pris' })).toEqual([403, 'NOT_CLUB_MEMBER']);
    const martigny = await ok<TournamentView>(anne, 'POST', '/api/tournaments', {
      name: 'Coupe de Martigny',
      rounds: 1,
      pairing: 'swiss',
    });
    // Paul runs no tournament of Martigny: the route's guard answers first.
    expect(await refused(paul, 'POST', `${path}/tournaments/${martigny.id}`)).toEqual([
      403,
      'NOT_YOUR_TOURNAMENT',
    ]);
    // A member of Martigny and Monthey (not taking part) adds no tournament of Monthey.
    await api.call('POST', `/api/clubs/${club['Martigny']}/members`, { accountId: marc.id }, 201);
    const monthey = await ok<TournamentView>(marc, 'POST', '/api/tournaments', {
      name: 'Coupe de Monthey',
      rounds: 1,
      pairing: 'swiss',
      clubId: club['Monthey'],
    });
    const crossed = await as(marc, 'POST', `${path}/tournaments/${monthey.id}`);
    expect([crossed.status, crossed.body]).toMatchObject([
      422,
      { code: 'TOURNAMENT_OF_ANOTHER_CLUB', details: [{ field: 'tournamentId' }] },
    ]);
    await api.call('DELETE', `/api/clubs/${club['Martigny']}/members/${marc.id}`, undefined, 200);
  });

  it('ranks the players and the clubs over both clubs’ tournaments, as computed by hand', async () => {
    // The table 10, 7, 5, then 3. Martigny's: Ana–Bruno, Emma–Fabien, Chloé–Denis, Gaël–Hugo;
    // Sion's: Gaël–Hugo, Emma–Fabien, Ana–Bruno, Chloé–Denis. Players: Ana and Bruno 10 + 5,
    // Emma and Fabien 7 + 7, Gaël and Hugo 3 + 10, Chloé and Denis 5 + 3. Clubs (every member):
    // Martigny 10+10+5+5 + 5+5+3+3 = 46, Sion 7+7+3+3 + 10+10+7+7 = 54.
    const team = (first: string, second: string) => ({
      name: `${first} – ${second}`,
      people: [people.get(first) ?? '', people.get(second) ?? ''] as [string, string],
    });
    const martigny = await playedRoundRobin(
      api,
      anne.headers,
      { name: 'Printemps à Martigny', date: '2026-04-11' },
      [team('Ana', 'Bruno'), team('Emma', 'Fabien'), team('Chloé', 'Denis'), team('Gaël', 'Hugo')],
    );
    const sion = await playedRoundRobin(
      api,
      paul.headers,
      { name: 'Automne à Sion', date: '2026-10-10' },
      [team('Gaël', 'Hugo'), team('Emma', 'Fabien'), team('Ana', 'Bruno'), team('Chloé', 'Denis')],
    );
    await ok(anne, 'POST', `/api/series/${series.id}/tournaments/${martigny}`);
    await ok(paul, 'POST', `/api/series/${series.id}/tournaments/${sion}`);
    const lines = async (by: string) =>
      (await ok<SeriesRanking>(null, 'GET', `/api/series/${series.id}/ranking?by=${by}`)).rows.map(
        (row) =>
          `${row.rankTo > row.rank ? `${row.rank}–${row.rankTo}` : row.rank} ${row.name} ${row.points}`,
      );
    expect(await lines('player')).toEqual([
      '1–2 Ana Duo 15',
      '1–2 Bruno Duo 15',
      '3–4 Emma Duo 14',
      '3–4 Fabien Duo 14',
      '5–6 Gaël Duo 13',
      '5–6 Hugo Duo 13',
      '7–8 Chloé Duo 8',
      '7–8 Denis Duo 8',
    ]);
    expect(await lines('club')).toEqual(['1 Sion 54', '2 Martigny 46']);
    const view = await ok<SeriesView>(null, 'GET', `/api/series/${series.id}`);
    expect(view.tournaments.map((each) => `${each.name} ${each.club.name}`)).toEqual([
      'Printemps à Martigny Martigny',
      'Automne à Sion Sion',
    ]);

    // Sion removed: its tournament leaves the series, and the ranking.
    const removed = await ok<SeriesView>(
      anne,
      'DELETE',
      `/api/series/${series.id}/clubs/${club['Sion']}`,
    );
    expect(removed.clubs.map((each) => each.name)).toEqual(['Martigny']);
    expect(removed.tournaments.map((each) => each.name)).toEqual(['Printemps à Martigny']);
    expect(await lines('club')).toEqual(['1 Martigny 30', '2 Sion 20']);
    expect(await refused(anne, 'DELETE', `/api/series/${series.id}/clubs/${club['Sion']}`)).toEqual(
      [404, 'CLUB_NOT_IN_SERIES'],
    );
  });

  it('audits every change under its author’s name', async () => {
    expect(await seriesAudit()).toEqual([
      'series.created organiser:Anne Rey',
      'series.club-invited organiser:Anne Rey',
      'series.invitation-withdrawn organiser:Anne Rey',
      'series.club-invited organiser:Anne Rey',
      'series.invitation-declined organiser:Marc Monthey',
      'series.club-invited organiser:Anne Rey',
      'series.invitation-accepted organiser:Paul Sion',
      'series.tournament-added organiser:Paul Sion',
      'series.tournament-removed organiser:Paul Sion',
      'series.tournament-added organiser:Anne Rey',
      'series.tournament-added organiser:Paul Sion',
      'series.club-removed organiser:Anne Rey',
    ]);
  });
});
