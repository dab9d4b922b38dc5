import fc from 'fast-check';
import { byePoints, gamePoints } from './bye-points.ts';
import { computeStandings } from './standings.ts';
import { beat, drew, order, teamsOf } from './test-helpers.ts';
import type { GameResult } from './types.ts';

describe('ranking on points (the classic concours)', () => {
  const teams = teamsOf('a', 'b', 'c', 'd');
  // a wins twice by little, c loses once but marks a lot.
  const games: GameResult[] = [
    beat('a', 'b', 900, 880),
    beat('a', 'd', 910, 890),
    beat('c', 'd', 1500, 100),
    beat('b', 'c', 1200, 1190),
  ];

  it('puts the most points first, whatever the games won', () => {
    expect(order(teams, games)).toEqual(['a', 'c', 'b', 'd']);
    expect(order(teams, games, { ranking: 'points' })).toEqual(['c', 'b', 'a', 'd']);
    const [first] = computeStandings(teams, games, { ranking: 'points' });
    expect(first).toMatchObject({ team: { id: 'c' }, pointsFor: 2690, score: 1 });
  });

  it('lets games won decide among equal points, before the tiebreaks', () => {
    const level = [beat('a', 'b', 1000, 500), drew('c', 'd', 1000)];
    expect(order(teamsOf('c', 'a', 'd', 'b'), level, { ranking: 'points', tiebreaks: [] })).toEqual(
      ['a', 'c', 'd', 'b'],
    );
  });

  it('counts the points a bye scores, against nobody', () => {
    const rows = computeStandings(teamsOf('a', 'b', 'c'), [beat('a', 'b', 800, 700)], {
      ranking: 'points',
      byes: [{ team: 'c', points: 810 }],
    });
    expect(rows.map((row) => row.team.id)).toEqual(['c', 'a', 'b']);
    expect(rows[0]).toMatchObject({
      byes: 1,
      score: 1,
      played: 0,
      pointsFor: 810,
      pointsAgainst: 0,
      pointsDifference: 810,
    });
  });

  it('keeps the points of the teams as the sum of their games and byes', () => {
    fc.assert(
      fc.property(
        fc.array(
          fc.record({
            a: fc.constantFrom('a', 'b', 'c', 'd'),
            b: fc.constantFrom('a', 'b', 'c', 'd'),
            pa: fc.nat(3000),
            pb: fc.nat(3000),
          }),
          { maxLength: 20 },
        ),
        fc.array(fc.record({ team: fc.constantFrom('a', 'b', 'c', 'd'), points: fc.nat(2000) }), {
          maxLength: 4,
        }),
        (raw, byes) => {
          const played: GameResult[] = raw
            .filter((game) => game.a !== game.b)
            .map((game) => ({
              teamA: game.a,
              teamB: game.b,
              totals: { A: game.pa, B: game.pb },
              winner: game.pa === game.pb ? null : game.pa > game.pb ? 'A' : 'B',
            }));
          const rows = computeStandings(teamsOf('a', 'b', 'c', 'd'), played, {
            ranking: 'points',
            byes,
          });
          for (const row of rows) {
            const id = row.team.id;
            const fromGames = played.reduce(
              (sum, g) => sum + (g.teamA === id ? g.totals.A : g.teamB === id ? g.totals.B : 0),
              0,
            );
            const fromByes = byes.reduce((sum, bye) => sum + (bye.team === id ? bye.points : 0), 0);
            expect(row.pointsFor).toBe(fromGames + fromByes);
          }
          // Points first: never a team ahead of one with more points.
          for (let i = 1; i < rows.length; i += 1)
            expect((rows[i - 1]?.pointsFor ?? 0) >= (rows[i]?.pointsFor ?? 0)).toBe(true);
        },
      ),
    );
  });

  it.each([
    [{ ranking: 'goals' }, 'UNKNOWN_RANKING', 'ranking'],
    [{ byes: [{ team: 'a', points: -1 }] }, 'INVALID_BYE', 'byes[0].points'],
    [{ byes: ['a', { team: 'a', points: Number.NaN }] }, 'INVALID_BYE', 'byes[1].points'],
  ])('refuses %p', (options, code, field) => {
    expect(() => computeStandings(teamsOf('a'), [], options as never)).toThrow(
      expect.objectContaining({ code, field }),
    );
  });
});

describe('byePoints: what a bye scores by the tournament’s rule', () => {
  const round: GameResult[] = [beat('a', 'b', 1000, 600), beat('c', 'd', 1300, 501)];

  it('gives the organiser’s fixed number', () => {
    expect(byePoints({ rule: 'fixed', points: 500 }, round)).toBe(500);
  });

  it('gives half of a game’s points', () => {
    expect(byePoints({ rule: 'half-game', gamePoints: 2000 }, round)).toBe(1000);
    expect(byePoints({ rule: 'half-game', gamePoints: 51 }, round)).toBe(26);
  });

  it('counts a game’s points as its target, else the card points of its deals', () => {
    expect(gamePoints({ target: 1000, dealsPerGame: 12, pointsPerDeal: 162 })).toBe(1000);
    expect(gamePoints({ target: null, dealsPerGame: 12, pointsPerDeal: 162 })).toBe(1944);
    expect(gamePoints({ target: null, dealsPerGame: null, pointsPerDeal: 162 })).toBe(0);
  });

  it('gives the average of what each team marked in the round', () => {
    // (1000 + 600 + 1300 + 501) / 4 = 850.25
    expect(byePoints({ rule: 'round-average' }, round)).toBe(850);
    expect(byePoints({ rule: 'round-average' }, [])).toBe(0);
  });
});
