// Tournament standings from game results, as pure functions (see README.md).
export type {
  Bye,
  GameResult,
  Ranking,
  Standing,
  StandingsOptions,
  StandingTeam,
  Walkover,
} from './types.ts';
export { byePoints, BYE_RULES, gamePoints, type ByeRule } from './bye-points.ts';
export { lateEntryByes, type EnteredTeam, type RoundBye } from './late-entry.ts';
export { computeStandings } from './standings.ts';
export { computePoolStandings } from './pools.ts';
export { DEFAULT_TIEBREAKS, TIEBREAKS, isTiebreak, type Tiebreak } from './tiebreaks.ts';
export { gamesWon } from './tally.ts';
export { opponentsOf } from './opponents.ts';
export { drawNumber } from './draw.ts';
export { levelGroups, type Criterion } from './order.ts';
export { StandingsError, STANDINGS_ERROR_CODES, type StandingsErrorCode } from './errors.ts';
export {
  computeIndividualStandings,
  MELEE_TIEBREAKS,
  type IndividualStanding,
  type IndividualStandingsOptions,
  type PlayerBye,
} from './individual.ts';
export type { TableResult } from './individual-tally.ts';
