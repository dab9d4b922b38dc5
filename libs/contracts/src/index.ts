// Request and response types of the HTTP API, shared by the API (which implements them) and the
// web app (which calls it). Plain types, no dependency.
export type { ApiErrorBody, ApiErrorDetail } from './errors';
export type { HealthResponse } from './health';
export type {
  RulesetId,
  AnyContractValue,
  DealExtras,
  Seat,
  TeamSide,
  Suit,
  ContractValue,
  Doubling,
  TeamPoints,
  Contract,
  Call,
  Claim,
  DealFacts,
} from './game';
export type {
  Pairing,
  Tiebreak,
  TieAtBell,
  Ranking,
  ByeRule,
  TournamentOptions,
  CreateTournamentRequest,
  TournamentView,
  UpdateTournamentRequest,
} from './tournament';
export type { RulesetForm, RulesetInfo } from './ruleset';
export type { TeamRef, CreateTeamRequest, UpdateTeamRequest, TeamView } from './team';
export type { StartedRound, RoundTableState, RoundState, SwapTeamsRequest } from './round';
export type {
  DealRequest,
  GameSummary,
  RecordDealResponse,
  SheetDeal,
  TableTeam,
  TableView,
  RefereeTable,
} from './table';
export type { AuditEntry } from './audit';
export type { StandingRow } from './standing';
export type {
  TournamentEventType,
  ScoredDealData,
  DealEventData,
  CorrectionEventData,
  RoundEventData,
  StandingsEventData,
  TournamentEventData,
} from './events';
