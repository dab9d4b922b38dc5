import { ratingOf } from './expected.ts';
import { resolveOptions } from './options.ts';
import type { RatingOptions, Ratings } from './types.ts';

/** A team, or a mêlée's player, to seed: its id and its one or two people. */
export interface SeedingEntrant {
  id: string;
  people: readonly string[];
}

/**
 * An entrant's rating for a seeding: the mean of its players' ratings (a player not rated yet at
 * the starting rating); an entrant with nobody at the starting rating.
 */
export function entrantRating(
  { people }: SeedingEntrant,
  ratings: Ratings,
  options?: RatingOptions,
): number {
  const resolved = resolveOptions(options);
  if (people.length === 0) return resolved.start;
  return (
    people.reduce((sum, person) => sum + ratingOf(ratings, person, resolved).rating, 0) /
    people.length
  );
}

/**
 * The entrants' ids in seeding order, for a Swiss first round or a mêlée: the highest rating
 * first, a team's rating the mean of its players' (`entrantRating`). Entrants rated equal keep
 * the order given: give them in the draw's order.
 */
export function seedingOrder(
  entrants: readonly SeedingEntrant[],
  ratings: Ratings,
  options?: RatingOptions,
): string[] {
  return entrants
    .map((entrant) => ({ id: entrant.id, rating: entrantRating(entrant, ratings, options) }))
    .sort((a, b) => b.rating - a.rating)
    .map(({ id }) => id);
}
