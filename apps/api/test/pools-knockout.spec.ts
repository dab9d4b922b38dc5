import type {
  BracketsView,
  RecordDealResponse,
  StandingRow,
  StartedRound,
  TournamentView,
} from '@marque/contracts';
import { dealAt, made80, startApiUnderTest, type ApiUnderTest } from './api-under-test';

// Pools then a knockout with a consolation bracket (issue 15): 16 teams of 4 clubs in 4 pools
// of 4 kept apart by club, the best 2 of each pool in an 8-team bracket, the 4 teams beaten in
// its first round in a consolation bracket. Games of one deal of belote coinchée, so that a
// game is one request.

const ADMIN = { email: 'pools@marque.test', password: 'correct horse battery staple' };

type StartedTable = StartedRound['tables'][number];

const PASSED = { passedOut: true };

describe('pools then a knockout over HTTP, to a champion and a consolation winner', () => {
  let api: ApiUnderTest;

  beforeAll(async () => {
    api = await startApiUnderTest(ADMIN);
  });

  afterAll(async () => {
    await api.close();
  });

  const call = <T>(method: string, path: string, body?: object, expected = 200) =>
    api.call<T>(method, path, body, expected);

  const deal = async (table: StartedTable, index: number, facts: object) =>
    (await dealAt<RecordDealResponse>(api, table, index, facts)).game;

  it('refuses pool options out of range, and a Swiss tournament without rounds (400)', async () => {
    const response = await api.http.request('POST', '/api/tournaments', {
      headers: api.organiser,
      body: { name: 'Refusé', pairing: 'pools-knockout', poolsKnockout: { poolSize: 1 } },
    });
    expect(response.status).toBe(400);
    expect(JSON.stringify(response.body)).toContain('poolsKnockout.poolSize');
    const swiss = await api.http.request('POST', '/api/tournaments', {
      headers: api.organiser,
      body: { name: 'Sans tours', pairing: 'swiss' },
    });
    expect(swiss.status).toBe(400);
    expect(JSON.stringify(swiss.body)).toContain('"field":"rounds"');
  });

  it('plays 16 teams in 4 pools, then the bracket and its consolation, to their winners', async () => {
    const tournament = await call<TournamentView>(
      'POST',
      '/api/tournaments',
      {
        name: 'Coupe des clubs',
        pairing: 'pools-knockout',
        ruleset: 'belote-coinchee',
        dealsPerGame: 1,
        poolsKnockout: { poolSeeding: 'clubs', knockoutTie: 'extra-deal' },
      },
      201,
    );
    expect(tournament.poolsKnockout).toEqual({
      poolSize: 4,
      poolSeeding: 'clubs',
      qualifiersPerPool: 2,
      consolation: 'first-round-losers',
      knockoutTie: 'extra-deal',
    });
    const id = tournament.id;
    const clubOf = new Map<string, string>();
    for (let index = 1; index <= 16; index += 1) {
      const club = `Club ${(index % 4) + 1}`;
      const team = await call<{ id: string }>(
        'POST',
        `/api/tournaments/${id}/teams`,
        { name: `Équipe ${index}`, players: [`J${index}a`, `J${index}b`], club },
        201,
      );
      clubOf.set(team.id, club);
    }

    // Before round 1 the format says what the teams registered so far would make.
    expect(await call<BracketsView>('GET', `/api/tournaments/${id}/bracket`)).toMatchObject({
      phase: 'draft',
      rounds: 6,
      main: null,
    });
    const start = () => call<StartedRound>('POST', `/api/tournaments/${id}/rounds`, {}, 201);
    // The pool phase: each pool a round robin of 3 rounds, team A winning every game; the last
    // table of round 3 is left playing for a moment.
    let playing: StartedTable[] = [];
    for (let number = 1; number <= 3; number += 1) {
      const round = await start();
      expect(round.tables).toHaveLength(8);
      playing = number === 3 ? round.tables.slice(7) : [];
      for (const table of round.tables.slice(0, 8 - playing.length))
        await deal(table, 0, made80(0));
    }
    const early = await api.http.request('POST', `/api/tournaments/${id}/rounds`, {
      headers: api.organiser,
      body: {},
    });
    expect(early).toMatchObject({ status: 409, body: { code: 'ROUND_UNFINISHED' } });
    for (const table of playing) await deal(table, 0, made80(0));
    expect(await call<TournamentView>('GET', `/api/tournaments/${id}`)).toMatchObject({
      rounds: 6,
      roundsStarted: 3,
    });

    // The standings come pool by pool, four teams of four clubs in each, ranked in the pool.
    const standings = await call<StandingRow[]>('GET', `/api/tournaments/${id}/standings`);
    expect(standings.map((row) => [row.pool, row.rank])).toEqual(
      [0, 1, 2, 3].flatMap((pool) => [1, 2, 3, 4].map((rank) => [pool, rank])),
    );
    for (const pool of [0, 1, 2, 3]) {
      const clubs = standings
        .filter((row) => row.pool === pool)
        .map((row) => clubOf.get(row.team.id));
      expect(new Set(clubs).size).toBe(4);
      expect(standings.filter((row) => row.pool === pool).map((row) => row.played)).toEqual([
        3, 3, 3, 3,
      ]);
    }
    const winnerOf = (pool: number, rank: number) =>
      standings.find((row) => row.pool === pool && row.rank === rank)?.team.id;

    // The bracket: pool winners against runners-up of other pools, 1 v 8, 4 v 5, 2 v 7, 3 v 6,
    // each pool's winner and runner-up in opposite halves (they can only meet in the final).
    let bracket = await call<BracketsView>('GET', `/api/tournaments/${id}/bracket`);
    expect(bracket.phase).toBe('knockout');
    expect(bracket.pools.map((pool) => pool.teams.length)).toEqual([4, 4, 4, 4]);
    expect(bracket.main?.roundNumbers).toEqual([4, 5, 6]);
    expect(bracket.main?.rounds[0]?.map((game) => [game.teamA?.id, game.teamB?.id])).toEqual([
      [winnerOf(0, 1), winnerOf(2, 2)],
      [winnerOf(3, 1), winnerOf(1, 2)],
      [winnerOf(1, 1), winnerOf(0, 2)],
      [winnerOf(2, 1), winnerOf(3, 2)],
    ]);
    expect(bracket.consolation).toBeNull();

    // Quarter-finals. At table 1 the one deal is passed out: 0 to 0, no draw in a knockout, so
    // one more deal, which B wins. Team A wins the others.
    const quarters = await start();
    expect(quarters.tables).toHaveLength(4);
    const [first, ...others] = quarters.tables as [StartedTable, ...StartedTable[]];
    const swap = await api.http.request('POST', `/api/tournaments/${id}/rounds/4/swap`, {
      headers: api.organiser,
      body: { teamIds: [first.teamA.id, others[0]?.teamA.id] },
    });
    expect(swap).toMatchObject({ status: 409, body: { code: 'BRACKET_FIXED' } });
    expect(await deal(first, 0, PASSED)).toMatchObject({ finished: false });
    expect(await deal(first, 1, made80(1))).toMatchObject({ finished: true, winner: 'B' });
    for (const table of others) await deal(table, 0, made80(0));

    bracket = await call<BracketsView>('GET', `/api/tournaments/${id}/bracket`);
    expect(bracket.main?.rounds[0]?.[0]?.winner?.id).toBe(first.teamB.id);
    expect(bracket.main?.rounds[1]?.[0]?.teamA?.id).toBe(first.teamB.id);
    expect(bracket.consolation?.roundNumbers).toEqual([5, 6]);
    expect(bracket.consolation?.rounds[0]?.flatMap((game) => [game.teamA, game.teamB])).toEqual(
      expect.arrayContaining([expect.objectContaining({ id: first.teamA.id })]),
    );

    // Semi-finals of both brackets in one round, then both finals.
    for (const tables of [4, 2]) {
      const round = await start();
      expect(round.tables).toHaveLength(tables);
      for (const table of round.tables) await deal(table, 0, made80(0));
    }
    const over = await api.http.request('POST', `/api/tournaments/${id}/rounds`, {
      headers: api.organiser,
      body: {},
    });
    expect(over).toMatchObject({ status: 409, body: { code: 'ALL_ROUNDS_PLAYED' } });

    bracket = await call<BracketsView>('GET', `/api/tournaments/${id}/bracket`);
    expect(bracket.phase).toBe('finished');
    expect(bracket.main?.champion).not.toBeNull();
    expect(bracket.consolation?.champion).not.toBeNull();
    expect(bracket.main?.rounds.map((round) => round.length)).toEqual([4, 2, 1]);
    expect(bracket.main?.rounds[2]?.[0]?.table).toMatchObject({ round: 6, finished: true });
  });

  it('lets a pool game end drawn, never a knockout game: the last declarer wins it', async () => {
    const tournament = await call<TournamentView>(
      'POST',
      '/api/tournaments',
      {
        name: 'Finale à égalité',
        pairing: 'pools-knockout',
        ruleset: 'belote-coinchee',
        dealsPerGame: 2,
        poolsKnockout: { poolSize: 2, qualifiersPerPool: 1, consolation: 'none' },
      },
      201,
    );
    const id = tournament.id;
    for (const name of ['Nord', 'Sud', 'Est', 'Ouest'])
      await call('POST', `/api/tournaments/${id}/teams`, { name, players: ['a', 'b'] }, 201);
    // Two pools of 2, one round; the final in round 2. 80 to A, then 80 to B: equal totals.
    const pools = await call<StartedRound>('POST', `/api/tournaments/${id}/rounds`, {}, 201);
    expect(pools.tables).toHaveLength(2);
    for (const table of pools.tables) {
      await deal(table, 0, made80(0));
      expect(await deal(table, 1, made80(1))).toMatchObject({ finished: true, winner: null });
    }
    const final = await call<StartedRound>('POST', `/api/tournaments/${id}/rounds`, {}, 201);
    const [table] = final.tables as [StartedTable];
    await deal(table, 0, made80(0));
    expect(await deal(table, 1, made80(1))).toMatchObject({ finished: true, winner: 'B' });
    const bracket = await call<BracketsView>('GET', `/api/tournaments/${id}/bracket`);
    expect(bracket).toMatchObject({ phase: 'finished', main: { champion: table.teamB } });
  });

  it('ends a knockout game level at the bell with a winner: the last declarer', async () => {
    const tournament = await call<TournamentView>(
      'POST',
      '/api/tournaments',
      {
        name: 'Finale à la cloche',
        pairing: 'pools-knockout',
        ruleset: 'belote-coinchee',
        dealsPerGame: 4,
        poolsKnockout: { poolSize: 2, qualifiersPerPool: 1, consolation: 'none' },
      },
      201,
    );
    const id = tournament.id;
    for (const name of ['Nord', 'Sud', 'Est', 'Ouest'])
      await call('POST', `/api/tournaments/${id}/teams`, { name, players: ['a', 'b'] }, 201);
    const pools = await call<StartedRound>('POST', `/api/tournaments/${id}/rounds`, {}, 201);
    for (const table of pools.tables)
      for (const index of [0, 1, 2, 3]) await deal(table, index, made80(0));
    const final = await call<StartedRound>('POST', `/api/tournaments/${id}/rounds`, {}, 201);
    const [table] = final.tables as [StartedTable];
    await deal(table, 0, made80(0));
    await deal(table, 1, made80(1));
    await call('POST', `/api/tournaments/${id}/rounds/2/close`);
    const bracket = await call<BracketsView>('GET', `/api/tournaments/${id}/bracket`);
    expect(bracket.main?.rounds[0]?.[0]).toMatchObject({
      winner: table.teamB,
      table: { totals: { A: 80, B: 80 }, finished: true },
    });
  });

  it('draws 3 pools of 4 so that no semi-final, main or consolation, is a pool rematch', async () => {
    const tournament = await call<TournamentView>(
      'POST',
      '/api/tournaments',
      {
        name: 'Trois poules',
        pairing: 'pools-knockout',
        ruleset: 'belote-coinchee',
        dealsPerGame: 1,
        poolsKnockout: { consolation: 'non-qualified' },
      },
      201,
    );
    const id = tournament.id;
    for (let index = 1; index <= 12; index += 1)
      await call(
        'POST',
        `/api/tournaments/${id}/teams`,
        { name: `Triplette ${index}`, players: ['a', 'b'] },
        201,
      );
    const start = () => call<StartedRound>('POST', `/api/tournaments/${id}/rounds`, {}, 201);
    // Three pool rounds, then the quarter-finals (the pool winners with a bye), team A winning.
    for (let number = 1; number <= 4; number += 1)
      for (const table of (await start()).tables) await deal(table, 0, made80(0));
    const bracket = await call<BracketsView>('GET', `/api/tournaments/${id}/bracket`);
    const poolOf = new Map(
      bracket.pools.flatMap((pool) => pool.teams.map((team) => [team.id, pool.number] as const)),
    );
    const semis = [bracket.main, bracket.consolation].map((each) => each?.rounds[1] ?? []);
    expect(semis.map((games) => games.length)).toEqual([2, 2]);
    for (const game of semis.flat()) {
      expect(game.teamA && game.teamB).toBeTruthy();
      expect(poolOf.get(game.teamA?.id ?? '')).not.toBe(poolOf.get(game.teamB?.id ?? ''));
    }
  });
});
