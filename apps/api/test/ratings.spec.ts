import type {
  ApiErrorBody,
  PersonRatings,
  MeleeRoundsView,
  PersonView,
  SeedingRatings,
  StartedRound,
  TournamentView,
} from '@marque/contracts';
import { dealAt, made80, startApiUnderTest, type ApiUnderTest } from './api-under-test';

// Ratings (issue 26, item 3): libs/rating's Elo from every finished game of the instance, on a
// person's page and as a Swiss round 1's seeding. The case is the lib README's "two rounds of
// eight new players", computed by hand there: each game a tournament of two teams (a pair plays
// together for a whole tournament, and the README's pairs change between its rounds).

const ADMIN = { email: 'ratings@marque.test', password: 'correct horse battery staple' };
const NAMES = ['Ana', 'Bob', 'Cy', 'Dan', 'Eve', 'Fay', 'Gus', 'Hal'] as const;
type Name = (typeof NAMES)[number];

describe('ratings from every finished game', () => {
  let api: ApiUnderTest;
  const people = new Map<Name, string>();

  beforeAll(async () => {
    api = await startApiUnderTest(ADMIN);
    for (const firstName of NAMES)
      people.set(
        firstName,
        (await api.call<PersonView>('POST', '/api/people', { firstName, lastName: 'Elo' }, 201)).id,
      );
  });

  afterAll(async () => {
    await api.close();
  });

  const pick = (name: Name) => ({ id: people.get(name) });

  async function tournament(
    name: string,
    date: string,
    pairing: 'swiss' | 'round-robin',
    teams: Array<[Name, Name]>,
  ) {
    const created = await api.call<TournamentView>(
      'POST',
      '/api/tournaments',
      { name, date, rounds: 1, pairing, ruleset: 'belote-coinchee', dealsPerGame: 1 },
      201,
    );
    for (const [first, second] of teams)
      await api.call(
        'POST',
        `/api/tournaments/${created.id}/teams`,
        {
          name: `${first}+${second}`,
          people: [pick(first), pick(second)],
        },
        201,
      );
    return created.id;
  }

  /** One game: `winner` wins it, or nobody (`null`: closed at the bell 0–0, a draw). */
  async function game(date: string, a: [Name, Name], b: [Name, Name], winner: 'first' | null) {
    const id = await tournament(`${a.join('+')} – ${b.join('+')}`, date, 'round-robin', [a, b]);
    const round = await api.call<StartedRound>(
      'POST',
      `/api/tournaments/${id}/rounds`,
      undefined,
      201,
    );
    const table = round.tables[0];
    if (!table) throw new Error('no table');
    if (winner === null) {
      await api.call('POST', `/api/tournaments/${id}/rounds/1/close`, undefined, 200);
      return;
    }
    const firstIsA = table.teamA.name === a.join('+');
    await dealAt(api, table, 0, made80(firstIsA ? 0 : 1));
  }

  const ratingsOf = (name: Name) =>
    api.call<PersonRatings>('GET', `/api/people/${people.get(name)}/ratings`);

  it("gives the README's ratings to the tenth after two rounds", async () => {
    expect((await ratingsOf('Ana')).ratings).toEqual([]);
    await game('2026-01-10', ['Ana', 'Bob'], ['Cy', 'Dan'], 'first');
    await game('2026-01-10', ['Eve', 'Fay'], ['Gus', 'Hal'], null);
    await game('2026-01-17', ['Ana', 'Cy'], ['Bob', 'Eve'], 'first');
    await game('2026-01-17', ['Gus', 'Hal'], ['Dan', 'Fay'], 'first');
    const expected: Record<Name, number> = {
      Ana: 1540.6,
      Bob: 1499.4,
      Cy: 1500.6,
      Dan: 1460.6,
      Eve: 1479.4,
      Fay: 1480.6,
      Gus: 1519.4,
      Hal: 1519.4,
    };
    for (const name of NAMES) {
      const { ratings } = await ratingsOf(name);
      expect([
        name,
        ratings.map(({ ruleset, rating, games }) => ({ ruleset, rating, games })),
      ]).toEqual([name, [{ ruleset: 'belote-coinchee', rating: expected[name], games: 2 }]]);
    }
    // Ana's last tournament: the upset-free win at 1500 – 1510, +20.6.
    expect((await ratingsOf('Ana')).ratings[0]?.lastTournament).toMatchObject({
      name: 'Ana+Cy – Bob+Eve',
      change: 20.6,
    });
    expect((await ratingsOf('Dan')).ratings[0]?.lastTournament).toMatchObject({ change: -19.4 });
  });

  it("seeds a Swiss round 1 by the pairs' mean rating, leaders at table 1", async () => {
    // Ana+Gus 1530, Hal+Bob 1509.4, Cy+Eve 1490, Dan+Fay 1470.6: the two best pairs meet at table 1.
    const id = await tournament('Open classé', '2026-02-01', 'swiss', [
      ['Dan', 'Fay'],
      ['Cy', 'Eve'],
      ['Hal', 'Bob'],
      ['Ana', 'Gus'],
    ]);
    const round = await api.call<StartedRound>(
      'POST',
      `/api/tournaments/${id}/rounds`,
      { seeding: 'rating' },
      201,
    );
    const tables = round.tables.map((table) =>
      [table.teamA.name, table.teamB.name].sort().join(' v '),
    );
    expect(tables).toEqual(['Ana+Gus v Hal+Bob', 'Cy+Eve v Dan+Fay']);
    // The round's history keeps how it was drawn.
    const audit = await api.call<Array<{ action: string; after: unknown }>>(
      'GET',
      `/api/tournaments/${id}/rounds/audit`,
    );
    expect(audit.find((entry) => entry.action === 'round.started')?.after).toEqual({
      number: 1,
      tables: 2,
      seeding: 'rating',
    });
  });

  it("balances a mêlée's round 1 on the players' ratings, a new player at 1500", async () => {
    // Ana 1540.6, Gus 1519.4, Cy 1500.6, Zoé (new) 1500, Bob 1499.4, Fay 1480.6, Eve 1479.4,
    // Dan 1460.6: the strongest with the weakest gives Ana+Dan 3001.2, Gus+Eve 2998.8,
    // Cy+Fay 2981.2, Zoé+Bob 2999.4; the two strongest pairs at table 1.
    const melee = await api.call<TournamentView>(
      'POST',
      '/api/tournaments',
      {
        name: 'Mêlée équilibrée',
        rounds: 2,
        entry: 'individual',
        pairing: 'random',
        ruleset: 'belote-coinchee',
        dealsPerGame: 1,
      },
      201,
    );
    const zoe = await api.call<PersonView>(
      'POST',
      '/api/people',
      { firstName: 'Zoé', lastName: 'Elo' },
      201,
    );
    for (const id of [
      ...(['Ana', 'Gus', 'Cy', 'Bob', 'Fay', 'Eve', 'Dan'] as const).map((name) =>
        people.get(name),
      ),
      zoe.id,
    ])
      await api.call('POST', `/api/tournaments/${melee.id}/players`, { id }, 201);
    const preview = await api.call<SeedingRatings>(
      'GET',
      `/api/tournaments/${melee.id}/seeding-ratings`,
    );
    expect(
      preview.entries.map(({ name, rating, rated }) => `${name} ${rating}${rated ? '' : ' new'}`),
    ).toEqual([
      'Ana Elo 1540.6',
      'Gus Elo 1519.4',
      'Cy Elo 1500.6',
      'Zoé Elo 1500 new',
      'Bob Elo 1499.4',
      'Fay Elo 1480.6',
      'Eve Elo 1479.4',
      'Dan Elo 1460.6',
    ]);
    await api.call('POST', `/api/tournaments/${melee.id}/rounds`, { seeding: 'rating' }, 201);
    const { rounds } = await api.call<MeleeRoundsView>(
      'GET',
      `/api/tournaments/${melee.id}/players/rounds`,
    );
    const first = (name: string) => name.split(' ')[0];
    expect(
      rounds[0]?.tables.map((table) => {
        const seat = (where: string) =>
          first(table.seats.find((each) => each.seat === where)?.name ?? '');
        return `${seat('north')}+${seat('south')} v ${seat('east')}+${seat('west')}`;
      }),
    ).toEqual(['Ana+Dan v Zoé+Bob', 'Gus+Eve v Cy+Fay']);
  });

  it('refuses a seeding by rating past round 1 or of another pairing, and an unknown seeding', async () => {
    const id = await tournament('Tournante', '2026-02-02', 'round-robin', [
      ['Ana', 'Bob'],
      ['Cy', 'Dan'],
    ]);
    const refused = await api.http.request('POST', `/api/tournaments/${id}/rounds`, {
      headers: api.organiser,
      body: { seeding: 'rating' },
    });
    expect([refused.status, refused.body]).toMatchObject([
      409,
      { code: 'SEEDING_NOT_APPLICABLE', details: [{ field: 'seeding' }] },
    ]);
    const unknown = await api.http.request('POST', `/api/tournaments/${id}/rounds`, {
      headers: api.organiser,
      body: { seeding: 'elo' },
    });
    expect(unknown.status).toBe(400);
    expect((unknown.body as ApiErrorBody).details).toEqual([
      expect.objectContaining({ field: 'seeding', code: 'NOT_ONE_OF' }),
    ]);
    const notAnId = await api.http.request('GET', '/api/people/nobody/ratings');
    expect(notAnId.status).toBe(400);
  });
});
