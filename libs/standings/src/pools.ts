import { computeStandings } from './standings.ts';
import type { GameResult, Standing, StandingsOptions, StandingTeam } from './types.ts';

/**
 * The standings of a pool phase: each pool ranked on its own games only (a game between two
 * pools, such as a later knockout game, counts in neither), with the tournament's criteria,
 * tiebreaks and draw, and the walkovers between two of its teams. Rows come pool by pool; each
 * rank is the place within its pool.
 */
export function computePoolStandings(
  pools: readonly string[][],
  teams: StandingTeam[],
  games: GameResult[],
  options: Omit<StandingsOptions, 'byes'> = {},
): Standing[] {
  return pools.flatMap((pool, number) => {
    const members = new Set(pool);
    const rows = computeStandings(
      teams.filter((team) => members.has(team.id)),
      games.filter((game) => members.has(game.teamA) && members.has(game.teamB)),
      {
        ...options,
        walkovers: (options.walkovers ?? []).filter(
          (walkover) => members.has(walkover.winner) && members.has(walkover.loser),
        ),
      },
    );
    return rows.map((row) => ({ ...row, pool: number }));
  });
}
