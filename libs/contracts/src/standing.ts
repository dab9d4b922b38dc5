/** A row of `GET /api/tournaments/:id/standings`, best first; ranks never tie. */
export interface StandingRow {
  rank: number;
  team: { id: string; name: string; withdrawn: boolean };
  played: number;
  won: number;
  drawn: number;
  lost: number;
  byes: number;
  /** Games won by walkover (the opponent withdrew), counted like a bye. */
  walkovers: number;
  /** Games lost by forfeit (the team withdrew). */
  forfeits: number;
  /** Games won: a bye or a walkover counts as a win, a draw as a half. */
  score: number;
  pointsFor: number;
  pointsAgainst: number;
  pointsDifference: number;
  /** The sum of the opponents' scores. */
  buchholz: number;
  /**
   * In a tournament of pools: the team's pool (0 for the first). Rows then come pool by pool,
   * ranked within the pool on its games.
   */
  pool?: number;
  /**
   * In a mêlée: the player the row ranks (`team` then names the player too: its id is the
   * entrant's, its name the person's).
   */
  player?: { entrantId: string; personId: string | null; name: string; withdrawn: boolean };
  /** In a tournament of pools: the team's place in its pool (the same as `rank` there). */
  poolRank?: number;
  /**
   * In a tournament of pools: the team's final place once it is known (null before, and for a
   * team in no pool).
   */
  placing?: Placing | null;
}

/**
 * A team's final place in a tournament of pools: `place` to `to` (several teams share the beaten
 * semi-finalists' 3–4), where it was decided, and how far it went there: in a bracket the teams
 * left in the round it last played (1 won it, 2 the final, 4 a semi-final, 8 a quarter-final…),
 * in the pools its place in its pool.
 */
export interface Placing {
  place: number;
  to: number;
  decidedIn: 'main' | 'consolation' | 'pools';
  reached: number;
}
