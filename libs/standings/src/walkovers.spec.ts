import { computePoolStandings } from './pools.ts';
import { computeStandings } from './standings.ts';
import { StandingsError } from './errors.ts';
import { beat, teamsOf } from './test-helpers.ts';

describe('walkovers', () => {
  it("counts a walkover as a win with a bye's points for the winner, a forfeit for the other", () => {
    const rows = computeStandings(teamsOf('a', 'w'), [], {
      walkovers: [{ winner: 'a', loser: 'w', points: 1000 }],
    });
    expect(rows.map((row) => row.team.id)).toEqual(['a', 'w']);
    expect(rows[0]).toMatchObject({
      played: 0,
      won: 0,
      walkovers: 1,
      forfeits: 0,
      score: 1,
      pointsFor: 1000,
      pointsAgainst: 0,
      pointsDifference: 1000,
    });
    expect(rows[1]).toMatchObject({ played: 0, lost: 0, walkovers: 0, forfeits: 1, score: 0 });
  });

  it('ranks on points with the walkover points, like a bye', () => {
    const rows = computeStandings(teamsOf('a', 'b', 'w'), [beat('b', 'a', 900, 800)], {
      ranking: 'points',
      walkovers: [{ winner: 'a', loser: 'w', points: 972 }],
    });
    expect(rows.map((row) => [row.team.id, row.pointsFor])).toEqual([
      ['a', 1772],
      ['b', 900],
      ['w', 0],
    ]);
  });

  it('meets nobody: a walkover adds nothing to Buchholz', () => {
    const rows = computeStandings(teamsOf('a', 'b', 'w'), [beat('w', 'b')], {
      walkovers: [{ winner: 'a', loser: 'w', points: 0 }],
      tiebreaks: ['buchholz'],
    });
    expect(rows.find((row) => row.team.id === 'a')?.buchholz).toBe(0);
    expect(rows.find((row) => row.team.id === 'b')?.buchholz).toBe(1);
  });

  it("counts in a pool only between two of the pool's teams", () => {
    const rows = computePoolStandings(
      [
        ['a1', 'a2'],
        ['b1', 'b2'],
      ],
      teamsOf('a1', 'a2', 'b1', 'b2'),
      [],
      {
        walkovers: [
          { winner: 'a2', loser: 'a1', points: 0 },
          { winner: 'b1', loser: 'a2', points: 0 },
        ],
      },
    );
    expect(rows.map((row) => [row.team.id, row.walkovers, row.forfeits])).toEqual([
      ['a2', 1, 0],
      ['a1', 0, 1],
      ['b1', 0, 0],
      ['b2', 0, 0],
    ]);
  });

  it.each([
    [{ winner: 'a', loser: 'a', points: 0 }, 'walkovers[0]'],
    [{ winner: 'a', loser: 'w', points: -5 }, 'walkovers[0].points'],
  ])('refuses a walkover that cannot be (%j)', (walkover, field) => {
    const run = () => computeStandings(teamsOf('a', 'w'), [], { walkovers: [walkover] });
    expect(run).toThrow(StandingsError);
    expect(run).toThrow(expect.objectContaining({ code: 'INVALID_WALKOVER', field }));
  });
});
