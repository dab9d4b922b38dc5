import type { Call, DealExtras, DealFacts, Seat, TeamPoints, TeamSide } from './game';
import type { RulesetInfo } from './ruleset';

/** The body of `POST /api/tables/:id/deals` and `PUT …/deals/:number`: the dealer and the facts. */
export type DealRequest =
  | ({ dealer: Seat } & DealFacts)
  | ({ dealer: Seat; auction: Call[]; cardPoints: TeamPoints } & DealExtras);

/** A game's state after a write, and in every sheet. */
export interface GameSummary {
  /** Goes up with every change to the sheet: send it back as If-Match to correct. */
  version: number;
  totals: TeamPoints;
  finished: boolean;
  /** Null while the game runs, and for a draw (at the bell, or after the game's deals). */
  winner: TeamSide | null;
  /**
   * The deals that count towards the tournament's `dealsPerGame`: every deal recorded, but the
   * passed-out ones when the tournament does not count them.
   */
  dealsCounted: number;
}

/** `201` of `POST /api/tables/:id/deals`. */
export interface RecordDealResponse {
  deal: { number: number; made: boolean | null; marks: TeamPoints };
  game: GameSummary;
}

/** One recorded deal of a sheet: its facts as recorded, and what the server computed. */
export type SheetDeal = DealFacts & {
  number: number;
  dealer: Seat;
  made: boolean | null;
  marks: TeamPoints;
  totals: TeamPoints;
};

export interface TableTeam {
  id: string;
  name: string;
  players: [string, string];
  seats: [Seat, Seat];
}

/** `GET /api/tables/:id`: teams, seats and the score sheet (never the referee code). */
export interface TableView {
  id: string;
  number: number;
  round: number;
  tournamentId: string;
  /** The game played, and what its deal form needs. */
  ruleset: RulesetInfo;
  /** The points that end the game; null in a game of `dealsPerGame` deals without a target. */
  target: number | null;
  /** The deals that make the game; null when it is played to its target. */
  dealsPerGame: number | null;
  /** Whether a passed-out deal counts as one of the `dealsPerGame`. */
  passedOutCounts: boolean;
  teamA: TableTeam;
  teamB: TableTeam;
  firstDealer: Seat;
  /** Null once the game is over. */
  nextDealer: Seat | null;
  game: GameSummary & { closedAtBell: boolean; deals: SheetDeal[] };
  /** Each team's signature of the final sheet, or its dispute (none yet: not there). */
  confirmations: SheetConfirmation[];
}

/** What a team says of its table's final sheet: a signature, or a dispute. */
export type ConfirmationKind = 'signed' | 'disputed';

/** A team's signature of its table's final sheet, or its dispute, and when. */
export interface SheetConfirmation {
  side: TeamSide;
  kind: ConfirmationKind;
  /** The deal a dispute names; null for a signature, or a dispute of the whole sheet. */
  dealNumber: number | null;
  /** A dispute's few words (200 characters at most). */
  note: string | null;
  at: string;
}

/** The body of `POST /api/tables/:id/confirmations`: one team signs the final sheet, or disputes it. */
export interface ConfirmSheetRequest {
  side: TeamSide;
  kind: ConfirmationKind;
  dealNumber?: number;
  note?: string;
}

/**
 * The body of `DELETE /api/tables/:id/confirmations/:side`, optional: the organiser's ruling on
 * the dispute, kept in the table's audit (`sheet.dispute-resolved`'s `after`).
 */
export interface ResolveDisputeRequest {
  /** 500 characters at most. */
  ruling?: string;
}

/** `after` of a `sheet.dispute-resolved` audit entry: the team and the organiser's ruling. */
export interface DisputeRuling {
  side: TeamSide;
  ruling: string | null;
}

/** `GET /api/referee/:code`. */
export interface RefereeTable {
  tableId: string;
}
