import type { TeamPoints, TeamSide } from './game';
import type { SheetConfirmation } from './table';
import type { TeamRef } from './team';

/** `201` of `POST /api/tournaments/:id/rounds`: the draw, with each table's referee code. */
export interface StartedRound {
  number: number;
  tables: Array<{
    id: string;
    number: number;
    teamA: TeamRef;
    teamB: TeamRef;
    firstDealer: number;
    refereeCode: string;
    /** A walkover: the side whose team withdrew (the game is over, nobody plays it). */
    forfeitedBy: TeamSide | null;
  }>;
  bye: TeamRef | null;
  endsAt: string | null;
}

/** A table of a round as the live views show it. */
export interface RoundTableState {
  id: string;
  number: number;
  teamA: TeamRef;
  teamB: TeamRef;
  firstDealer: number;
  /** For the organiser who runs the tournament only. */
  refereeCode?: string;
  dealCount: number;
  /** The deals that count towards the tournament's `dealsPerGame` (see `GameSummary`). */
  dealsCounted: number;
  totals: TeamPoints;
  finished: boolean;
  winner: TeamSide | null;
  closedAtBell: boolean;
  /**
   * A walkover: the side whose team withdrew (its opponent won without playing, or without
   * playing on); null for a game played.
   */
  forfeitedBy: TeamSide | null;
  /**
   * A knockout game level at the bell under the one-more-deal rule: it plays on, and the first
   * deal after which the totals differ ends it.
   */
  extraDeal: boolean;
  /** Each team's signature of the final sheet, or its dispute. */
  confirmations: SheetConfirmation[];
  updatedAt: string;
}

/** `GET /api/tournaments/:id/rounds` (each), `…/rounds/:number`, and the answers of swap and close. */
export interface RoundState {
  id: string;
  number: number;
  startedAt: string;
  /** When the bell rings, with a round clock. */
  endsAt: string | null;
  closedAt: string | null;
  /** A round of the knockout phase: its tables are bracket games, which cannot end drawn. */
  knockout: boolean;
  bye: TeamRef | null;
  tables: RoundTableState[];
}

/**
 * The body of `POST /api/tournaments/:id/rounds/:number/close` (optional): the organiser's
 * choice of winner for a knockout table where no deal was declared, which nothing else decides.
 */
export interface CloseRoundRequest {
  winners?: Array<{ tableId: string; winner: TeamSide }>;
}

/** The body of `POST /api/tournaments/:id/rounds/:number/swap`. */
export interface SwapTeamsRequest {
  teamIds: [string, string];
}

/** The body of `PUT /api/tournaments/:id/next-round`: when the next round starts, or null. */
export interface AnnounceNextRoundRequest {
  /** An ISO 8601 time in the future; null takes the announcement back. */
  startsAt: string | null;
}

/** `PUT /api/tournaments/:id/next-round`: the round announced and its start (null: none). */
export interface NextRoundAnnouncement {
  round: number;
  startsAt: string | null;
}

/** The body of `PUT /api/tournaments/:id/teams/:teamId/pool`, before round 1. */
export interface MoveTeamToPoolRequest {
  /** 0 for the first pool (A). */
  pool: number;
}
