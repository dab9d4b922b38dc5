import type { ResolvedOptions } from './options.ts';
import type { Pair, PlayerRating, Ratings } from './types.ts';

/** A player's rating and games: the starting rating and none when not rated yet. */
export function ratingOf(ratings: Ratings, player: string, options: ResolvedOptions): PlayerRating {
  return ratings.get(player) ?? { rating: options.start, games: 0 };
}

/** A pair's rating: the mean of its two players'. */
export function pairRating(ratings: Ratings, pair: Pair, options: ResolvedOptions): number {
  return (
    (ratingOf(ratings, pair[0], options).rating + ratingOf(ratings, pair[1], options).rating) / 2
  );
}

/** The expected score (0 to 1) of a pair rated `rating` against one rated `opponent`: Elo's. */
export function expectedScore(rating: number, opponent: number): number {
  return 1 / (1 + 10 ** ((opponent - rating) / 400));
}

/** A player's K-factor: higher for its first games, so a newcomer finds its level sooner. */
export function kFactorOf(player: PlayerRating, options: ResolvedOptions): number {
  return player.games < options.newPlayerGames ? options.newPlayerKFactor : options.kFactor;
}
