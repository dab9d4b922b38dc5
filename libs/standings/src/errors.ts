/** Every code a StandingsError can carry: stable, for the API to translate. */
export const STANDINGS_ERROR_CODES = [
  'UNKNOWN_TIEBREAK',
  'DUPLICATE_TIEBREAK',
  'INVALID_DRAW_SEED',
  'DUPLICATE_TEAM',
  'INVALID_GAME',
  'UNKNOWN_RANKING',
  'INVALID_BYE',
  'INVALID_WALKOVER',
  'DUPLICATE_PLAYER',
] as const;

export type StandingsErrorCode = (typeof STANDINGS_ERROR_CODES)[number];

/**
 * Input the standings cannot be computed from. `field` is the path of the offending input
 * (`tiebreaks[2]`, `teams[4]`, `games[17]`). The message is for developers: the API
 * translates `code`.
 */
export class StandingsError extends Error {
  readonly code: StandingsErrorCode;
  readonly field: string;

  constructor(code: StandingsErrorCode, field: string, message: string) {
    super(message);
    this.name = 'StandingsError';
    this.code = code;
    this.field = field;
  }
}
