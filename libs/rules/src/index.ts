// The rules of the games Marque scores, as pure functions: the 2018 coinche tournament marque
// (RULES-2018.md; its functions below keep their names) and, through getRuleset, belote coinchée,
// Jass coinché and Cinch.
export type {
  Seat,
  Team,
  Suit,
  ContractValue,
  Doubling,
  Contract,
  TeamPoints,
  PlayedDeal,
  PassedOutDeal,
  ClaimedDeal,
  DealRecord,
  Call,
  JassContractValue,
  BeloteContractValue,
  CinchContractValue,
  AnyContractValue,
  GameContract,
  BelotePlayedDeal,
  BeloteDealRecord,
  CinchPlayedDeal,
  CinchDealRecord,
  CinchCall,
  AnyDealRecord,
  AnyCall,
} from './types.ts';
export { RulesError, RULES_ERROR_CODES, type RulesErrorCode } from './errors.ts';
export {
  RULESET_MARQUE_2018,
  RULESETS,
  isRuleset,
  type RulesetId,
  type Ruleset,
  type RulesetForm,
  type RulesetAuctionResult,
  type CallType,
} from './ruleset.ts';
export { getRuleset } from './rulesets.ts';
export {
  SEATS,
  TEAMS,
  teamOfSeat,
  otherTeam,
  seatsOfTeam,
  nextDealer,
  firstSpeaker,
  isSeat,
} from './seats.ts';
export {
  CONTRACT_VALUES,
  SUITS,
  DOUBLINGS,
  contractAmount,
  contractRank,
  doublingFactor,
} from './contract.ts';
export { round10 } from './rounding.ts';
export {
  TOTAL_CARD_POINTS,
  LAST_TRICK_POINTS,
  ALL_TRICKS_VALUE,
  ALL_TRICKS_ALONE_VALUE,
} from './card-points.ts';
export { scoreDeal, CONTRACT_BONUS, type DealScore } from './marque.ts';
export { TRICKS_IN_A_DEAL } from './claim-facts.ts';
export { marksSoFar } from './claim.ts';
export { isPassedOut, isClaimed, isPlayed } from './deal-record.ts';
export { scoreGame, DEFAULT_TARGET, TIES_AT_END, type GameScore, type TieAtEnd } from './game.ts';
export { howGameEnded, type GameEnding } from './game-ending.ts';
export { resolveAuction, type AuctionResult } from './auction.ts';
export {
  outcomeAtBell,
  knockoutOutcomeAtBell,
  TIES_AT_BELL,
  type TieAtBell,
  type BellOutcome,
  type KnockoutBellOutcome,
  type KnockoutTie,
} from './bell.ts';
