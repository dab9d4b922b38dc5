/** A row of `GET /api/tournaments/:id/standings`, best first; ranks never tie. */
export interface StandingRow {
  rank: number;
  team: { id: string; name: string; withdrawn: boolean };
  played: number;
  won: number;
  drawn: number;
  lost: number;
  byes: number;
  /** Games won: a bye counts as a win, a draw as a half. */
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
}
