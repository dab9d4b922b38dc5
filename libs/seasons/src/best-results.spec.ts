import { bestResults } from './best-results.ts';
import type { SeasonResult } from './types.ts';

const result = (event: string, points: number, place = 1): SeasonResult => ({
  event,
  place,
  points,
  withdrawn: false,
});
const events = (results: SeasonResult[]) => results.map((r) => r.event);

describe('bestResults', () => {
  const season = [result('e1', 5, 3), result('e2', 10, 1), result('e3', 3, 4), result('e4', 7, 2)];

  it('counts every result without K', () => {
    expect(bestResults(season, undefined)).toMatchObject({ points: 25, dropped: [] });
  });

  it('counts the K best, listed in the season order, and drops the others', () => {
    const best = bestResults(season, 2);
    expect(best.points).toBe(17);
    expect(events(best.counted)).toEqual(['e2', 'e4']);
    expect(events(best.dropped)).toEqual(['e1', 'e3']);
  });

  it('counts them all when there are fewer than K', () => {
    expect(bestResults(season.slice(0, 2), 3)).toMatchObject({ points: 15, dropped: [] });
  });

  it('keeps the better place among equal points, then the earlier event', () => {
    const equal = [result('e1', 4, 6), result('e2', 4, 2), result('e3', 4, 2)];
    expect(events(bestResults(equal, 1).counted)).toEqual(['e2']);
    expect(events(bestResults(equal, 2).counted)).toEqual(['e2', 'e3']);
  });
});
