import { byePoints } from './bye-points.ts';
import { StandingsError } from './errors.ts';
import type { TableResult } from './individual-tally.ts';
import { computeIndividualStandings, type IndividualStandingsOptions } from './individual.ts';
import { teamsOf } from './test-helpers.ts';

/** A table: pair A (a1, a2) against pair B, its totals, and who won ('A', 'B' or null). */
function table(
  [a1, a2, b1, b2]: [string, string, string, string],
  A: number,
  B: number,
  winner: 'A' | 'B' | null,
): TableResult {
  return { pairA: [a1, a2], pairB: [b1, b2], totals: { A, B }, winner };
}

describe('computeIndividualStandings', () => {
  // Eight players, two rounds, new partners each round.
  const eight = teamsOf('a', 'b', 'c', 'd', 'e', 'f', 'g', 'h');
  const twoRounds = [
    table(['a', 'b', 'c', 'd'], 1200, 800, 'A'),
    table(['e', 'f', 'g', 'h'], 700, 1300, 'B'),
    table(['a', 'c', 'e', 'g'], 1000, 1000, null),
    table(['b', 'h', 'd', 'f'], 1500, 500, 'A'),
  ];

  it("counts the pair's result and points for both partners, with whichever partner", () => {
    const rows = computeIndividualStandings(eight, twoRounds);
    const a = rows.find((row) => row.player.id === 'a');
    expect(a).toEqual({
      rank: 4,
      player: { id: 'a', name: 'a', withdrawn: false },
      played: 2,
      won: 1,
      drawn: 1,
      lost: 0,
      byes: 0,
      score: 1.5,
      pointsFor: 2200,
      pointsAgainst: 1800,
      pointsDifference: 400,
      // Opponents c (½) and d (0), then e (½) and g (1½).
      buchholz: 2.5,
    });
  });

  it('ranks on games won, then the points marked (a mêlée’s first tiebreak)', () => {
    const rows = computeIndividualStandings(eight, twoRounds);
    expect(rows.map((row) => row.player.id)).toEqual(['h', 'b', 'g', 'a', 'c', 'e', 'd', 'f']);
    expect(rows.map((row) => row.score)).toEqual([2, 2, 1.5, 1.5, 0.5, 0.5, 0, 0]);
    expect(rows.map((row) => row.rank)).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
  });

  describe('with byes', () => {
    // Five players: e sits out round 1 and d round 2, each scoring the rule's 500 points.
    const five = teamsOf('a', 'b', 'c', 'd', 'e');
    const games = [
      table(['a', 'b', 'c', 'd'], 1000, 900, 'A'),
      table(['a', 'c', 'b', 'e'], 900, 1000, 'B'),
    ];
    const byes = [
      { player: 'e', points: 500 },
      { player: 'd', points: 500 },
    ];
    const ids = (options: IndividualStandingsOptions) =>
      computeIndividualStandings(five, games, { byes, ...options }).map((row) => row.player.id);

    it('counts a bye as a game won with its points, not a game played', () => {
      const d = computeIndividualStandings(five, games, { byes }).find(
        (row) => row.player.id === 'd',
      );
      expect(d).toMatchObject({
        played: 1,
        won: 0,
        lost: 1,
        byes: 1,
        score: 1,
        pointsFor: 1400,
        pointsAgainst: 1000,
        pointsDifference: 400,
        buchholz: 3,
      });
    });

    it('breaks ties by points, then points difference, then opponents’ scores, by default', () => {
      expect(ids({})).toEqual(['b', 'e', 'a', 'd', 'c']);
    });

    it('follows the tiebreaks given, and ranks on points when asked', () => {
      expect(ids({ tiebreaks: ['points-difference'] })).toEqual(['e', 'b', 'd', 'a', 'c']);
      expect(ids({ tiebreaks: ['buchholz'] })).toEqual(['b', 'e', 'a', 'd', 'c']);
      expect(ids({ ranking: 'points' })).toEqual(['b', 'a', 'c', 'e', 'd']);
    });

    it("scores a bye by the tournament's rule from the round's tables", () => {
      expect(byePoints({ rule: 'round-average' }, [games[0] as TableResult])).toBe(950);
      expect(byePoints({ rule: 'half-game', gamePoints: 2000 }, [])).toBe(1000);
    });
  });

  it('decides players level on everything by the draw, the same with the same seed', () => {
    const mirror = [table(['a', 'b', 'c', 'd'], 1000, 1000, null)];
    const order = (drawSeed: number) =>
      computeIndividualStandings(teamsOf('a', 'b', 'c', 'd'), mirror, { drawSeed }).map(
        (row) => row.player.id,
      );
    expect(order(1)).toEqual(order(1));
    expect(new Set([1, 2, 3, 4, 5].map((seed) => order(seed).join(''))).size).toBeGreaterThan(1);
  });

  it('names the input it cannot rank', () => {
    const error = (fn: () => unknown) => {
      try {
        fn();
      } catch (caught) {
        if (caught instanceof StandingsError) return [caught.code, caught.field];
      }
      return null;
    };
    expect(error(() => computeIndividualStandings(teamsOf('a', 'a'), []))).toEqual([
      'DUPLICATE_PLAYER',
      'players[1]',
    ]);
    expect(
      error(() => computeIndividualStandings(eight, [table(['a', 'b', 'a', 'c'], 1, 0, 'A')])),
    ).toEqual(['INVALID_GAME', 'games[0]']);
    expect(
      error(() => computeIndividualStandings(eight, [table(['a', 'b', 'c', 'd'], NaN, 0, 'A')])),
    ).toEqual(['INVALID_GAME', 'games[0].totals']);
    expect(
      error(() => computeIndividualStandings(eight, [], { byes: [{ player: 'a', points: -1 }] })),
    ).toEqual(['INVALID_BYE', 'byes[0].points']);
  });
});
