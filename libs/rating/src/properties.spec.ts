import fc from 'fast-check';
import { rateGame, rateRound, replayGames } from './replay.ts';
import type { PlayerRating, RatedGame } from './types.ts';

const PLAYERS = ['p0', 'p1', 'p2', 'p3', 'p4', 'p5', 'p6', 'p7'];

/** Any ratings of the eight players, to the tenth, each with some games played. */
const ratings = fc
  .array(
    fc.record({
      tenths: fc.integer({ min: 10_000, max: 22_000 }),
      games: fc.integer({ min: 0, max: 40 }),
    }),
    { minLength: 8, maxLength: 8 },
  )
  .map(
    (list) =>
      new Map<string, PlayerRating>(
        list.map(({ tenths, games }, index) => [`p${index}`, { rating: tenths / 10, games }]),
      ),
  );

const winner = fc.constantFrom<RatedGame['winner']>('A', 'B', null);

/** A round: the eight players in a random order, two games, any results. */
const round = fc
  .tuple(fc.shuffledSubarray(PLAYERS, { minLength: 8, maxLength: 8 }), winner, winner)
  .map(([seats, first, second]): RatedGame[] => [
    { pairA: [seats[0]!, seats[1]!], pairB: [seats[2]!, seats[3]!], winner: first },
    { pairA: [seats[4]!, seats[5]!], pairB: [seats[6]!, seats[7]!], winner: second },
  ]);
const game = round.map(([first]) => first!);

const tenths = (value: number) => Math.round(value * 10);
const ratingOf = (ratings: Map<string, PlayerRating>, player: string) =>
  ratings.get(player)?.rating ?? 1500;

describe('the rating, for any players and games', () => {
  it('is zero-sum between the two pairs, and both partners change alike', () => {
    fc.assert(
      fc.property(ratings, game, (before, played) => {
        const after = rateGame(before, played).ratings;
        const moved = (player: string) =>
          tenths(ratingOf(after, player)) - tenths(ratingOf(before, player));
        const [a1, a2] = played.pairA.map(moved);
        const [b1, b2] = played.pairB.map(moved);
        expect(a1).toBe(a2);
        expect(b1).toBe(b2);
        expect((a1 ?? 0) + (b1 ?? 0)).toBe(0);
      }),
    );
  });

  it('gives a favourite’s win less than an upset gives the underdog', () => {
    fc.assert(
      fc.property(ratings, game, (before, played) => {
        const mean = (pair: readonly string[]) =>
          pair.reduce((sum, player) => sum + ratingOf(before, player), 0) / 2;
        const gap = mean(played.pairA) - mean(played.pairB);
        const [favourite, underdog] = gap >= 0 ? (['A', 'B'] as const) : (['B', 'A'] as const);
        const gain = (side: 'A' | 'B') => {
          const change = rateGame(before, { ...played, winner: side }).changes[0]?.change ?? 0;
          return side === 'A' ? change : -change;
        };
        expect(gain(favourite)).toBeLessThanOrEqual(gain(underdog));
        // Beyond a few points apart, the tenth's rounding cannot hide it.
        expect(Math.abs(gap) < 10 || gain(favourite) < gain(underdog)).toBe(true);
      }),
    );
  });

  it('changes nothing for a draw between pairs rated equal', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 10_000, max: 22_000 }),
        fc.integer({ min: 10_000, max: 22_000 }),
        fc.integer({ min: -2_000, max: 2_000 }),
        fc.array(fc.integer({ min: 0, max: 40 }), { minLength: 4, maxLength: 4 }),
        (x, y, shift, games) => {
          const rated = [x, y, x + shift, y - shift].map((value, index) => ({
            rating: value / 10,
            games: games[index] ?? 0,
          }));
          const before = new Map(rated.map((rating, index) => [`p${index}`, rating]));
          const draw: RatedGame = { pairA: ['p0', 'p1'], pairB: ['p2', 'p3'], winner: null };
          const after = rateGame(before, draw);
          expect(after.changes[0]?.change).toBe(0);
          expect([...after.ratings.values()].map((r) => r.rating)).toEqual(
            rated.map((r) => r.rating),
          );
        },
      ),
    );
  });

  it('mirrors the change when the pairs swap sides', () => {
    fc.assert(
      fc.property(ratings, game, (before, played) => {
        const swapped: RatedGame = {
          pairA: played.pairB,
          pairB: played.pairA,
          winner: played.winner === 'A' ? 'B' : played.winner === 'B' ? 'A' : null,
        };
        expect(rateGame(before, swapped).ratings).toEqual(rateGame(before, played).ratings);
      }),
    );
  });

  it('gives the same ratings whatever the order of a round’s games', () => {
    fc.assert(
      fc.property(ratings, fc.array(round, { minLength: 1, maxLength: 4 }), (before, rounds) => {
        const named = rounds.map((games, index) =>
          games.map((played) => ({ ...played, round: `r${index}` })),
        );
        const inOrder = replayGames(named.flat(), {}, before).ratings;
        const reversed = replayGames(
          named.flatMap((games) => [...games].reverse()),
          {},
          before,
        ).ratings;
        expect(reversed).toEqual(inOrder);
        const roundByRound = named.reduce(
          (current, games) => rateRound(current, games).ratings,
          before,
        );
        expect(roundByRound).toEqual(inOrder);
      }),
    );
  });
});
