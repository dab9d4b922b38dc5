// Pairing of tournament rounds, as pure functions: Swiss (an exact maximum-weight matching) and
// round-robin (Berger tables), pools then a knockout bracket.
export { pairSwiss } from './swiss.ts';
export { bestTablesFirst, roundRobin, roundRobinRound } from './round-robin.ts';
export {
  drawPools,
  poolRounds,
  poolRoundCount,
  type PoolTeam,
  type PoolOptions,
  type PoolRound,
} from './pools.ts';
export { poolRoundPairs } from './pool-schedule.ts';
export {
  seedsFromPools,
  knockoutBracket,
  playBracket,
  champion,
  gamesToPlay,
  firstRoundLosers,
  bracketRoundCount,
  type SeededTeam,
  type KnockoutMatch,
} from './knockout.ts';
export type { PairingTeam, SwissOptions, SwissPairing } from './pairing-team.ts';
export { seededRandom, shuffle, type Random } from './random.ts';
export {
  bracketPlaces,
  finalPlacings,
  type Placing,
  type PlacingsInput,
  type PlayedBracket,
} from './placings.ts';
export { drawMelee, MELEE_MAX_PLAYERS } from './melee-draw.ts';
export { drawBalancedMelee, type BalancedMeleeInput } from './balanced-melee.ts';
export { meleeRepeats, type MeleeRepeats } from './melee-repeats.ts';
export {
  MELEE_MODES,
  type MeleeDraw,
  type MeleeDrawInput,
  type MeleeMode,
  type MeleePair,
  type MeleePastRound,
  type MeleePlayer,
  type MeleeTable,
} from './melee-types.ts';
export { MeleeDrawError, MELEE_DRAW_ERROR_CODES, type MeleeDrawErrorCode } from './melee-errors.ts';
