import { tallyPlayers, type TableResult } from './individual-tally.ts';
import { resolveOptions } from './options.ts';
import { rankTally } from './standings.ts';
import type { Tiebreak } from './tiebreaks.ts';
import type { Ranking, Standing, StandingTeam } from './types.ts';

/**
 * A mêlée's tiebreaks after games won: the points marked, then points difference, then the
 * opponents' scores (Buchholz over both opponents of every game), then the draw.
 */
export const MELEE_TIEBREAKS: Tiebreak[] = ['points-for', 'points-difference', 'buchholz'];

/** A player who sat out a round: a bye, with the points the tournament's rule gives it. */
export type PlayerBye = string | { player: string; points: number };

export interface IndividualStandingsOptions {
  /** One entry per round sat out (a player may repeat). */
  byes?: PlayerBye[];
  ranking?: Ranking;
  /** MELEE_TIEBREAKS when absent; any of TIEBREAKS, as for teams. */
  tiebreaks?: Tiebreak[];
  drawSeed?: number;
}

/** A player's line: a team's line (see Standing) for one player, without walkovers or pools. */
export type IndividualStanding = Omit<Standing, 'team' | 'walkovers' | 'forfeits' | 'pool'> & {
  player: { id: string; name: string; withdrawn: boolean };
};

/**
 * The individual standings of a mêlée: each player's games with whichever partner (the pair's
 * result and totals count for both), its byes, ranked as teams are (`computeStandings`): games won
 * or points first, then the tiebreaks (MELEE_TIEBREAKS unless given), then the draw.
 */
export function computeIndividualStandings(
  players: StandingTeam[],
  games: readonly TableResult[],
  options: IndividualStandingsOptions = {},
): IndividualStanding[] {
  const resolved = resolveOptions({
    byes: (options.byes ?? []).map((bye) =>
      typeof bye === 'string' ? bye : { team: bye.player, points: bye.points },
    ),
    ranking: options.ranking,
    tiebreaks: options.tiebreaks ?? MELEE_TIEBREAKS,
    drawSeed: options.drawSeed,
  });
  const rows = rankTally(tallyPlayers(players, games, resolved.byes), resolved);
  return rows.map(({ team, walkovers: _walkovers, forfeits: _forfeits, pool: _pool, ...row }) => ({
    ...row,
    player: team,
  }));
}
