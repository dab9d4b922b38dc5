import { bestResults } from './best-results.ts';
import type { ResolvedRule } from './rule.ts';
import type { SeasonResult, SeasonRow } from './types.ts';

/** A row before its rank, and the places the tiebreaks look at. */
export interface Entrant {
  row: Omit<SeasonRow, 'rank' | 'rankTo'>;
  /** By event: the place of each result whose place counts (see `placeCounts`). */
  places: Map<string, number>;
}

/** Whether a result's place counts for the tiebreaks: a withdrawn one only `as-placed`. */
export function placeCounts(result: SeasonResult, rule: ResolvedRule): boolean {
  return !result.withdrawn || rule.withdrawn === 'as-placed';
}

/** An entrant's row: its best results counted, the others dropped, and its tiebreak facts. */
export function entrantOf(
  id: string,
  people: string[],
  results: SeasonResult[],
  rule: ResolvedRule,
): Entrant {
  const { counted, dropped, points } = bestResults(results, rule.bestResults);
  const places = new Map<string, number>();
  for (const result of results)
    if (placeCounts(result, rule)) places.set(result.event, result.place);
  const placeList = [...places.values()];
  return {
    row: {
      id,
      people: [...people].sort(),
      points,
      counted,
      dropped,
      events: results.length,
      bestPlace: placeList.length > 0 ? Math.min(...placeList) : null,
      firstPlaces: placeList.filter((place) => place === 1).length,
    },
    places,
  };
}
