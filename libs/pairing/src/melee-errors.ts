/** Every code a MeleeDrawError can carry: stable, for the API to translate. */
export const MELEE_DRAW_ERROR_CODES = [
  'NOT_ENOUGH_PLAYERS',
  'TOO_MANY_PLAYERS',
  'DUPLICATE_PLAYER',
  'INVALID_ROUND',
  'INVALID_SEED',
  'UNKNOWN_MODE',
] as const;

export type MeleeDrawErrorCode = (typeof MELEE_DRAW_ERROR_CODES)[number];

/**
 * Input a mêlée cannot be drawn from. `field` is the path of the offending input (`players`,
 * `players[3]`, `round`); the message is for developers, the API translates `code`.
 */
export class MeleeDrawError extends Error {
  readonly code: MeleeDrawErrorCode;
  readonly field: string;

  constructor(code: MeleeDrawErrorCode, field: string, message: string) {
    super(message);
    this.name = 'MeleeDrawError';
    this.code = code;
    this.field = field;
  }
}
