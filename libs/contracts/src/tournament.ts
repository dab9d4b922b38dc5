export type Pairing = 'swiss' | 'round-robin';
/** After games won, in the tournament's order; a random draw made at creation decides last. */
export type Tiebreak = 'points-difference' | 'points-for' | 'buchholz' | 'head-to-head';
/** A game closed at the bell with equal totals: a draw, or the last declaring team wins. */
export type TieAtBell = 'draw' | 'last-declarer';

export interface TournamentOptions {
  tiebreaks: Tiebreak[];
  /** The round clock, in minutes; null for none. */
  roundMinutes: number | null;
  tieAtBell: TieAtBell;
  /** A late entry scores a bye for each round it missed. */
  lateEntryByes: boolean;
  /** Swiss pairing keeps teams of one club apart when it can. */
  avoidSameClub: boolean;
}

/** The body of `POST /api/tournaments`. */
export interface CreateTournamentRequest extends Partial<TournamentOptions> {
  name: string;
  rounds: number;
  pairing: Pairing;
  target?: number;
  /** `YYYY-MM-DD`. */
  date?: string;
}

/** `GET /api/tournaments/:id`, and each of `GET /api/tournaments`. */
export interface TournamentView extends TournamentOptions {
  id: string;
  name: string;
  date: string | null;
  ruleset: string;
  target: number;
  rounds: number;
  pairing: Pairing;
  status: 'draft' | 'running' | 'finished';
  /** Rounds started so far. */
  roundsStarted: number;
  createdAt: string;
}
