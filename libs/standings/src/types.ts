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
  /** Games won: won + byes + drawn / 2. The first criterion, always. */
  score: number;
  pointsFor: number;
  pointsAgainst: number;
  /** pointsFor − pointsAgainst. */
  pointsDifference: number;
  /** The sum of the scores of the teams met at a table (a bye adds nothing). */
  buchholz: number;
}

export interface StandingsOptions {
  /** One entry per bye received (a team id may repeat). */
  byes?: string[];
  /** The criteria after games won, in this order; DEFAULT_TIEBREAKS when absent. */
  tiebreaks?: Tiebreak[];
  /**
   * The tournament's random draw, fixed when it is created: the last criterion. Without it,
   * teams level on everything are ordered by name, then id.
   */
  drawSeed?: number;
}
