import type { SeasonResult } from './types.ts';

export interface BestResults {
  /** The best K results, in the season's order. */
  counted: SeasonResult[];
  /** The others, in the season's order. */
  dropped: SeasonResult[];
  /** The sum of the counted results. */
  points: number;
}

/**
 * The best `k` of a season's results (all of them without `k`): the most points first; among
 * equal points the better place, then the earlier event, is kept. Which of two equal results is
 * dropped changes nothing to the total. The total is added up best first, so that the same
 * results give the same total, to the last bit, whatever the season's order.
 */
export function bestResults(results: readonly SeasonResult[], k: number | undefined): BestResults {
  const best = results
    .map((result, index) => ({ result, index }))
    .sort(
      (a, b) =>
        b.result.points - a.result.points || a.result.place - b.result.place || a.index - b.index,
    )
    .slice(0, k ?? results.length);
  const kept = new Set(best.map(({ result }) => result));
  return {
    counted: results.filter((result) => kept.has(result)),
    dropped: results.filter((result) => !kept.has(result)),
    points: best.reduce((sum, { result }) => sum + result.points, 0),
  };
}
