import { drawOrder } from './draw.ts';
import { buchholz } from './opponents.ts';
import { resolveOptions, type ResolvedOptions } from './options.ts';
import { byPoints, byScore, criterionOf, orderGroup } from './order.ts';
import { tally, type Tally } from './tally.ts';
import type { GameResult, Standing, StandingsOptions, StandingTeam } from './types.ts';

/**
 * The standings: games won (a bye a win, a draw half) or, ranked on points, the points marked
 * across the games (byes included) then games won; then the organiser's tiebreaks in their
 * order, then the tournament's random draw (or, without a seed, name then id). The ranking is
 * total: ranks are 1..n, each once, and the same input always gives the same order.
 *
 * `options` may also be the bare list of byes, the call form from before tiebreaks.
 */
export function computeStandings(
  teams: StandingTeam[],
  games: GameResult[],
  options?: StandingsOptions | string[],
): Standing[] {
  const resolved = resolveOptions(options);
  return rankTally(tally(teams, games, resolved.byes, resolved.walkovers), resolved);
}

/**
 * The rows of a tally ranked: Buchholz from the scores of everyone met, then the first criterion,
 * the tiebreaks in their order and the draw.
 */
export function rankTally(
  { rows, scores, meetings }: Tally,
  { ranking, tiebreaks, drawSeed }: ResolvedOptions,
): Standing[] {
  for (const row of rows) row.buchholz = buchholz(meetings.get(row.team.id), scores);
  // Ranked on points, games won decide among equal points, before the tiebreaks.
  const first = ranking === 'points' ? [byPoints, byScore] : [byScore];
  const criteria = [...first, ...tiebreaks.map((tiebreak) => criterionOf(tiebreak, meetings))];
  const draw = drawOrder(drawSeed);
  const ordered = orderGroup(rows, criteria, (a, b) => draw(a.team, b.team));
  ordered.forEach((row, index) => {
    row.rank = index + 1;
  });
  return ordered;
}
