import type {
  BracketsView,
  RecordDealResponse,
  RoundState,
  StandingRow,
  StartedRound,
  TeamGames,
  TeamRef,
} from '@marque/contracts';
import { dealAt, made80, startApiUnderTest, type ApiUnderTest } from './api-under-test';

// Issue 24: walkovers (pools, and both brackets, before and during the knockout), the bell on a
// knockout table (never a draw: the organiser's choice, the last declarer, one more deal), and
// the final placings. Games of belote coinchée a few deals long, so a game is a request or two.

const ADMIN = { email: 'knockout@marque.test', password: 'correct horse battery staple' };

type StartedTable = StartedRound['tables'][number];

describe('knockout games over HTTP: walkovers, bells, placings', () => {
  let api: ApiUnderTest;

  beforeAll(async () => {
    api = await startApiUnderTest(ADMIN);
  });

  afterAll(async () => {
    await api.close();
  });

  const call = <T>(method: string, path: string, body?: object, expected = 200) =>
    api.call<T>(method, path, body, expected);

  const deal = (table: StartedTable, index: number, facts: object, expected = 201) =>
    dealAt<RecordDealResponse & { code?: string }>(api, table, index, facts, expected);

  /** A tournament of pools of `names`, and a start and close for its rounds. */
  async function tournament(names: string[], options: object, poolsKnockout: object) {
    const { id } = await call<{ id: string }>(
      'POST',
      '/api/tournaments',
      {
        name: `Coupe ${names.length}`,
        pairing: 'pools-knockout',
        ruleset: 'belote-coinchee',
        ...options,
        poolsKnockout,
      },
      201,
    );
    const teams: TeamRef[] = [];
    for (const name of names)
      teams.push(
        await call<TeamRef>(
          'POST',
          `/api/tournaments/${id}/teams`,
          { name, players: ['a', 'b'] },
          201,
        ),
      );
    const base = `/api/tournaments/${id}`;
    return {
      id,
      base,
      teams,
      start: () => call<StartedRound>('POST', `${base}/rounds`, {}, 201),
      withdraw: (team: TeamRef) => call('PATCH', `${base}/teams/${team.id}`, { withdrawn: true }),
      standings: () => call<StandingRow[]>('GET', `${base}/standings`),
      games: (team: TeamRef) => call<TeamGames>('GET', `${base}/teams/${team.id}/games`),
      round: (number: number) => call<RoundState>('GET', `${base}/rounds/${number}`),
    };
  }

  const played = (round: StartedRound) => round.tables.filter((table) => !table.forfeitedBy);
  const seated = (round: StartedRound) =>
    played(round).flatMap((table) => [table.teamA.id, table.teamB.id]);

  it('gives the opponents of a team withdrawn during the pools walkovers, then in the consolation', async () => {
    const cup = await tournament(
      ['Nord', 'Sud', 'Est', 'Ouest'],
      { dealsPerGame: 1, byeRule: { rule: 'fixed', points: 500 } },
      { poolSize: 4, qualifiersPerPool: 2, consolation: 'non-qualified' },
    );
    const first = await cup.start();
    for (const table of first.tables) await deal(table, 0, made80(0));
    const withdrawn = (first.tables[1] as StartedTable).teamB;
    await cup.withdraw(withdrawn);

    // A walkover seats nobody a swap could move; undoing its round before play takes it back.
    const drawn = await cup.start();
    const [other] = played(drawn) as [StartedTable];
    const swap = await api.http.request('POST', `${cup.base}/rounds/2/swap`, {
      headers: api.organiser,
      body: { teamIds: [withdrawn.id, other.teamA.id] },
    });
    expect(swap).toMatchObject({ status: 409, body: { code: 'ROUND_STARTED_AT_TABLES' } });
    await call('DELETE', `${cup.base}/rounds/2`, undefined, 204);

    const opponents: string[] = [];
    for (const number of [2, 3]) {
      const round = await cup.start();
      expect(seated(round)).not.toContain(withdrawn.id);
      const [walkover] = round.tables.filter((table) => table.forfeitedBy);
      expect(walkover).toBeDefined();
      const { teamA, teamB, forfeitedBy } = walkover as StartedTable;
      expect(forfeitedBy === 'A' ? teamA : teamB).toEqual(withdrawn);
      opponents.push(forfeitedBy === 'A' ? teamB.id : teamA.id);
      // Nobody scores a walkover: its sheet is closed.
      const refused = await deal(walkover as StartedTable, 0, made80(0), 409);
      expect(refused.code).toBe('GAME_WALKOVER');
      expect((await cup.round(number)).tables.find((t) => t.id === walkover?.id)).toMatchObject({
        finished: true,
        forfeitedBy,
        winner: forfeitedBy === 'A' ? 'B' : 'A',
      });
      for (const table of played(round)) await deal(table, 0, made80(0));
    }

    const standings = await cup.standings();
    expect(standings.find((row) => row.team.id === withdrawn.id)).toMatchObject({
      played: 1,
      forfeits: 2,
      walkovers: 0,
    });
    for (const id of opponents)
      expect(standings.find((row) => row.team.id === id)?.walkovers).toBe(1);
    // The winner of a walkover scores a bye's 500; the team page says how it was won.
    const winner = cup.teams.find((team) => team.id === opponents[0]) as TeamRef;
    const won = (await cup.games(winner)).games.find((game) => game.round === 2);
    expect(won).toMatchObject({ result: 'won', decidedBy: 'walkover' });
    expect(won?.table?.totals[won.table.side]).toBe(500);
    const lost = (await cup.games(withdrawn)).games.filter((game) => game.round > 1);
    expect(lost.map((game) => [game.result, game.decidedBy])).toEqual([
      ['lost', 'walkover'],
      ['lost', 'walkover'],
    ]);

    // The knockout: the final, and the consolation where the withdrawn team forfeits again.
    const knockout = await cup.start();
    expect(seated(knockout)).not.toContain(withdrawn.id);
    expect(knockout.tables.filter((table) => table.forfeitedBy)).toHaveLength(1);
    for (const table of played(knockout)) await deal(table, 0, made80(0));
    const placed = await cup.standings();
    expect(placed.find((row) => row.team.id === withdrawn.id)?.placing).toEqual({
      place: 4,
      to: 4,
      decidedIn: 'consolation',
      reached: 2,
    });

    const csv = await api.http.request('GET', `${cup.base}/export/standings.csv?lang=fr`);
    const [header, ...rows] = csv.text
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\n');
    expect(header).toMatch(
      /;Points des exempts;Poule;Rang en poule;Place finale;Parcours;Gagnées par forfait;Forfaits$/,
    );
    const row = rows.find((line) => line.includes(`;${withdrawn.name};`));
    expect(row).toMatch(/^4;Ouest|^4;/);
    expect(row).toMatch(/;finaliste de la consolante;0;2$/);
  });

  it('seats a team withdrawn before or during the knockout nowhere: walkovers in the bracket', async () => {
    const names = ['A1', 'A2', 'A3', 'A4', 'B1', 'B2', 'B3', 'B4'];
    const cup = await tournament(
      names,
      { dealsPerGame: 2 },
      { poolSize: 4, qualifiersPerPool: 2, consolation: 'first-round-losers' },
    );
    for (let number = 1; number <= 3; number += 1) {
      const round = await cup.start();
      for (const table of round.tables)
        for (const index of [0, 1]) await deal(table, index, made80(0));
    }
    const bracket = await call<BracketsView>('GET', `${cup.base}/bracket`);
    const [semi1, semi2] = bracket.main?.rounds[0] ?? [];
    // Before the knockout: the upper team of the first semi-final withdraws.
    const before = semi1?.teamA as TeamRef;
    await cup.withdraw(before);
    const semis = await cup.start();
    expect(seated(semis)).not.toContain(before.id);
    const [playing] = played(semis) as [StartedTable];
    expect([playing.teamA.id, playing.teamB.id].sort()).toEqual(
      [semi2?.teamA?.id, semi2?.teamB?.id].sort(),
    );
    // During the knockout: one deal into the other semi-final, its team A withdraws.
    await deal(playing, 0, made80(1));
    await cup.withdraw(playing.teamA);
    const during = (await cup.round(4)).tables.find((table) => table.id === playing.id);
    expect(during).toMatchObject({ finished: true, forfeitedBy: 'A', winner: 'B', dealCount: 1 });
    const refused = await deal(playing, 1, made80(0), 409);
    expect(refused.code).toBe('GAME_WALKOVER');

    // The final between the two walkovers' winners; the consolation's two withdrawn teams play
    // nothing: the upper one goes on by walkover.
    const finals = await cup.start();
    expect(seated(finals).sort()).toEqual([semi1?.teamB?.id, playing.teamB.id].sort());
    expect(finals.tables.filter((table) => table.forfeitedBy)).toHaveLength(1);
    const [final] = played(finals) as [StartedTable];
    for (const index of [0, 1]) await deal(final, index, made80(0));

    const done = await call<BracketsView>('GET', `${cup.base}/bracket`);
    expect(done.phase).toBe('finished');
    expect(done.main?.champion).toEqual(final.teamA);
    const placings = new Map((await cup.standings()).map((row) => [row.team.id, row.placing]));
    expect(placings.get(final.teamA.id)).toMatchObject({ place: 1, decidedIn: 'main', reached: 1 });
    expect(placings.get(final.teamB.id)).toMatchObject({ place: 2, decidedIn: 'main', reached: 2 });
    expect([placings.get(before.id)?.place, placings.get(playing.teamA.id)?.place].sort()).toEqual([
      3, 4,
    ]);
    // The pools' thirds and fourths, in no bracket, share the places after.
    const others = [...placings.values()].filter((placing) => placing?.decidedIn === 'pools');
    expect(others.map((placing) => `${placing?.place}–${placing?.to}`).sort()).toEqual([
      '5–6',
      '5–6',
      '7–8',
      '7–8',
    ]);
    const during2 = (await cup.games(playing.teamA)).games.find((game) => game.round === 4);
    expect(during2).toMatchObject({ result: 'lost', decidedBy: 'walkover' });

    // The CSV: the final place as the rank, every option a word in the reader's language.
    for (const [lang, first, words] of [
      ['fr', /^1;[^;]+;;/, /;parties gagnées;aucun point;;[AB];[12];1;vainqueur du tournoi;0;0$/],
      ['en', /^1,[^,]+,,/, /,games won,no points,,[AB],[12],1,champion,0,0$/],
    ] as const) {
      const csv = await api.http.request('GET', `${cup.base}/export/standings.csv?lang=${lang}`);
      const [, champion] = csv.text.trim().split('\n');
      expect(champion).toMatch(first);
      expect(champion).toMatch(words);
      expect(csv.text).not.toMatch(/[;,](wins|none|half-game|points)[;,]/);
    }
  });

  /** A final of two teams (pools of 2, one qualifier each) whose pools are played. */
  async function final(knockoutTie: 'last-declarer' | 'extra-deal') {
    const cup = await tournament(
      ['Nord', 'Sud', 'Est', 'Ouest'],
      { dealsPerGame: 4 },
      { poolSize: 2, qualifiersPerPool: 1, consolation: 'none', knockoutTie },
    );
    const pools = await cup.start();
    for (const table of pools.tables)
      for (const index of [0, 1, 2, 3]) await deal(table, index, made80(0));
    const round = await cup.start();
    return { cup, table: round.tables[0] as StartedTable };
  }

  it('asks the organiser who goes on at a knockout table with no deal, never a draw 0 – 0', async () => {
    const { cup, table } = await final('last-declarer');
    const close = (body: object) =>
      api.http.request('POST', `${cup.base}/rounds/2/close`, { headers: api.organiser, body });
    const needed = await close({});
    expect(needed.status).toBe(409);
    expect(needed.body).toMatchObject({
      code: 'KNOCKOUT_WINNER_NEEDED',
      params: { tables: '1' },
      details: [{ field: 'winners', code: 'KNOCKOUT_WINNER_NEEDED' }],
    });
    expect((await cup.round(2)).closedAt).toBeNull();
    const stranger = await close({
      winners: [{ tableId: '00000000-0000-4000-8000-000000000000', winner: 'A' }],
    });
    expect(stranger.status).toBe(422);
    expect(JSON.stringify(stranger.body)).toContain('winners[0].tableId');
    const badSide = await close({ winners: [{ tableId: table.id, winner: 'C' }] });
    expect(badSide.status).toBe(400);

    const closed = await close({ winners: [{ tableId: table.id, winner: 'B' }] });
    expect(closed.status).toBe(200);
    expect((closed.body as RoundState).tables[0]).toMatchObject({
      finished: true,
      winner: 'B',
      totals: { A: 0, B: 0 },
    });
    const [lost] = (await cup.games(table.teamA)).games.slice(-1);
    expect(lost).toMatchObject({ result: 'lost', decidedBy: 'organiser' });
    const bracket = await call<BracketsView>('GET', `${cup.base}/bracket`);
    expect(bracket.main?.champion).toEqual(table.teamB);
    const audit = await call<Array<{ action: string; after: unknown }>>(
      'GET',
      `${cup.base}/rounds/audit`,
    );
    expect(audit.find((entry) => entry.action === 'game.closed-at-bell')?.after).toMatchObject({
      winner: 'B',
      decidedBy: 'organiser',
    });
  });

  it('says a knockout game level at the bell went to the last declarer, not to the totals', async () => {
    const { cup, table } = await final('last-declarer');
    await deal(table, 0, made80(0));
    await deal(table, 1, made80(1));
    await call('POST', `${cup.base}/rounds/2/close`);
    const [won] = (await cup.games(table.teamB)).games.slice(-1);
    expect(won).toMatchObject({ result: 'won', decidedBy: 'last-declarer' });
    expect(won?.table?.totals).toEqual({ A: 80, B: 80 });
  });

  it('plays one more deal on a knockout game level at the bell, under that rule', async () => {
    const { cup, table } = await final('extra-deal');
    await deal(table, 0, made80(0));
    await deal(table, 1, made80(1));
    const closed = await call<RoundState>('POST', `${cup.base}/rounds/2/close`);
    expect(closed.closedAt).not.toBeNull();
    expect(closed.tables[0]).toMatchObject({ finished: false, extraDeal: true, winner: null });
    const passed = await deal(table, 2, { passedOut: true });
    expect(passed.game).toMatchObject({ finished: false });
    const parted = await deal(table, 3, made80(1));
    expect(parted.game).toMatchObject({ finished: true, winner: 'B' });
    const [won] = (await cup.games(table.teamB)).games.slice(-1);
    expect(won).toMatchObject({ result: 'won', decidedBy: 'extra-deal' });
    const bracket = await call<BracketsView>('GET', `${cup.base}/bracket`);
    expect(bracket).toMatchObject({ phase: 'finished', main: { champion: table.teamB } });
  });
});
