/** A player's rating in one game (ruleset), and how many games rated it so far. */
export interface PlayerRating {
  rating: number;
  games: number;
}

/** The ratings known, by player id; a player not in it has the starting rating and no game. */
export type Ratings = ReadonlyMap<string, PlayerRating>;

/** Two players playing together. */
export type Pair = readonly [string, string];

/** A finished game between two pairs: who won, or null for a draw (equal totals at the bell). */
export interface RatedGame {
  pairA: Pair;
  pairB: Pair;
  winner: 'A' | 'B' | null;
  /**
   * The games of one round (consecutive games with the same `round`) are all rated from the
   * ratings at the round's start. A game without a round is a round of its own.
   */
  round?: string;
}

export interface RatingOptions {
  /** A new player's rating: 1500 unless said. */
  start?: number;
  /** An established player's K-factor: 20 unless said. */
  kFactor?: number;
  /** A new player's K-factor, for its first `newPlayerGames` games: 40 unless said. */
  newPlayerKFactor?: number;
  /** How many games a player is new for: 20 unless said. */
  newPlayerGames?: number;
}

/** How one game moved the ratings: pair A's players gain `change`, pair B's lose it. */
export interface GameChange {
  /** Pair A's expected score, 0 to 1, from the two pairs' ratings. */
  expected: number;
  /** The game's K-factor: the mean of its four players'. */
  k: number;
  /** K × (score − expected) for pair A, rounded to the tenth. */
  change: number;
}
