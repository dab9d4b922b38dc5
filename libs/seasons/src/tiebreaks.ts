import type { Criterion } from '@marque/standings';
import type { Entrant } from './entrant.ts';

/**
 * The criteria an organiser may order after the points (higher ranks first in each):
 * `events-played` more events played; `best-place` a better best place; `first-places` more
 * events won; `head-to-head` placed ahead more often in the events played by both.
 */
export const SEASON_TIEBREAKS = [
  'events-played',
  'best-place',
  'first-places',
  'head-to-head',
] as const;

export type SeasonTiebreak = (typeof SEASON_TIEBREAKS)[number];

export const DEFAULT_SEASON_TIEBREAKS: readonly SeasonTiebreak[] = SEASON_TIEBREAKS;

export function isSeasonTiebreak(value: unknown): value is SeasonTiebreak {
  return SEASON_TIEBREAKS.some((tiebreak) => tiebreak === value);
}

export const byPoints: Criterion<Entrant> = () => (entrant) => entrant.row.points;

export function seasonCriterion(tiebreak: SeasonTiebreak): Criterion<Entrant> {
  switch (tiebreak) {
    case 'events-played':
      return () => (entrant) => entrant.row.events;
    case 'best-place':
      // No place at all (every result withdrawn) ranks after any place.
      return () => (entrant) => -(entrant.row.bestPlace ?? Number.MAX_SAFE_INTEGER);
    case 'first-places':
      return () => (entrant) => entrant.row.firstPlaces;
    case 'head-to-head':
      return headToHead;
  }
}

/**
 * The mini-league of a group still level: for each other member of the group and each event
 * both played, 1 when placed ahead of it, ½ when placed equal. Two who never played the same
 * event stay level; in a larger group each is helped only by the events it shared.
 */
const headToHead: Criterion<Entrant> = (group) => {
  const scores = new Map<Entrant, number>();
  for (const entrant of group) {
    let score = 0;
    for (const other of group) {
      if (other === entrant) continue;
      for (const [event, place] of entrant.places) {
        const otherPlace = other.places.get(event);
        if (otherPlace === undefined) continue;
        score += place < otherPlace ? 1 : place === otherPlace ? 0.5 : 0;
      }
    }
    scores.set(entrant, score);
  }
  return (entrant) => scores.get(entrant) ?? 0;
};
