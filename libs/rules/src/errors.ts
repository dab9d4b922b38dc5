/** Every code a RulesError can carry: stable, for the API to translate. */
export const RULES_ERROR_CODES = [
  'INVALID_DEAL',
  'INVALID_SEAT',
  'INVALID_TEAM',
  'INVALID_CONTRACT_VALUE',
  'INVALID_SUIT',
  'INVALID_DOUBLING',
  'CARD_POINTS_NOT_INTEGER',
  'CARD_POINTS_OUT_OF_RANGE',
  'CARD_POINTS_SUM',
  'ALL_TRICKS_CONTRADICTS_POINTS',
  'ALL_TRICKS_SEAT_NOT_IN_TEAM',
  'GENERALE_COINCHED',
  'CLAIM_TRICKS_INVALID',
  'CLAIM_POINTS_CONTRADICT_TRICKS',
  'INVALID_CALL',
  'CALL_OUT_OF_TURN',
  'BID_NOT_HIGHER',
  'COINCHE_WITHOUT_BID',
  'COINCHE_BY_DECLARING_TEAM',
  'SURCOINCHE_WITHOUT_COINCHE',
  'SURCOINCHE_BY_DEFENDERS',
  'CALL_AFTER_AUCTION_END',
  'AUCTION_NOT_ENDED',
  'DEAL_AFTER_GAME_END',
  'INVALID_TARGET',
  'INVALID_GAME_END',
  'UNKNOWN_RULESET',
  'FACT_NOT_IN_GAME',
  'POINTS_IMPOSSIBLE',
] as const;

export type RulesErrorCode = (typeof RULES_ERROR_CODES)[number];

/**
 * A fact that breaks the rules. `field` is the path of the offending input
 * (`cardPoints.A`, `calls[3]`, `deals[4].allTricks.seat`); `params` hold numbers for a message.
 * The message is for developers: the API translates `code` for referees.
 */
export class RulesError extends Error {
  readonly code: RulesErrorCode;
  readonly field: string;
  readonly params: Record<string, number | string>;

  constructor(
    code: RulesErrorCode,
    field: string,
    message: string,
    params: Record<string, number | string> = {},
  ) {
    super(message);
    this.name = 'RulesError';
    this.code = code;
    this.field = field;
    this.params = params;
  }

  /** The same error, its field placed under `prefix` (`deals[3]` + `cardPoints.A`). */
  under(prefix: string): RulesError {
    const field = this.field === 'deal' ? prefix : `${prefix}.${this.field}`;
    return new RulesError(this.code, field, this.message, this.params);
  }
}
