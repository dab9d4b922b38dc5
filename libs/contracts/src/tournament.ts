import type { RulesetId } from './game';

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
  /** The game played: `marque-2018` unless said. */
  ruleset?: RulesetId;
  /** The points that end a game: the game's default unless said, within its range. */
  target?: number;
  /** `YYYY-MM-DD`. */
  date?: string;
}

/** `GET /api/tournaments/:id`, and each of `GET /api/tournaments`. */
export interface TournamentView extends TournamentOptions {
  id: string;
  name: string;
  date: string | null;
  ruleset: RulesetId;
  target: number;
  rounds: number;
  pairing: Pairing;
  status: 'draft' | 'running' | 'finished';
  /** Rounds started so far. */
  roundsStarted: number;
  createdAt: string;
}

/**
 * The body of `PATCH /api/tournaments/:id`. The game and the target cannot change once the first
 * round has started (409).
 */
export interface UpdateTournamentRequest {
  name?: string;
  ruleset?: RulesetId;
  target?: number;
}
