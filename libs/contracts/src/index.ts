// Request and response types of the HTTP API, shared by the API (which implements them) and the
// web app (which calls it). Plain types and the list of error codes, no dependency.
export { API_MARKER_HEADER, API_MARKER_VALUE } from './marker';
export { REFEREE_PASS_COOKIE } from './referee-pass';
export {
  API_ERROR_CODES,
  type ApiErrorBody,
  type ApiErrorCode,
  type ApiErrorDetail,
  type ApiErrorParams,
} from './errors';
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
  Entry,
  Pairing,
  Tiebreak,
  TieAtBell,
  Ranking,
  ByeRule,
  TournamentOptions,
  CreateTournamentRequest,
  TournamentView,
  UpdateTournamentRequest,
  PoolSeeding,
  Consolation,
  KnockoutTie,
  PoolsKnockout,
} from './tournament';
export type { BracketGame, BracketView, BracketsView, PoolView } from './bracket';
export type { RulesetForm, RulesetInfo } from './ruleset';
export type {
  TeamRef,
  CreateTeamRequest,
  UpdateTeamRequest,
  TeamView,
  RegisteredTeam,
  GameDecision,
  TeamGame,
  TeamGames,
} from './team';
export type {
  StartedRound,
  RoundTableState,
  RoundState,
  SwapTeamsRequest,
  AnnounceNextRoundRequest,
  NextRoundAnnouncement,
  MoveTeamToPoolRequest,
  CloseRoundRequest,
} from './round';
export type {
  DealRequest,
  GameSummary,
  RecordDealResponse,
  SheetDeal,
  TableTeam,
  TableView,
  RefereeTable,
  ConfirmationKind,
  SheetConfirmation,
  ConfirmSheetRequest,
  ResolveDisputeRequest,
  DisputeRuling,
} from './table';
export type {
  PersonView,
  PeoplePage,
  CreatePersonRequest,
  UpdatePersonRequest,
  MergePeopleRequest,
  PlayerPick,
  PersonTournament,
  PersonHistory,
  PersonRating,
  PersonRatings,
  SeedingRating,
  SeedingRatings,
} from './person';
export type { AuditEntry, AccountAuditAction, SeriesAuditAction } from './audit';
export type {
  ClubRef,
  OrganiserView,
  UpdateMeRequest,
  ChangePasswordRequest,
  AccountView,
  UpdateAccountRequest,
  ClubView,
  CreateClubRequest,
  AddClubMemberRequest,
  CreateInvitationRequest,
  InvitationCreated,
  InvitationTokenRequest,
  InvitationPreview,
  AcceptInvitationRequest,
} from './account';
export type { StandingRow, Placing } from './standing';
export type {
  EntrantView,
  RegisterEntrantRequest,
  RegisteredEntrant,
  UpdateEntrantRequest,
  MeleeSeat,
  MeleeRoundView,
  MeleeRoundsView,
} from './entrant';
export type {
  TournamentEventType,
  ScoredDealData,
  DealEventData,
  CorrectionEventData,
  RoundEventData,
  StandingsEventData,
  TableEventData,
  TournamentEventData,
} from './events';
export type { BackupInfo, BackupsResponse } from './backup';
export type {
  CreateSeriesRequest,
  InviteSeriesClubRequest,
  SeriesInvitationView,
  SeriesRanking,
  SeriesRankingBy,
  SeriesRankingRow,
  SeriesResultView,
  SeriesRule,
  SeriesScale,
  SeriesTiebreak,
  SeriesTournamentView,
  SeriesView,
  SeriesWithdrawnResult,
  UpdateSeriesRequest,
} from './series';
