import { StandingsError } from './errors.ts';
import { computeStandings } from './standings.ts';
import { beat, drew, order, teamsOf } from './test-helpers.ts';
import type { StandingTeam } from './types.ts';

const teams: StandingTeam[] = [
  { id: 'a', name: 'Alpha' },
  { id: 'b', name: 'Bravo' },
  { id: 'c', name: 'Charlie' },
  { id: 'd', name: 'Delta', withdrawn: true },
];

describe('computeStandings', () => {
  it('ranks by games won, then points difference, then points for', () => {
    const standings = computeStandings(teams, [
      beat('a', 'b', 2010, 1500),
      beat('c', 'd', 2100, 900),
      beat('c', 'a', 2000, 1200),
      beat('b', 'd', 2000, 1990),
    ]);
    expect(
      standings.map((row) => [
        row.rank,
        row.team.id,
        row.won,
        row.lost,
        row.pointsFor,
        row.pointsAgainst,
        row.pointsDifference,
      ]),
    ).toEqual([
      [1, 'c', 2, 0, 4100, 2100, 2000],
      [2, 'a', 1, 1, 3210, 3500, -290],
      [3, 'b', 1, 1, 3500, 4000, -500],
      [4, 'd', 0, 2, 2890, 4100, -1210],
    ]);
  });

  it('counts a bye as a game won with no points and no game played, a draw as half', () => {
    const standings = computeStandings(teamsOf('a', 'b', 'c'), [drew('a', 'b', 1500)], {
      byes: ['c'],
    });
    expect(
      standings.map((row) => [
        row.team.id,
        row.score,
        row.won,
        row.drawn,
        row.lost,
        row.byes,
        row.played,
        row.pointsFor,
      ]),
    ).toEqual([
      ['c', 1, 0, 0, 0, 1, 0, 0],
      ['a', 0.5, 0, 1, 0, 0, 1, 1500],
      ['b', 0.5, 0, 1, 0, 0, 1, 1500],
    ]);
  });

  it('counts each bye a team received', () => {
    const [row] = computeStandings(teamsOf('a'), [], { byes: ['a', 'a'] });
    expect(row).toMatchObject({ byes: 2, score: 2, played: 0 });
  });

  it('puts two draws level with one win', () => {
    const standings = computeStandings(teamsOf('a', 'b', 'c', 'd'), [
      drew('a', 'b'),
      drew('a', 'c'),
      beat('d', 'b'),
    ]);
    const score = new Map(standings.map((row) => [row.team.id, row.score]));
    expect(score.get('a')).toBe(1);
    expect(score.get('d')).toBe(1);
  });

  it('still accepts the list of byes as third argument (the call form before tiebreaks)', () => {
    expect(computeStandings(teamsOf('a', 'b'), [], ['b']).map((row) => row.team.id)).toEqual([
      'b',
      'a',
    ]);
  });

  it('gives every team its own rank, 1..n, even when level on everything', () => {
    expect(computeStandings(teamsOf('a', 'b', 'c'), []).map((row) => row.rank)).toEqual([1, 2, 3]);
  });

  it('orders teams level on everything by name, then id, when there is no draw seed', () => {
    const named = [
      { id: '3', name: 'Zoé' },
      { id: '2', name: 'Émile' },
      { id: '1', name: 'Émile' },
      { id: '4', name: 'alpha' },
    ];
    expect(order(named, [])).toEqual(['4', '1', '2', '3']);
  });

  it('keeps a withdrawn team with its results, marked, ranked with everyone', () => {
    const standings = computeStandings(teams, [beat('d', 'a'), beat('b', 'c')]);
    expect(standings.find((row) => row.team.id === 'd')).toMatchObject({
      team: { id: 'd', name: 'Delta', withdrawn: true },
      won: 1,
      rank: 2,
    });
    expect(standings.filter((row) => row.team.withdrawn)).toHaveLength(1);
  });

  it('does not depend on the order of the teams or of the games', () => {
    const games = [beat('a', 'b', 2010, 1500), beat('c', 'd'), beat('c', 'a'), drew('b', 'd')];
    const options = { drawSeed: 7 };
    expect(order([...teams].reverse(), [...games].reverse(), options)).toEqual(
      order(teams, games, options),
    );
  });
});

describe('computeStandings refuses input it cannot rank', () => {
  const refusal = (run: () => unknown) => {
    try {
      run();
    } catch (error) {
      if (error instanceof StandingsError) return { code: error.code, field: error.field };
      throw error;
    }
    return undefined;
  };

  it.each([
    [{ tiebreaks: ['coin-toss'] }, 'UNKNOWN_TIEBREAK', 'tiebreaks[0]'],
    [{ tiebreaks: ['buchholz', 'points-for', 'buchholz'] }, 'DUPLICATE_TIEBREAK', 'tiebreaks[2]'],
    [{ drawSeed: 1.5 }, 'INVALID_DRAW_SEED', 'drawSeed'],
    [{ drawSeed: Number.NaN }, 'INVALID_DRAW_SEED', 'drawSeed'],
  ])('options %j: %s at %s', (options, code, field) => {
    // Untyped input, as it may come from a request or a database column.
    const untyped = options as never;
    expect(refusal(() => computeStandings(teamsOf('a'), [], untyped))).toEqual({ code, field });
  });

  it('refuses a team listed twice', () => {
    expect(refusal(() => computeStandings(teamsOf('a', 'b', 'a'), []))).toEqual({
      code: 'DUPLICATE_TEAM',
      field: 'teams[2]',
    });
  });

  it('refuses a team playing itself', () => {
    expect(refusal(() => computeStandings(teamsOf('a'), [beat('b', 'c'), beat('a', 'a')]))).toEqual(
      { code: 'INVALID_GAME', field: 'games[1]' },
    );
  });

  it('refuses a winner other than A, B or null', () => {
    const game = { ...beat('a', 'b'), winner: 'C' as never };
    expect(refusal(() => computeStandings(teamsOf('a', 'b'), [game]))).toEqual({
      code: 'INVALID_GAME',
      field: 'games[0].winner',
    });
  });

  it('accepts games and byes of teams it is not asked to rank', () => {
    expect(order(teamsOf('a'), [beat('x', 'y')], { byes: ['z'] })).toEqual(['a']);
  });
});
