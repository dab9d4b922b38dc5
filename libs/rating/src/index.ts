// An Elo-style rating of players from their games, as pure functions (see README.md).
export type { GameChange, Pair, PlayerRating, RatedGame, RatingOptions, Ratings } from './types.ts';
export { DEFAULT_RATING_OPTIONS } from './options.ts';
export { expectedScore } from './expected.ts';
export { rateGame, rateRound, replayGames, type Replay } from './replay.ts';
export { entrantRating, seedingOrder, type SeedingEntrant } from './seeding.ts';
export { RatingError, RATING_ERROR_CODES, type RatingErrorCode } from './errors.ts';
