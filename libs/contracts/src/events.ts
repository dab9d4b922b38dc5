import type { DealFacts, Seat, TeamPoints, TeamSide } from './game';
import type { RoundState } from './round';
import type { StandingRow } from './standing';
import type { GameSummary, SheetConfirmation } from './table';

/** The events of `GET /api/tournaments/:id/events` (Server-Sent Events, `event:` field). */
export type TournamentEventType = 'deal' | 'correction' | 'round' | 'standings' | 'table';

/** A deal as the live stream carries it: the facts and what the server computed. */
export interface ScoredDealData {
  number: number;
  dealer: Seat;
  facts: DealFacts;
  made: boolean | null;
  marks: TeamPoints;
  totals: TeamPoints;
}

interface WhereData {
  tableId: string;
  tableNumber: number;
  round: number;
}

/** `event: deal`: a deal was recorded. */
export interface DealEventData extends WhereData {
  deal: ScoredDealData;
  game: GameSummary;
}

/** `event: correction`: a deal was corrected or the last one deleted; later totals follow. */
export interface CorrectionEventData extends WhereData {
  action: 'corrected' | 'deleted';
  dealNumber: number;
  /** The rescored deals from `dealNumber` on (none after a deletion). */
  deals: ScoredDealData[];
  game: GameSummary;
}

/** `event: round`: a round was started, changed, closed or taken back (no referee code in it). */
export type RoundEventData =
  | {
      action: 'started' | 'swapped' | 'closed' | 'walkover';
      round: Omit<RoundState, 'tables'> & {
        tables: Array<Omit<RoundState['tables'][number], 'refereeCode'>>;
      };
    }
  | { action: 'undone'; round: { number: number } }
  /** The organiser said when the next round starts (`startsAt`), or took it back (null). */
  | { action: 'announced'; round: { number: number }; startsAt: string | null };

/**
 * `event: table`: a team signed or disputed its table's final sheet, the organiser resolved a
 * dispute, or a correction cleared the signatures (`cleared`).
 */
export interface TableEventData extends WhereData {
  action: 'signed' | 'disputed' | 'resolved' | 'cleared';
  /** The team that signed, disputed or whose dispute was resolved; none when cleared. */
  side: TeamSide | null;
  confirmations: SheetConfirmation[];
}

/** `event: standings`: the whole ranking, after a game ended (or un-ended) or the bell. */
export interface StandingsEventData {
  standings: StandingRow[];
}

export interface TournamentEventData {
  deal: DealEventData;
  correction: CorrectionEventData;
  round: RoundEventData;
  standings: StandingsEventData;
  table: TableEventData;
}
