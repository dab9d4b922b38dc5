import { ratingOf } from './expected.ts';
import { resolveOptions } from './options.ts';
import type { RatingOptions, Ratings } from './types.ts';

/** A team, or a mêlée's player, to seed: its id and its one or two people. */
export interface SeedingEntrant {
  id: string;
  people: readonly string[];
}

/**
 * The entrants' ids in seeding order, for a Swiss first round or a mêlée: the highest rating
 * first, a team's rating the mean of its players' (a player not rated yet at the starting
 * rating). Entrants rated equal keep the order given: give them in the draw's order.
 */
export function seedingOrder(
  entrants: readonly SeedingEntrant[],
  ratings: Ratings,
  options?: RatingOptions,
): string[] {
  const resolved = resolveOptions(options);
  const ratingOfEntrant = ({ people }: SeedingEntrant) =>
    people.length === 0
      ? resolved.start
      : people.reduce((sum, person) => sum + ratingOf(ratings, person, resolved).rating, 0) /
        people.length;
  return entrants
    .map((entrant) => ({ id: entrant.id, rating: ratingOfEntrant(entrant) }))
    .sort((a, b) => b.rating - a.rating)
    .map(({ id }) => id);
}
