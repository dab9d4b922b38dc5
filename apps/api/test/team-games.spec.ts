import type { StartedRound, TeamGames, TeamView, TournamentView } from '@marque/contracts';
import { startApiUnderTest, type ApiUnderTest } from './api-under-test';

// A player's own page (issue 11 §5): GET /api/tournaments/:id/teams/:teamId/games lists a team's
// games round by round, each won, lost or drawn, and what decided it, computed by the server.

const ADMIN = { email: 'players@marque.test', password: 'correct horse battery staple' };

type StartedTable = StartedRound['tables'][number];

/** A coinched 150 made by the declarer's team with 150 card points: 460 to it. */
const big = (declarer: number) => ({
  contract: { value: 150, suit: 'hearts', declarer },
  doubling: 'coinche',
  cardPoints: declarer % 2 === 0 ? { A: 150, B: 7 } : { A: 7, B: 150 },
});

describe('GET /api/tournaments/:id/teams/:teamId/games', () => {
  let api: ApiUnderTest;

  beforeAll(async () => {
    api = await startApiUnderTest(ADMIN);
  });

  afterAll(async () => {
    await api.close();
  });

  const call = <T>(method: string, path: string, body?: object, expected = 200) =>
    api.call<T>(method, path, body, expected);

  async function tournament(options: object, teams: number) {
    const created = await call<TournamentView>(
      'POST',
      '/api/tournaments',
      { name: 'Open des joueurs', rounds: 3, pairing: 'swiss', ...options },
      201,
    );
    const registered: TeamView[] = [];
    for (let index = 1; index <= teams; index += 1)
      registered.push(
        await call<TeamView>(
          'POST',
          `/api/tournaments/${created.id}/teams`,
          { name: `Équipe ${index}`, players: [`Joueur ${index}a`, `Joueur ${index}b`] },
          201,
        ),
      );
    return { tournament: created, teams: registered };
  }

  async function play(table: StartedTable, deals: object[]): Promise<void> {
    for (const [index, facts] of deals.entries())
      await call(
        'POST',
        `/api/tables/${table.id}/deals`,
        { dealer: (table.firstDealer + index) % 4, ...facts },
        201,
      );
  }

  const games = (tournamentId: string, teamId: string) =>
    call<TeamGames>('GET', `/api/tournaments/${tournamentId}/teams/${teamId}/games`);

  it('says who won at the target, the bye, and the game the bell decided', async () => {
    const { tournament: open } = await tournament({}, 3);
    const round1 = await call<StartedRound>('POST', `/api/tournaments/${open.id}/rounds`, {}, 201);
    const table = round1.tables[0] as StartedTable;
    if (!round1.bye) throw new Error('three teams leave one out');

    const during = await games(open.id, table.teamA.id);
    expect(during.team).toMatchObject({ id: table.teamA.id, name: table.teamA.name });
    expect(during.games).toEqual([
      {
        round: 1,
        table: {
          id: table.id,
          number: 1,
          side: 'A',
          seats: [0, 2],
          opponent: {
            id: table.teamB.id,
            name: table.teamB.name,
            players: expect.any(Array) as unknown,
          },
          totals: { A: 0, B: 0 },
          dealCount: 0,
          dealsCounted: 0,
          finished: false,
        },
        result: null,
        decidedBy: null,
      },
    ]);

    // Five coinched 150s by team A: 2300, past 2000.
    await play(table, [big(0), big(0), big(0), big(0), big(0)]);
    const [wonA] = (await games(open.id, table.teamA.id)).games;
    expect(wonA).toMatchObject({
      result: 'won',
      decidedBy: 'target',
      table: { totals: { A: 2300, B: 0 }, finished: true, dealCount: 5 },
    });
    const [lostB] = (await games(open.id, table.teamB.id)).games;
    expect(lostB).toMatchObject({ result: 'lost', decidedBy: 'target', table: { side: 'B' } });
    expect((await games(open.id, round1.bye.id)).games).toEqual([
      { round: 1, table: null, result: 'won', decidedBy: 'bye' },
    ]);

    await call('POST', `/api/tournaments/${open.id}/rounds/1/close`);
    const round2 = await call<StartedRound>('POST', `/api/tournaments/${open.id}/rounds`, {}, 201);
    const second = round2.tables[0] as StartedTable;
    await play(second, [big(1)]);
    await call('POST', `/api/tournaments/${open.id}/rounds/2/close`);
    const after = await games(open.id, second.teamB.id);
    expect(after.games.at(-1)).toMatchObject({
      round: 2,
      result: 'won',
      decidedBy: 'bell',
      table: { side: 'B', totals: { A: 0, B: 460 } },
    });
  });

  it('says a game of N deals ended after its deals', async () => {
    const { tournament: concours } = await tournament(
      { ruleset: 'belote-coinchee', dealsPerGame: 2 },
      2,
    );
    const round = await call<StartedRound>(
      'POST',
      `/api/tournaments/${concours.id}/rounds`,
      {},
      201,
    );
    const table = round.tables[0] as StartedTable;
    await play(table, [
      { contract: { value: 80, suit: 'hearts', declarer: 0 }, cardPoints: { A: 82, B: 80 } },
      { passedOut: true },
    ]);
    const [game] = (await games(concours.id, table.teamA.id)).games;
    expect(game).toMatchObject({ result: 'won', decidedBy: 'deals' });
  });

  it('answers 404 for a team of another tournament, 400 for a path that is not an id', async () => {
    const { tournament: first } = await tournament({}, 1);
    const { teams } = await tournament({}, 1);
    const other = teams[0] as TeamView;
    const missing = await api.http.request(
      'GET',
      `/api/tournaments/${first.id}/teams/${other.id}/games`,
    );
    expect(missing.status).toBe(404);
    expect(missing.body).toMatchObject({ code: 'TEAM_NOT_FOUND' });
    const bad = await api.http.request('GET', `/api/tournaments/${first.id}/teams/nope/games`);
    expect(bad.status).toBe(400);
    expect(bad.body).toMatchObject({ code: 'VALIDATION_FAILED', details: [{ field: 'teamId' }] });
  });
});
