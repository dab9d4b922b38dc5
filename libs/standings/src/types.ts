import type { Tiebreak } from './tiebreaks.ts';

/** A finished (or closed) game between two teams: the score sheet's final totals. */
export interface GameResult {
  teamA: string;
  teamB: string;
  totals: { A: number; B: number };
  /** The side that won; null for a draw (a round closed at the bell with equal totals). */
  winner: 'A' | 'B' | null;
}

export interface StandingTeam {
  id: string;
  name: string;
  withdrawn?: boolean;
}

/** One team's line in the standings. */
export interface Standing {
  /** 1..n, each once: the ranking is total (see README, "Ranking"). */
  rank: number;
  team: { id: string; name: string; withdrawn: boolean };
  /** Games played at a table; byes are not games played. */
  played: number;
  won: number;
  drawn: number;
  lost: number;
  byes: number;
  /** Games won by walkover (the opponent withdrew): not played, counted like a bye. */
  walkovers: number;
  /** Games lost by forfeit (the team withdrew): not played, a loss. */
  forfeits: number;
  /** Games won: won + byes + walkovers + drawn / 2. The first criterion, always. */
  score: number;
  pointsFor: number;
  pointsAgainst: number;
  /** pointsFor − pointsAgainst. */
  pointsDifference: number;
  /** The sum of the scores of the teams met at a table (a bye adds nothing). */
  buchholz: number;
  /** In the standings of a pool phase: the team's pool (0 for the first); rank is within it. */
  pool?: number;
}

/**
 * The first criterion of a tournament's ranking: games won (a bye a win, a draw half), or the
 * points marked across its games (the classic concours), games won then deciding among equals.
 */
export type Ranking = 'wins' | 'points';

/** A bye received: the team, and the points it scores by the tournament's rule (none unless said). */
export type Bye = string | { team: string; points: number };

/**
 * A game not played because a team withdrew: its opponent (`winner`) wins it, with the points a
 * bye scores by the tournament's rule; the team that withdrew (`loser`) forfeits it.
 */
export interface Walkover {
  winner: string;
  loser: string;
  points: number;
}

export interface StandingsOptions {
  /** One entry per bye received (a team may repeat): its id, or its id and the points it scores. */
  byes?: Bye[];
  /** The walkovers: each a game won by one team and forfeited by the other, none played. */
  walkovers?: Walkover[];
  /** The first criterion: `'wins'` unless said. */
  ranking?: Ranking;
  /** The criteria after games won, in this order; DEFAULT_TIEBREAKS when absent. */
  tiebreaks?: Tiebreak[];
  /**
   * The tournament's random draw, fixed when it is created: the last criterion. Without it,
   * teams level on everything are ordered by name, then id.
   */
  drawSeed?: number;
}
