import type {
  AuditEntry,
  BracketsView,
  PoolView,
  StandingRow,
  StartedRound,
  TournamentView,
} from '@marque/contracts';
import { dealAt, made80, startApiUnderTest, type ApiUnderTest } from './api-under-test';
import { connectSse } from './sse-client';

// The organiser's hand on pools, byes and round starts, and disputes settled in writing (issue
// 24, items 4 and 7): swaps stay within a pool, pools are drawn and changed before round 1, the
// bye is chosen by a swap, the next round's start is announced, a ruling is kept in the audit.

const ADMIN = { email: 'hand@marque.test', password: 'correct horse battery staple' };

type StartedTable = StartedRound['tables'][number];

describe("the organiser's hand on pools, byes, round starts and disputes", () => {
  let api: ApiUnderTest;

  beforeAll(async () => {
    api = await startApiUnderTest(ADMIN);
  });

  afterAll(async () => {
    await api.close();
  });

  const call = <T>(method: string, path: string, body?: object, expected = 200) =>
    api.call<T>(method, path, body, expected);
  const request = (method: string, path: string, body?: object) =>
    api.http.request(method, path, { headers: api.organiser, body });

  /** The first deal of a table's game of one deal. */
  const deal = (table: StartedTable, facts: object) => dealAt(api, table, 0, facts);

  /** A tournament of pools of 4, games of one deal, with `count` teams. */
  async function poolsTournament(name: string, count: number) {
    const { id } = await call<TournamentView>(
      'POST',
      '/api/tournaments',
      { name, pairing: 'pools-knockout', ruleset: 'belote-coinchee', dealsPerGame: 1 },
      201,
    );
    const teams: Array<{ id: string; name: string }> = [];
    for (let index = 1; index <= count; index += 1)
      teams.push(
        await call(
          'POST',
          `/api/tournaments/${id}/teams`,
          { name: `${name} ${index}`, players: [`J${index}a`, `J${index}b`] },
          201,
        ),
      );
    return { id, teams };
  }

  it('refuses a swap between two pools in a pool round, and keeps every game in its pool', async () => {
    const { id } = await poolsTournament('Poules', 8);
    const round = await call<StartedRound>('POST', `/api/tournaments/${id}/rounds`, {}, 201);
    const pools = (await call<BracketsView>('GET', `/api/tournaments/${id}/bracket`)).pools;
    const poolOf = new Map(
      pools.flatMap((pool) => pool.teams.map((team) => [team.id, pool.number] as const)),
    );
    const first = round.tables[0] as StartedTable;
    const second = round.tables.find(
      (table) => poolOf.get(table.teamA.id) !== poolOf.get(first.teamA.id),
    ) as StartedTable;

    const across = await request('POST', `/api/tournaments/${id}/rounds/1/swap`, {
      teamIds: [first.teamA.id, second.teamA.id],
    });
    expect(across.status).toBe(422);
    expect(across.body).toMatchObject({
      code: 'SWAP_ACROSS_POOLS',
      params: { round: 1 },
      details: [{ field: 'teamIds', code: 'SWAP_ACROSS_POOLS' }],
    });

    // Within a pool the swap is made, and the pool's later rounds play the games it left out.
    const sameTable = round.tables.find(
      (table) => poolOf.get(table.teamA.id) === poolOf.get(first.teamA.id) && table !== first,
    ) as StartedTable;
    const swapped = await call<StartedRound>('POST', `/api/tournaments/${id}/rounds/1/swap`, {
      teamIds: [first.teamB.id, sameTable.teamA.id],
    });
    let tables = swapped.tables as StartedTable[];
    const met = new Set<string>();
    for (let number = 1; number <= 3; number += 1) {
      if (number > 1)
        tables = (await call<StartedRound>('POST', `/api/tournaments/${id}/rounds`, {}, 201))
          .tables;
      for (const table of tables) {
        expect(poolOf.get(table.teamA.id)).toBe(poolOf.get(table.teamB.id));
        met.add([table.teamA.id, table.teamB.id].sort().join());
        const full = round.tables.find((each) => each.id === table.id) ?? table;
        await deal({ ...table, refereeCode: full.refereeCode }, made80(0));
      }
    }
    expect(met.size).toBe(12);
    const standings = await call<StandingRow[]>('GET', `/api/tournaments/${id}/standings`);
    expect(standings.map((row) => row.played)).toEqual([3, 3, 3, 3, 3, 3, 3, 3]);
  });

  it('draws the pools before round 1, moves a team, and starts round 1 with them', async () => {
    const { id, teams } = await poolsTournament('Tirage', 9);
    const early = await request('PUT', `/api/tournaments/${id}/teams/${teams[0]?.id}/pool`, {
      pool: 1,
    });
    expect(early).toMatchObject({ status: 409, body: { code: 'POOLS_NOT_DRAWN' } });

    const drawn = await call<PoolView[]>('POST', `/api/tournaments/${id}/pools`);
    expect(drawn.map((pool) => pool.teams.length)).toEqual([3, 3, 3]);
    const moving = drawn[0]?.teams[0] as { id: string; name: string };
    const moved = await call<PoolView[]>('PUT', `/api/tournaments/${id}/teams/${moving.id}/pool`, {
      pool: 2,
    });
    expect(moved.map((pool) => pool.teams.length)).toEqual([2, 3, 4]);
    expect(moved[2]?.teams.map((team) => team.id)).toContain(moving.id);
    // The bracket view shows them before round 1, and the rounds they make (4 of pools + 2).
    const before = await call<BracketsView>('GET', `/api/tournaments/${id}/bracket`);
    expect(before.pools.map((pool) => pool.teams.map((team) => team.id))).toEqual(
      moved.map((pool) => pool.teams.map((team) => team.id)),
    );

    const tooSmall = await request(
      'PUT',
      `/api/tournaments/${id}/teams/${moved[0]?.teams[0]?.id}/pool`,
      {
        pool: 1,
      },
    );
    expect(tooSmall).toMatchObject({
      status: 409,
      body: { code: 'POOL_TOO_SMALL', params: { min: 2 } },
    });
    const noPool = await request('PUT', `/api/tournaments/${id}/teams/${moving.id}/pool`, {
      pool: 3,
    });
    expect(noPool).toMatchObject({
      status: 422,
      body: { code: 'POOL_NOT_FOUND', details: [{ field: 'pool', code: 'POOL_NOT_FOUND' }] },
    });

    const round = await call<StartedRound>('POST', `/api/tournaments/${id}/rounds`, {}, 201);
    const poolOf = new Map(
      moved.flatMap((pool) => pool.teams.map((team) => [team.id, pool.number] as const)),
    );
    for (const table of round.tables)
      expect(poolOf.get(table.teamA.id)).toBe(poolOf.get(table.teamB.id));
    const after = await request('PUT', `/api/tournaments/${id}/teams/${moving.id}/pool`, {
      pool: 0,
    });
    expect(after).toMatchObject({ status: 409, body: { code: 'POOLS_LOCKED' } });
    const redraw = await request('POST', `/api/tournaments/${id}/pools`);
    expect(redraw).toMatchObject({ status: 409, body: { code: 'POOLS_LOCKED' } });

    const audit = await call<AuditEntry[]>('GET', `/api/tournaments/${id}/rounds/audit`);
    expect(audit.map((entry) => entry.action)).toEqual([
      'round.started',
      'team.pool-moved',
      'pools.drawn',
    ]);
    expect(audit[1]).toMatchObject({
      before: { team: { id: moving.id, name: moving.name }, pool: 0 },
      after: { team: { id: moving.id, name: moving.name }, pool: 2 },
    });
  });

  it('gives the bye to the team the organiser chooses, by a swap', async () => {
    const { id } = await call<TournamentView>(
      'POST',
      '/api/tournaments',
      { name: 'Exempt choisi', rounds: 2, pairing: 'swiss' },
      201,
    );
    for (const name of ['Un', 'Deux', 'Trois', 'Quatre', 'Cinq'])
      await call('POST', `/api/tournaments/${id}/teams`, { name, players: ['a', 'b'] }, 201);
    const round = await call<StartedRound>('POST', `/api/tournaments/${id}/rounds`, {}, 201);
    const chosen = round.tables[1]?.teamB as { id: string; name: string };
    const swapped = await call<StartedRound>('POST', `/api/tournaments/${id}/rounds/1/swap`, {
      teamIds: [round.bye?.id, chosen.id],
    });
    expect(swapped.bye).toEqual(chosen);
    expect(swapped.tables[1]?.teamB).toEqual(round.bye);
  });

  it('announces when the next round starts, live, and clears it when the round starts', async () => {
    const { id } = await poolsTournament('Annonce', 4);
    const path = `/api/tournaments/${id}/next-round`;
    const past = await request('PUT', path, {
      startsAt: new Date(Date.now() - 60_000).toISOString(),
    });
    expect(past).toMatchObject({
      status: 422,
      body: { code: 'START_NOT_IN_FUTURE', details: [{ field: 'startsAt' }] },
    });
    const notATime = await request('PUT', path, { startsAt: 'à 15 h' });
    expect(notATime).toMatchObject({
      status: 400,
      body: { details: [{ field: 'startsAt', code: 'NOT_A_DATE' }] },
    });
    const missing = await request('PUT', path, {});
    expect(missing).toMatchObject({ status: 400, body: { details: [{ field: 'startsAt' }] } });

    const live = await connectSse(`${api.http.baseUrl}/api/tournaments/${id}/events`);
    try {
      const startsAt = new Date(Date.now() + 15 * 60_000).toISOString();
      expect(await call('PUT', path, { startsAt })).toEqual({ round: 1, startsAt });
      const event = await live.next();
      expect(event.event).toBe('round');
      expect(JSON.parse(event.data)).toEqual({
        action: 'announced',
        round: { number: 1 },
        startsAt,
      });
      expect(await call<TournamentView>('GET', `/api/tournaments/${id}`)).toMatchObject({
        nextRoundAt: startsAt,
      });
      await call('POST', `/api/tournaments/${id}/rounds`, {}, 201);
      expect(await call<TournamentView>('GET', `/api/tournaments/${id}`)).toMatchObject({
        nextRoundAt: null,
      });
    } finally {
      live.close();
    }
    const audit = await call<AuditEntry[]>('GET', `/api/tournaments/${id}/rounds/audit`);
    expect(audit.map((entry) => entry.action)).toContain('round.start-announced');
  });

  it('keeps the ruling of a settled dispute in the audit, beside the dispute', async () => {
    const { id } = await poolsTournament('Litiges', 2);
    const round = await call<StartedRound>('POST', `/api/tournaments/${id}/rounds`, {}, 201);
    const table = round.tables[0] as StartedTable;
    await deal(table, made80(0));
    const referee = { 'x-referee-code': table.refereeCode };
    for (const [side, dealNumber] of [
      ['A', undefined],
      ['B', 1],
    ] as const) {
      const disputed = await api.http.request('POST', `/api/tables/${table.id}/confirmations`, {
        headers: referee,
        body: { side, kind: 'disputed', dealNumber, note: `Note ${side}` },
      });
      expect(disputed.status).toBe(201);
    }
    const tooLong = await request('DELETE', `/api/tables/${table.id}/confirmations/A`, {
      ruling: 'x'.repeat(501),
    });
    expect(tooLong).toMatchObject({
      status: 400,
      body: { details: [{ field: 'ruling', code: 'TOO_LONG' }] },
    });
    await call('DELETE', `/api/tables/${table.id}/confirmations/A`, {
      ruling: '  La feuille est juste : recomptée avec les deux équipes.  ',
    });
    // Without a body, as before: settled, no ruling.
    await call('DELETE', `/api/tables/${table.id}/confirmations/B`);

    const audit = await call<AuditEntry[]>('GET', `/api/tables/${table.id}/audit`);
    const settled = audit.filter((entry) => entry.action === 'sheet.dispute-resolved');
    expect(settled.map((entry) => [entry.dealNumber, entry.before, entry.after])).toEqual([
      [
        1,
        expect.objectContaining({ side: 'B', dealNumber: 1, note: 'Note B' }),
        { side: 'B', ruling: null },
      ],
      [
        null,
        expect.objectContaining({ side: 'A', dealNumber: null, note: 'Note A' }),
        { side: 'A', ruling: 'La feuille est juste : recomptée avec les deux équipes.' },
      ],
    ]);
  });
});
