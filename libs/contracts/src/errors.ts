/**
 * Every code an error response of the API can carry, at the top of the body or in a detail.
 * Stable: a client shows its own text for each (the web app's `apiError.<CODE>` messages), never
 * the API's English `message`. `params` name the numbers and names that text needs.
 */
export const API_ERROR_CODES = [
  // The request as a whole.
  'VALIDATION_FAILED',
  'BAD_REQUEST',
  'NOT_FOUND',
  'METHOD_NOT_ALLOWED',
  'INVALID_HEADER', // params: header
  'INVALID_JSON',
  'BODY_TOO_LARGE',
  'BODY_TOO_DEEP', // params: max
  'BODY_CUT_SHORT',
  'BODY_LENGTH_MISMATCH',
  'BODY_UNREADABLE',
  'UNSUPPORTED_ENCODING', // params: encoding
  'UNSUPPORTED_CHARSET',
  'INVALID_COMPRESSED_BODY', // params: encoding
  'NUL_CHARACTER',
  'INVALID_UNICODE',
  'TOO_MANY_ATTEMPTS', // params: seconds
  'PASSWORD_CHECKS_BUSY', // params: seconds; a 503 with Retry-After, while logins flood the API
  'DATABASE_UNAVAILABLE',
  'INTERNAL_ERROR',
  'API_UNREACHABLE', // from the web app's forwarder, or a phone without network
  // Logging in and who may do what.
  'LOGIN_REQUIRED',
  'LOGIN_EXPIRED',
  'WRONG_CREDENTIALS',
  'CSRF_CHECK_FAILED', // a cookie's write without X-Marque-CSRF, or from another site
  'NOT_YOUR_TOURNAMENT',
  'TOURNAMENT_WITHOUT_ORGANISER',
  'ACCOUNT_DISABLED',
  'WRONG_PASSWORD', // the current password, when changing it
  // Accounts, clubs and invitations.
  'ADMINISTRATOR_ONLY',
  'ACCOUNT_NOT_FOUND',
  'ADMINISTRATOR_CANNOT_BE_DISABLED',
  'ACCOUNT_EXISTS',
  'CLUB_NOT_FOUND',
  'NOT_CLUB_MEMBER',
  'CLUB_REQUIRED',
  'INVITATION_NOT_FOUND',
  'INVITATION_EXPIRED',
  'INVITATION_USED',
  'REFEREE_CODE_REQUIRED',
  'WRONG_REFEREE_CODE',
  'UNKNOWN_REFEREE_CODE',
  'METRICS_TOKEN_REQUIRED', // GET /api/metrics without its token
  // Operations.
  'BACKUP_FAILED', // the server could not write the backup (its log says why)
  // Tournaments, teams and rounds.
  'TOURNAMENT_NOT_FOUND',
  'FORMAT_LOCKED',
  'ROUNDS_BELOW_PLAYED', // params: played
  'GAME_WITHOUT_END',
  'TARGET_OUT_OF_RANGE', // params: min, max
  'BYE_POINTS_NOT_IN_RULE',
  'TEAM_NOT_FOUND',
  'TEAM_NAME_TAKEN', // params: name
  'ROUND_NOT_FOUND', // params: round
  'ALL_ROUNDS_PLAYED', // params: rounds
  'ROUND_UNFINISHED', // params: round, games
  'NOT_ENOUGH_TEAMS',
  'ROUND_ALREADY_CLOSED', // params: round
  'NOT_LAST_ROUND', // params: last
  'ROUND_STARTED_AT_TABLES', // params: tables ("1, 3")
  'TEAM_NOT_IN_ROUND', // params: round
  'BRACKET_FIXED', // params: round
  // The organiser's hand on pools and the next round's start.
  'SWAP_ACROSS_POOLS', // params: round
  'NOT_A_POOLS_TOURNAMENT',
  'POOLS_LOCKED',
  'POOLS_NOT_DRAWN',
  'POOL_NOT_FOUND', // params: pools
  'POOL_TOO_SMALL', // params: min
  'START_NOT_IN_FUTURE',
  'KNOCKOUT_WINNER_NEEDED', // params: tables ("3, 5")
  'TABLE_NOT_IN_ROUND', // params: round
  // The mêlée: players entered alone, partners drawn each round.
  'PAIRING_NOT_FOR_ENTRY', // params: entry
  'NOT_A_MELEE',
  'NOT_FOR_A_MELEE',
  'ENTRANT_NOT_FOUND',
  'NOT_ENOUGH_PLAYERS',
  // A tournament's archive (export, import).
  'ARCHIVE_INVALID', // params: field (the first bad one; its check's code in details)
  'ARCHIVE_TOO_NEW', // params: version, supported
  'UNKNOWN_REFERENCE', // a row's reference to a row the file does not hold
  'SEEDING_NOT_APPLICABLE', // a seeding by rating: round 1 of a Swiss tournament or a mêlée only
  // The player registry.
  'REGISTRY_FORBIDDEN',
  'PERSON_NOT_FOUND',
  'LICENCE_TAKEN', // params: licence
  'PERSON_ALREADY_IN_TOURNAMENT', // params: name, team
  'SAME_PERSON_TWICE',
  'MERGE_SAME_PERSON',
  'MERGE_LICENCES_DIFFER',
  'MERGE_SAME_TOURNAMENT', // params: tournament
  'PLAYERS_OR_PEOPLE', // a team needs its players as names or as people, not both
  // Seasons (a series of tournaments ranked together).
  'SERIES_NOT_FOUND',
  'TOURNAMENT_OF_ANOTHER_CLUB', // a series takes only its own club's tournaments
  'TOURNAMENT_NOT_IN_SERIES',
  'INVALID_SEASON_RULE', // libs/seasons refused the rule: the detail names the field
  'SERIES_OWNER_ONLY', // the series' own club changes it, not a club invited into it
  'SERIES_CLUB_ALREADY_IN', // params: club (invited, or taking part already)
  'SERIES_INVITATION_NOT_FOUND', // no invitation of that club waiting an answer
  'CLUB_NOT_IN_SERIES', // neither invited nor taking part
  // Score sheets.
  'TABLE_NOT_FOUND',
  'DEAL_NOT_FOUND', // params: deal
  'NOT_LAST_DEAL', // params: last
  'SHEET_EMPTY',
  'GAME_OVER',
  'ROUND_CLOSED_AT_BELL',
  'GAME_WALKOVER',
  'DEAL_JUST_RECORDED', // params: deal, next
  'DEAL_NUMBER_MISMATCH', // params: next, expected
  'SHEET_CHANGED', // params: version
  'IF_MATCH_REQUIRED',
  'IDEMPOTENCY_KEY_REUSED',
  'AUCTION_WITH_CONTRACT',
  'PASSED_OUT_WITH_FACTS',
  // The teams' signatures of a final sheet.
  'GAME_NOT_OVER',
  'SHEET_ALREADY_CONFIRMED', // params: side
  'DISPUTE_NOT_FOUND', // params: side
  // A rule of the game (422): libs/rules' codes, then the API's own.
  'INVALID_DEAL',
  'INVALID_SEAT',
  'INVALID_TEAM',
  'INVALID_CONTRACT_VALUE', // params: lowest, highest
  'INVALID_SUIT',
  'INVALID_DOUBLING',
  'CARD_POINTS_NOT_INTEGER',
  'CARD_POINTS_OUT_OF_RANGE', // params: max
  'CARD_POINTS_SUM', // params: exactly, or atMost
  'ALL_TRICKS_CONTRADICTS_POINTS', // params: total
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
  'FACT_NOT_IN_GAME', // params: fact (belote, revoke, claim, allTricks, allTricks.seat, doubling, call)
  'POINTS_IMPOSSIBLE',
  'DEALER_NOT_EXPECTED',
  'DEALER_CHANGED',
  'DEAL_FACTS_MISSING',
  // One field of a request, from the check it failed.
  'REQUIRED',
  'UNKNOWN_FIELD',
  'NOT_AN_INTEGER',
  'NOT_A_STRING',
  'NOT_A_BOOLEAN',
  'NOT_A_LIST',
  'NOT_AN_OBJECT',
  'NOT_AN_ID',
  'NOT_AN_EMAIL',
  'NOT_A_DATE',
  'TOO_SMALL', // params: min
  'TOO_LARGE', // params: max
  'TOO_SHORT', // params: min
  'TOO_LONG', // params: max
  'TOO_FEW_ITEMS', // params: min
  'TOO_MANY_ITEMS', // params: max
  'DUPLICATE_ITEMS',
  'NOT_ONE_OF', // params: allowed ("swiss, round-robin")
  'INVALID_FORMAT',
] as const;

export type ApiErrorCode = (typeof API_ERROR_CODES)[number];

/** The numbers and names an error's text needs (`{ min: 1 }`, `{ tables: '1, 3' }`). */
export type ApiErrorParams = Record<string, string | number>;

/** One failed field of a request: `field` is a dotted path into the body (`players.1`). */
export interface ApiErrorDetail {
  field: string;
  /** A sentence for a developer (a rule of the game: in the caller's language). */
  message: string;
  code: ApiErrorCode;
  params?: ApiErrorParams;
}

/** The JSON body of every error response of the API. */
export interface ApiErrorBody {
  statusCode: number;
  /** The HTTP reason phrase, e.g. "Bad Request". */
  error: string;
  code: ApiErrorCode;
  params?: ApiErrorParams;
  /** A sentence for a developer, in English (a rule of the game: in the caller's language). */
  message: string;
  details?: ApiErrorDetail[];
}
