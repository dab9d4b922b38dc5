import { RatingError } from './errors.ts';
import { expectedScore, kFactorOf, pairRating, ratingOf } from './expected.ts';
import type { ResolvedOptions } from './options.ts';
import type { GameChange, RatedGame, Ratings } from './types.ts';

/**
 * How one game moves its players' ratings: pair A's expected score E from the two pairs'
 * ratings, its score S (1 won, ½ drawn, 0 lost), and K × (S − E) rounded to the tenth, half
 * away from zero (so that swapping the pairs mirrors the change exactly). K is the mean of the
 * four players' K-factors: one K for the game keeps the change zero-sum and the same for both
 * partners. No margin factor: a game's points difference is not used.
 */
export function gameChange(
  ratings: Ratings,
  game: RatedGame,
  options: ResolvedOptions,
): GameChange {
  const expected = expectedScore(
    pairRating(ratings, game.pairA, options),
    pairRating(ratings, game.pairB, options),
  );
  const score = game.winner === 'A' ? 1 : game.winner === 'B' ? 0 : 0.5;
  const players = [...game.pairA, ...game.pairB];
  const k =
    players.reduce(
      (sum, player) => sum + kFactorOf(ratingOf(ratings, player, options), options),
      0,
    ) / players.length;
  return { expected, k, change: roundToTenth(k * (score - expected)) };
}

/** Rounded to the tenth, half away from zero: -x rounds to the opposite of x. */
export function roundToTenth(value: number): number {
  return (Math.sign(value) * Math.round(Math.abs(value) * 10)) / 10 || 0;
}

/** Checks a game's two pairs: two different players each, nobody on both sides. */
export function checkGame(game: RatedGame, field: string): void {
  for (const side of ['pairA', 'pairB'] as const) {
    const pair = game[side];
    if (!Array.isArray(pair) || pair.length !== 2 || pair[0] === pair[1])
      throw new RatingError('INVALID_GAME', `${field}.${side}`, 'A pair is two different players');
  }
  if (game.pairA.some((player) => game.pairB.includes(player)))
    throw new RatingError('INVALID_GAME', `${field}.pairB`, 'A player cannot play on both sides');
  if (game.winner !== 'A' && game.winner !== 'B' && game.winner !== null)
    throw new RatingError('INVALID_GAME', `${field}.winner`, 'The winner is A, B or null');
}
