import type {
  ApiErrorBody,
  PersonView,
  SeriesRanking,
  SeriesView,
  StartedRound,
  TournamentView,
} from '@marque/contracts';
import { withClient } from '@marque/database';
import {
  dealAt,
  invitedOrganiser,
  made80,
  startApiUnderTest,
  type ApiUnderTest,
} from './api-under-test';
import { callsAs, playedRoundRobin } from './season-tournaments';

// Bcrypt at cost 12 for each invited organiser: more time than the default.
jest.setTimeout(180_000);

// A club's season (issue 26, item 2): three tournaments of four teams ranked together by the
// rule of libs/seasons' README, "A season computed by hand": the table 10, 7, 5, then 3, one
// point for taking part, the best 2 results, clubs on their 2 best members. The API must give
// the README's three rankings from the tournaments' own final placings.

const ADMIN = { email: 'admin@seasons.test', password: 'correct horse battery staple' };
const PASSWORD = 'a long passphrase';

const README_RULE = {
  scale: { kind: 'table', points: [10, 7, 5], beyond: 3 },
  participationPoints: 1,
  bestResults: 2,
  clubMembers: 2,
};

const CLUBS: Record<string, string> = {
  Ana: 'rouge',
  Bruno: 'rouge',
  Chloé: 'rouge',
  Denis: 'bleu',
  Emma: 'bleu',
  Fabien: 'vert',
  Gaël: 'vert',
  Hugo: 'vert',
};

/** Each tournament's teams, by final place (README's table). */
const SEASON: Array<[string, string, Array<[string, string]>]> = [
  [
    'Printemps',
    '2026-04-11',
    [
      ['Ana', 'Bruno'],
      ['Chloé', 'Denis'],
      ['Emma', 'Fabien'],
      ['Gaël', 'Hugo'],
    ],
  ],
  [
    'Été',
    '2026-07-04',
    [
      ['Chloé', 'Denis'],
      ['Gaël', 'Hugo'],
      ['Ana', 'Bruno'],
      ['Emma', 'Fabien'],
    ],
  ],
  [
    'Automne',
    '2026-10-10',
    [
      ['Ana', 'Emma'],
      ['Gaël', 'Hugo'],
      ['Chloé', 'Denis'],
      ['Bruno', 'Fabien'],
    ],
  ],
];

interface Organiser {
  id: string;
  headers: Record<string, string>;
}

describe('seasons: a series of tournaments ranked together', () => {
  let api: ApiUnderTest;
  let anne: Organiser;
  let paul: Organiser;
  let martigny: string;
  let series: SeriesView;
  const people = new Map<string, string>();
  const tournaments: string[] = [];

  const { as, ok } = callsAs(() => api);

  /** A round robin created by `who` whose final placings are `teams`, by first names. */
  const playedTournament = (
    who: Organiser,
    name: string,
    date: string,
    teams: Array<[string, string]>,
    rounds = 3,
  ) =>
    playedRoundRobin(
      api,
      who.headers,
      { name, date },
      teams.map(([first, second]) => ({
        name: `${first} – ${second}`,
        people: [people.get(first) ?? '', people.get(second) ?? ''],
      })),
      rounds,
    );

  const ranking = (by: string) =>
    ok<SeriesRanking>(null, 'GET', `/api/series/${series.id}/ranking?by=${by}`);
  const lines = (body: SeriesRanking) =>
    body.rows.map(
      (row) =>
        `${row.rankTo > row.rank ? `${row.rank}–${row.rankTo}` : row.rank} ${row.name} ${row.points}`,
    );

  beforeAll(async () => {
    api = await startApiUnderTest(ADMIN);
    martigny = (await api.call<{ id: string }>('POST', '/api/clubs', { name: 'Martigny' }, 201)).id;
    const sion = (await api.call<{ id: string }>('POST', '/api/clubs', { name: 'Sion' }, 201)).id;
    anne = await invitedOrganiser(api, {
      email: 'anne@seasons.test',
      displayName: 'Anne Rey',
      password: PASSWORD,
      clubId: martigny,
    });
    paul = await invitedOrganiser(api, {
      email: 'paul@seasons.test',
      displayName: 'Paul Sion',
      password: PASSWORD,
      clubId: sion,
    });
    for (const [firstName, club] of Object.entries(CLUBS)) {
      const person = await ok<PersonView>(anne, 'POST', '/api/people', {
        firstName,
        lastName: 'Saison',
        club,
      });
      people.set(firstName, person.id);
    }
  });

  afterAll(async () => {
    await api.close();
  });

  it("creates a series in the organiser's club, with its rule, audited under their name", async () => {
    series = await ok<SeriesView>(anne, 'POST', '/api/series', {
      name: 'Challenge de Martigny',
      season: '2026-2027',
      rule: README_RULE,
    });
    expect(series).toMatchObject({
      name: 'Challenge de Martigny',
      season: '2026-2027',
      club: { id: martigny, name: 'Martigny' },
      rule: README_RULE,
      tournaments: [],
    });
    expect(await ok(null, 'GET', `/api/series/${series.id}`)).toEqual(series);
    expect(
      (await ok<SeriesView[]>(null, 'GET', `/api/series?clubId=${martigny}`)).map(
        (each) => each.id,
      ),
    ).toEqual([series.id]);
    const audit = await withClient(
      api.database.url,
      async (client) =>
        (
          await client.query<{ action: string; actor: string }>(
            "SELECT action, actor FROM audit_entries WHERE action LIKE 'series.%'",
          )
        ).rows,
    );
    expect(audit).toEqual([{ action: 'series.created', actor: 'organiser:Anne Rey' }]);
  });

  it('refuses another club: its organiser may not change the series, nor add its own tournaments', async () => {
    const renamed = await as(paul, 'PATCH', `/api/series/${series.id}`, { name: 'Pris' });
    expect([renamed.status, (renamed.body as ApiErrorBody).code]).toEqual([403, 'NOT_CLUB_MEMBER']);
    const theirs = await ok<TournamentView>(paul, 'POST', '/api/tournaments', {
      name: 'Coupe de Sion',
      rounds: 1,
      pairing: 'swiss',
    });
    const added = await as(anne, 'POST', `/api/series/${series.id}/tournaments/${theirs.id}`);
    // Anne runs no tournament of Sion: the tournament's own guard answers first.
    expect([added.status, (added.body as ApiErrorBody).code]).toEqual([403, 'NOT_YOUR_TOURNAMENT']);
    const paulsSeries = await ok<SeriesView>(paul, 'POST', '/api/series', {
      name: 'Sion',
      season: '2026',
      rule: README_RULE,
    });
    await api.call('POST', `/api/clubs/${martigny}/members`, { accountId: paul.id }, 201);
    const mine = await ok<TournamentView>(anne, 'POST', '/api/tournaments', {
      name: 'Coupe de Martigny',
      rounds: 1,
      pairing: 'swiss',
      clubId: martigny,
    });
    const crossed = await as(paul, 'POST', `/api/series/${paulsSeries.id}/tournaments/${mine.id}`);
    expect([crossed.status, crossed.body]).toMatchObject([
      422,
      { code: 'TOURNAMENT_OF_ANOTHER_CLUB', details: [{ field: 'tournamentId' }] },
    ]);
    const notIn = await as(anne, 'DELETE', `/api/series/${series.id}/tournaments/${mine.id}`);
    expect([notIn.status, (notIn.body as ApiErrorBody).code]).toEqual([
      404,
      'TOURNAMENT_NOT_IN_SERIES',
    ]);
  });

  it('refuses hostile input with the field and a code, never a 500', async () => {
    const cases: Array<[string, string, unknown, number, string, string?]> = [
      [
        'POST',
        '/api/series',
        { name: 'X', season: 'S', rule: { scale: { kind: 'pyramid' } } },
        400,
        'NOT_ONE_OF',
        'rule.scale.kind',
      ],
      [
        'POST',
        '/api/series',
        { name: 'X', season: 'S', rule: { scale: { kind: 'table', points: [10, -1] } } },
        400,
        'TOO_SMALL',
        'rule.scale.points',
      ],
      [
        'POST',
        '/api/series',
        { name: 'X', season: 'S', rule: { scale: { kind: 'table' } } },
        400,
        'REQUIRED',
        'rule.scale.points',
      ],
      [
        'POST',
        '/api/series',
        { name: 'X', season: 'S', rule: { scale: { kind: 'field' }, bestResults: 0 } },
        400,
        'TOO_SMALL',
        'rule.bestResults',
      ],
      [
        'POST',
        '/api/series',
        {
          name: 'X',
          season: 'S',
          rule: { scale: { kind: 'field' }, tiebreaks: ['best-place', 'best-place'] },
        },
        400,
        'DUPLICATE_ITEMS',
        'rule.tiebreaks',
      ],
      [
        'POST',
        '/api/series',
        { name: 'X', season: 'S', rule: { scale: { kind: 'field' }, tiebreaks: ['coin'] } },
        400,
        'NOT_ONE_OF',
        'rule.tiebreaks',
      ],
      [
        'POST',
        '/api/series',
        { name: 'X', season: 'S', rule: 'table' },
        400,
        'NOT_AN_OBJECT',
        'rule',
      ],
      [
        'POST',
        '/api/series',
        { name: '', season: 'S', rule: README_RULE },
        400,
        'TOO_SHORT',
        'name',
      ],
      ['POST', '/api/series', { season: 'S', rule: README_RULE }, 400, 'REQUIRED', 'name'],
      [
        'POST',
        '/api/series',
        { name: 'X', season: 'S', rule: { ...README_RULE, hack: 1 } },
        400,
        'UNKNOWN_FIELD',
        'rule.hack',
      ],
      ['PATCH', `/api/series/${series.id}`, { name: null }, 400, 'REQUIRED', 'name'],
      ['GET', `/api/series/${series.id}/ranking?by=everyone`, undefined, 400, 'NOT_ONE_OF', 'by'],
      ['GET', '/api/series/not-an-id', undefined, 400, 'NOT_AN_ID', 'id'],
      [
        'GET',
        '/api/series/00000000-0000-4000-8000-000000000000/ranking',
        undefined,
        404,
        'SERIES_NOT_FOUND',
      ],
      [
        'POST',
        `/api/series/${series.id}/tournaments/00000000-0000-4000-8000-000000000000`,
        undefined,
        404,
        'TOURNAMENT_NOT_FOUND',
      ],
    ];
    for (const [method, path, body, status, code, field] of cases) {
      const response = await as(anne, method, path, body as object);
      const error = response.body as ApiErrorBody;
      const codes = [
        error.code,
        ...(error.details ?? []).map((detail) => `${detail.field} ${detail.code}`),
      ];
      expect([path, response.status]).toEqual([path, status]);
      expect(codes).toContain(field ? `${field} ${code}` : code);
    }
    const stranger = await as(null, 'POST', '/api/series', {
      name: 'X',
      season: 'S',
      rule: README_RULE,
    });
    expect(stranger.status).toBe(401);
  });

  it("ranks the README's season from the finished tournaments only", async () => {
    for (const [name, date, teams] of SEASON)
      tournaments.push(await playedTournament(anne, name, date, teams, name === 'Automne' ? 2 : 3));
    for (const id of tournaments)
      await ok(anne, 'POST', `/api/series/${series.id}/tournaments/${id}`);
    // Autumn has played 2 of its 3 rounds: it does not count yet.
    const partial = await ranking('player');
    expect(partial.series.tournaments.map((each) => [each.name, each.finished])).toEqual([
      ['Printemps', true],
      ['Été', true],
      ['Automne', false],
    ]);
    expect(partial.counted).toBe(2);
    // Spring and summer only: Chloé and Denis 8 + 11, Ana 11 + 6.
    expect(lines(partial).slice(0, 3)).toEqual([
      '1–2 Chloé Saison 19',
      '1–2 Denis Saison 19',
      '3–4 Ana Saison 17',
    ]);
  });

  it('gives the README’s rankings once the last tournament finishes: players, teams, clubs', async () => {
    const autumn = tournaments[2] as string;
    const started = await ok<StartedRound>(anne, 'POST', `/api/tournaments/${autumn}/rounds`);
    const place = new Map(
      SEASON[2]?.[2].map(([first, second], index) => [`${first} – ${second}`, index]),
    );
    for (const table of started.tables) {
      const aWins = (place.get(table.teamA.name) ?? 0) < (place.get(table.teamB.name) ?? 0);
      await dealAt(api, table, 0, made80(aWins ? 0 : 1));
    }
    const players = await ranking('player');
    expect(players.counted).toBe(3);
    expect(lines(players)).toEqual([
      '1 Ana Saison 22',
      '2–3 Chloé Saison 19',
      '2–3 Denis Saison 19',
      '4 Bruno Saison 17',
      '5 Emma Saison 17',
      '6–7 Gaël Saison 16',
      '6–7 Hugo Saison 16',
      '8 Fabien Saison 10',
    ]);
    // Fabien's two 4th places: the later one is dropped.
    const fabien = players.rows.at(-1);
    expect(
      fabien?.counted.map((result) => `${result.tournament.name} ${result.place} ${result.points}`),
    ).toEqual(['Printemps 3 6', 'Été 4 4']);
    expect(
      fabien?.dropped.map((result) => `${result.tournament.name} ${result.place} ${result.points}`),
    ).toEqual(['Automne 4 4']);
    expect(lines(await ranking('team'))).toEqual([
      '1 Chloé Saison – Denis Saison 19',
      '2 Ana Saison – Bruno Saison 17',
      '3 Gaël Saison – Hugo Saison 16',
      '4 Ana Saison – Emma Saison 11',
      '5 Emma Saison – Fabien Saison 10',
      '6 Bruno Saison – Fabien Saison 4',
    ]);
    const clubs = await ranking('club');
    expect(lines(clubs)).toEqual(['1 rouge 39', '2 bleu 32', '3 vert 32']);
    const spring = clubs.rows[0]?.counted[0]?.members ?? [];
    expect([...spring].sort((a, b) => a.name.localeCompare(b.name))).toEqual([
      { name: 'Ana Saison', place: 1, points: 11 },
      { name: 'Bruno Saison', place: 1, points: 11 },
    ]);
  });

  it('writes the ranking as CSV for French Excel, and in English', async () => {
    const french = await as(null, 'GET', `/api/series/${series.id}/ranking.csv?by=player`);
    expect(french.status).toBe(200);
    expect(french.headers['content-type']).toContain('text/csv');
    const [header, first, second] = french.text.replace('\uFEFF', '').split('\n');
    expect(french.text.startsWith('\uFEFF')).toBe(true);
    expect(header).toBe(
      'Rang;Nom;Points;Tournois;Meilleure place;Victoires;Résultats comptés;Résultats écartés;Saison;Classement',
    );
    expect(first).toBe(
      '1;Ana Saison;22;3;1;2;Printemps : 1er, 11 pts | Automne : 1er, 11 pts;Été : 3e, 6 pts;Challenge de Martigny 2026-2027;joueurs',
    );
    expect(second?.startsWith('2–3;Chloé Saison;19;')).toBe(true);
    const english = await as(null, 'GET', `/api/series/${series.id}/ranking.csv?by=club&lang=en`);
    expect(english.text.split('\n')[1]).toBe(
      '1,rouge,39,3,1,3,"Printemps: #1, 22 pts | Été: #1, 17 pts","Automne: #1, 17 pts",Challenge de Martigny 2026-2027,clubs',
    );
  });

  it('changes the rule and the ranking follows; a tournament taken out counts no more', async () => {
    const changed = await ok<SeriesView>(anne, 'PATCH', `/api/series/${series.id}`, {
      rule: { scale: { kind: 'field' } },
    });
    expect(changed.rule).toEqual({ scale: { kind: 'field' } });
    // N − place + 1 over four teams, every result: Ana 4 + 2 + 4.
    expect(lines(await ranking('player'))[0]).toBe('1 Ana Saison 10');
    await ok(anne, 'DELETE', `/api/series/${series.id}/tournaments/${tournaments[2]}`);
    const two = await ranking('player');
    expect([two.counted, two.series.tournaments.length]).toEqual([2, 2]);
  });

  it('ranks a mêlée’s players by their own place in it', async () => {
    const challenge = await ok<SeriesView>(anne, 'POST', '/api/series', {
      name: 'Mêlées du jeudi',
      season: '2026-2027',
      rule: README_RULE,
    });
    const melee = await ok<TournamentView>(anne, 'POST', '/api/tournaments', {
      name: 'Mêlée de novembre',
      ruleset: 'belote-coinchee',
      rounds: 1,
      entry: 'individual',
      pairing: 'random',
      dealsPerGame: 1,
    });
    for (const name of ['Ana', 'Bruno', 'Chloé', 'Denis'])
      await ok(anne, 'POST', `/api/tournaments/${melee.id}/players`, { id: people.get(name) });
    const round = await ok<StartedRound>(anne, 'POST', `/api/tournaments/${melee.id}/rounds`);
    await dealAt(api, round.tables[0] as StartedRound['tables'][number], 0, made80(0));
    await ok(anne, 'POST', `/api/series/${challenge.id}/tournaments/${melee.id}`);
    const standings = await ok<Array<{ rank: number; team: { name: string } }>>(
      null,
      'GET',
      `/api/tournaments/${melee.id}/standings`,
    );
    // The table 10, 7, 5, then 3, and 1 for taking part: each player's own place in the mêlée.
    const expected = standings.map(
      (row) => `${row.rank} ${row.team.name} ${([10, 7, 5][row.rank - 1] ?? 3) + 1}`,
    );
    const players = await ok<SeriesRanking>(
      null,
      'GET',
      `/api/series/${challenge.id}/ranking?by=player`,
    );
    expect(players.counted).toBe(1);
    expect(lines(players)).toEqual(expected);
  });
});
