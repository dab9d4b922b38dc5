import { computePoolStandings } from './pools.ts';
import type { GameResult } from './types.ts';

const team = (id: string) => ({ id, name: id });
const win = (teamA: string, teamB: string): GameResult => ({
  teamA,
  teamB,
  totals: { A: 2000, B: 1000 },
  winner: 'A',
});

describe('computePoolStandings', () => {
  const teams = ['a1', 'a2', 'b1', 'b2'].map(team);
  const pools = [
    ['a1', 'a2'],
    ['b1', 'b2'],
  ];

  it('ranks each pool on its own games, pool by pool', () => {
    const rows = computePoolStandings(pools, teams, [win('a2', 'a1'), win('b1', 'b2')]);
    expect(rows.map((row) => [row.pool, row.rank, row.team.id])).toEqual([
      [0, 1, 'a2'],
      [0, 2, 'a1'],
      [1, 1, 'b1'],
      [1, 2, 'b2'],
    ]);
  });

  it('leaves out a game between two pools (a knockout game)', () => {
    const rows = computePoolStandings(pools, teams, [win('a2', 'a1'), win('a1', 'b1')]);
    expect(rows.find((row) => row.team.id === 'a1')).toMatchObject({ won: 0, played: 1 });
    expect(rows.find((row) => row.team.id === 'b1')).toMatchObject({ played: 0 });
  });
});
