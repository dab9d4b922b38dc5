/** Every code a RatingError can carry: stable, for the API to translate. */
export const RATING_ERROR_CODES = [
  'INVALID_OPTION',
  'INVALID_GAME',
  'PLAYER_TWICE_IN_ROUND',
  'ROUND_NOT_CONTIGUOUS',
] as const;

export type RatingErrorCode = (typeof RATING_ERROR_CODES)[number];

/**
 * Options or games the ratings cannot be computed from. `field` is the path of the offending
 * input (`kFactor`, `games[3].pairB`). The message is for developers: the API translates `code`.
 */
export class RatingError extends Error {
  readonly code: RatingErrorCode;
  readonly field: string;

  constructor(code: RatingErrorCode, field: string, message: string) {
    super(message);
    this.name = 'RatingError';
    this.code = code;
    this.field = field;
  }
}
