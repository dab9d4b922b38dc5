/** Every code a SeasonError can carry: stable, for the API to translate. */
export const SEASON_ERROR_CODES = [
  'INVALID_RULE',
  'UNKNOWN_TIEBREAK',
  'DUPLICATE_TIEBREAK',
  'UNKNOWN_RANKING',
  'DUPLICATE_EVENT',
  'INVALID_FIELD_SIZE',
  'INVALID_ENTRY',
  'INVALID_PLACE',
  'DUPLICATE_PERSON',
] as const;

export type SeasonErrorCode = (typeof SEASON_ERROR_CODES)[number];

/**
 * A rule or placings a season cannot be ranked from. `field` is the path of the offending input
 * (`scale.points[2]`, `events[1].entries[4].place`). The message is for developers: the API
 * translates `code`.
 */
export class SeasonError extends Error {
  readonly code: SeasonErrorCode;
  readonly field: string;

  constructor(code: SeasonErrorCode, field: string, message: string) {
    super(message);
    this.name = 'SeasonError';
    this.code = code;
    this.field = field;
  }
}
