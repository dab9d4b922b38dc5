import { computeStandings, type GameResult } from './standings.ts';

const teams = [
  { id: 'a', name: 'Alpha' },
  { id: 'b', name: 'Bravo' },
  { id: 'c', name: 'Charlie' },
  { id: 'd', name: 'Delta', withdrawn: true },
];

const game = (
  teamA: string,
  teamB: string,
  A: number,
  B: number,
  winner: 'A' | 'B' | null,
): GameResult => ({
  teamA,
  teamB,
  totals: { A, B },
  winner,
});

describe('computeStandings', () => {
  it('ranks by games won, then points difference, then points for', () => {
    const standings = computeStandings(teams, [
      game('a', 'b', 2010, 1500, 'A'),
      game('c', 'd', 2100, 900, 'A'),
      game('a', 'c', 1200, 2000, 'B'),
      game('b', 'd', 2000, 1990, 'A'),
    ]);
    expect(
      standings.map((row) => [
        row.rank,
        row.team.id,
        row.won,
        row.lost,
        row.pointsFor,
        row.pointsAgainst,
      ]),
    ).toEqual([
      [1, 'c', 2, 0, 4100, 2100],
      [2, 'a', 1, 1, 3210, 3500],
      [3, 'b', 1, 1, 3500, 4000],
      [4, 'd', 0, 2, 2890, 4100],
    ]);
  });

  it('counts a bye as a game won with no points, a draw as half', () => {
    const standings = computeStandings(
      teams.slice(0, 3),
      [game('a', 'b', 1500, 1500, null)],
      ['c'],
    );
    expect(standings.map((row) => [row.team.id, row.won, row.drawn, row.byes, row.played])).toEqual(
      [
        ['c', 0, 0, 1, 0],
        ['a', 0, 1, 0, 1],
        ['b', 0, 1, 0, 1],
      ],
    );
  });

  it('gives level teams the same rank', () => {
    const standings = computeStandings(teams.slice(0, 3), []);
    expect(standings.map((row) => row.rank)).toEqual([1, 1, 1]);
  });

  it('keeps withdrawn teams, marked', () => {
    expect(computeStandings(teams, []).find((row) => row.team.id === 'd')?.team.withdrawn).toBe(
      true,
    );
  });
});
