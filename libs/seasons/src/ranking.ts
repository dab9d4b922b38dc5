import { levelGroups } from '@marque/standings';
import { entrantOf, type Entrant } from './entrant.ts';
import { SeasonError } from './errors.ts';
import { scoredEvents } from './events.ts';
import { resultsBy } from './results.ts';
import { resolveRule } from './rule.ts';
import { byPoints, seasonCriterion } from './tiebreaks.ts';
import type { SeasonEvent, SeasonRanking, SeasonRow, SeasonRule } from './types.ts';

export const SEASON_RANKINGS: readonly SeasonRanking[] = ['player', 'team', 'club'];

/**
 * A season's ranking from the final placings of its events: per player, per team (the same two
 * people) or per club. Each entrant scores its best K results; rows are ordered on points, then
 * the rule's tiebreaks in their order; rows still level share a rank (3 and 3, `rankTo` 4) and
 * are listed by id. The order of the events changes nothing but the order results are listed in.
 */
export function rankSeason(
  rule: SeasonRule,
  events: readonly SeasonEvent[],
  by: SeasonRanking,
): SeasonRow[] {
  if (!SEASON_RANKINGS.includes(by))
    throw new SeasonError('UNKNOWN_RANKING', 'by', 'A season ranks players, teams or clubs');
  const resolved = resolveRule(rule);
  const entrants: Entrant[] = [];
  for (const [id, { people, results }] of resultsBy(by, scoredEvents(events, resolved), resolved))
    entrants.push(entrantOf(id, [...people], results, resolved));
  const criteria = [byPoints, ...resolved.tiebreaks.map(seasonCriterion)];
  const rows: SeasonRow[] = [];
  for (const level of levelGroups(entrants, criteria)) {
    const rank = rows.length + 1;
    const rankTo = rows.length + level.length;
    const byId = level.map(({ row }) => row).sort((a, b) => (a.id < b.id ? -1 : 1));
    for (const row of byId) rows.push({ rank, rankTo, ...row });
  }
  return rows;
}
