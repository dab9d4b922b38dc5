import type { ApiErrorBody } from '@marque/contracts';

// The API's HTTP shapes as the web app reads them (apps/api controllers and DTOs).

export type Seat = 0 | 1 | 2 | 3;
export type TeamSide = 'A' | 'B';
export type Suit = 'spades' | 'hearts' | 'diamonds' | 'clubs';
export type ContractValue =
  60 | 70 | 80 | 90 | 100 | 110 | 120 | 130 | 140 | 150 | 'match' | 'generale';
export type Doubling = 'none' | 'coinche' | 'surcoinche';
export type Pairing = 'swiss' | 'round-robin';
export type Tiebreak = 'points-difference' | 'points-for' | 'buchholz' | 'head-to-head';

export const CONTRACT_VALUES: readonly ContractValue[] = [
  60,
  70,
  80,
  90,
  100,
  110,
  120,
  130,
  140,
  150,
  'match',
  'generale',
];
export const SUITS: readonly Suit[] = ['spades', 'hearts', 'diamonds', 'clubs'];
export const DOUBLINGS: readonly Doubling[] = ['none', 'coinche', 'surcoinche'];
export const TIEBREAKS: readonly Tiebreak[] = [
  'points-difference',
  'points-for',
  'buchholz',
  'head-to-head',
];
export const SEATS: readonly Seat[] = [0, 1, 2, 3];

export interface TeamPoints {
  A: number;
  B: number;
}

export interface Contract {
  value: ContractValue;
  suit: Suit;
  declarer: Seat;
}

export type Call =
  | { seat: Seat; type: 'pass' }
  | { seat: Seat; type: 'bid'; value: ContractValue; suit: Suit }
  | { seat: Seat; type: 'coinche' }
  | { seat: Seat; type: 'surcoinche' };

export interface Claim {
  team: TeamSide;
  cardPointsSoFar: TeamPoints;
  tricksSoFar: [number, number, number, number];
}

/** The body of POST /api/tables/:id/deals and PUT …/deals/:number. */
export type DealBody =
  | { dealer: Seat; passedOut: true }
  | {
      dealer: Seat;
      contract: Contract;
      doubling: Doubling;
      cardPoints: TeamPoints;
      allTricks?: { team: TeamSide; seat?: Seat };
    }
  | { dealer: Seat; contract: Contract; doubling: Doubling; claim: Claim }
  | { dealer: Seat; auction: Call[]; cardPoints: TeamPoints };

/** One recorded deal of a sheet: its facts as stored, and the server's marks. */
export interface SheetDeal {
  number: number;
  dealer: Seat;
  passedOut?: true;
  contract?: Contract;
  doubling?: Doubling;
  cardPoints?: TeamPoints;
  allTricks?: { team: TeamSide; seat?: Seat };
  claim?: Claim;
  made: boolean | null;
  marks: TeamPoints;
  totals: TeamPoints;
}

export interface GameSummary {
  version: number;
  totals: TeamPoints;
  finished: boolean;
  winner: TeamSide | null;
}

export interface TableTeam {
  id: string;
  name: string;
  players: [string, string];
  seats: [Seat, Seat];
}

/** GET /api/tables/:id */
export interface TableView {
  id: string;
  number: number;
  round: number;
  tournamentId: string;
  target: number;
  teamA: TableTeam;
  teamB: TableTeam;
  firstDealer: Seat;
  nextDealer: Seat | null;
  game: GameSummary & { closedAtBell?: boolean; deals: SheetDeal[] };
}

export interface TournamentView {
  id: string;
  name: string;
  date: string | null;
  target: number;
  rounds: number;
  pairing: Pairing;
  status: 'draft' | 'running' | 'finished';
  createdAt: string;
  tiebreaks?: Tiebreak[];
  roundMinutes?: number | null;
  tieAtBell?: 'draw' | 'last-declarer';
  lateEntryByes?: boolean;
  avoidSameClub?: boolean;
}

export interface TeamView {
  id: string;
  name: string;
  players: [string, string];
  club: string | null;
  withdrawn: boolean;
  /** The first round the team can be paired in: later than 1 for a late entry. */
  joinedRound?: number;
}

export interface TeamRef {
  id: string;
  name: string;
}

/** A table of GET /api/tournaments/:id/rounds (POST …/rounds answers fewer fields). */
export interface RoundTable {
  id: string;
  number: number;
  teamA: TeamRef;
  teamB: TeamRef;
  firstDealer: Seat;
  refereeCode?: string;
  dealCount?: number;
  totals?: TeamPoints;
  finished?: boolean;
  winner?: TeamSide | null;
  closedAtBell?: boolean;
  updatedAt?: string | null;
}

export interface RoundView {
  number: number;
  startedAt?: string | null;
  endsAt?: string | null;
  closedAt?: string | null;
  bye: TeamRef | null;
  tables: RoundTable[];
}

export interface Standing {
  rank: number;
  team: { id: string; name: string; withdrawn: boolean };
  played: number;
  won: number;
  drawn: number;
  lost: number;
  byes: number;
  score: number;
  pointsFor: number;
  pointsAgainst: number;
  pointsDifference: number;
  buchholz: number;
}

export interface AuditEntry {
  id?: string;
  action: string;
  actor: string;
  dealNumber?: number | null;
  before?: unknown;
  after?: unknown;
  at?: string;
  createdAt?: string;
}

/** GET /api/tournaments/:id/rounds/audit: changes to rounds, newest first. */
export interface RoundAuditEntry {
  id: string;
  action: 'round.undone' | 'round.teams-swapped' | 'round.closed' | 'game.closed-at-bell';
  actor: string;
  before: unknown;
  after: unknown;
  createdAt: string;
  /** The table of a `game.closed-at-bell` entry; null for the round's own entries. */
  tableId: string | null;
}

/** The data of the event stream's `deal` and `correction` events. */
export interface DealEvent {
  tableId: string;
  tableNumber: number;
  round: number;
  deal?: {
    number: number;
    dealer: Seat;
    made: boolean | null;
    marks: TeamPoints;
    totals: TeamPoints;
  };
  game: GameSummary;
}

export type { ApiErrorBody };
