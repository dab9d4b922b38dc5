// Season rankings across a series of tournaments, as pure functions (see README.md).
export type {
  EventEntry,
  MemberResult,
  PointsScale,
  SeasonEvent,
  SeasonPerson,
  SeasonRanking,
  SeasonResult,
  SeasonRow,
  SeasonRule,
  WithdrawnResult,
} from './types.ts';
export { rankSeason, SEASON_RANKINGS } from './ranking.ts';
export { teamId } from './results.ts';
export { placePoints } from './scale.ts';
export {
  DEFAULT_SEASON_TIEBREAKS,
  SEASON_TIEBREAKS,
  isSeasonTiebreak,
  type SeasonTiebreak,
} from './tiebreaks.ts';
export { SeasonError, SEASON_ERROR_CODES, type SeasonErrorCode } from './errors.ts';
