import type {
  AuditEntry as ContractAuditEntry,
  RoundState,
  RulesetId,
  RoundTableState,
  Seat,
  StartedRound,
  Suit,
  Tiebreak,
  TeamRef,
} from '@marque/contracts';

// The API's HTTP shapes come from libs/contracts, which the API implements: the two sides
// cannot drift apart. What is here on top is the web app's own: the order its buttons show.
export type {
  AccountView,
  ClubRef,
  ClubView,
  InvitationCreated,
  InvitationPreview,
  OrganiserView,
  AnyContractValue,
  ApiErrorBody,
  BracketGame,
  BracketView,
  BracketsView,
  ByeRule,
  Call,
  Claim,
  ConfirmSheetRequest,
  Contract,
  ContractValue,
  CreateTournamentRequest,
  DealEventData as DealEvent,
  DealRequest as DealBody,
  Doubling,
  GameDecision,
  GameSummary,
  KnockoutTie,
  Pairing,
  PoolsKnockout,
  RecordDealResponse,
  RoundState,
  Ranking,
  RulesetForm,
  RulesetId,
  RulesetInfo,
  Seat,
  SheetConfirmation,
  DisputeRuling,
  Entry,
  EntrantView,
  RegisteredEntrant,
  MeleeRoundsView,
  MeleeRoundView,
  NextRoundAnnouncement,
  PoolView,
  SheetDeal,
  Placing,
  StandingRow as Standing,
  Suit,
  TableTeam,
  TableView,
  TeamPoints,
  TeamRef,
  TeamGame,
  TeamGames,
  TeamSide,
  TeamView,
  RegisteredTeam,
  PersonView,
  PeoplePage,
  PlayerPick,
  PersonHistory,
  PersonRating,
  PersonRatings,
  PersonTournament,
  SeedingRating,
  SeedingRatings,
  SeriesInvitationView,
  SeriesRanking,
  SeriesRankingBy,
  SeriesRankingRow,
  SeriesResultView,
  SeriesRule,
  SeriesView,
  Tiebreak,
  TournamentView,
} from '@marque/contracts';

/** Every game a tournament can play, in the order the API lists them. */
export const RULESET_IDS: readonly RulesetId[] = [
  'marque-2018',
  'belote-coinchee',
  'jass-coinche',
  'cinch',
];
export const SUITS: readonly Suit[] = ['spades', 'hearts', 'diamonds', 'clubs'];
export const TIEBREAKS: readonly Tiebreak[] = [
  'points-difference',
  'points-for',
  'buchholz',
  'head-to-head',
];
export const SEATS: readonly Seat[] = [0, 1, 2, 3];

/**
 * A table as the console lists it: every field of `GET …/rounds`, of which the answer to
 * starting a round (`StartedRound`) carries only the draw.
 */
export type RoundTable = Omit<StartedRound['tables'][number], 'refereeCode' | 'forfeitedBy'> &
  Partial<RoundTableState>;

/** A round from `GET …/rounds`, or the answer to starting one (fewer fields). */
export type RoundView = Pick<RoundState, 'number' | 'bye'> &
  Partial<Omit<RoundState, 'number' | 'bye' | 'tables'>> & { tables: RoundTable[] };

/** Entries of `GET /api/tables/:id/audit`. */
export type AuditEntry = ContractAuditEntry;

/** Entries of `GET /api/tournaments/:id/rounds/audit`: changes to rounds, newest first. */
export type RoundAuditEntry = ContractAuditEntry & {
  action: Exclude<ContractAuditEntry['action'], `deal.${string}` | `sheet.${string}`>;
};

export type { TeamRef as TeamReference };
