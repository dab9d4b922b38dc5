import { Injectable } from '@nestjs/common';
import type { PersonRatings, SeedingRatings } from '@marque/contracts';
import {
  DEFAULT_RATING_OPTIONS,
  entrantRating,
  replayGames,
  seedingOrder,
  type Ratings,
} from '@marque/rating';
import { tournamentNotFound } from '../tournaments/tournaments.service';
import { personRatings, ratedGame } from './person-ratings';
import { RatingsRepository } from './ratings.repository';

/**
 * Ratings (libs/rating) computed on read from every finished game of the instance: a replay of
 * a game kind's games is one query and a loop (see README's measure), so nothing is stored and
 * a correction, a merge of two people or a deleted tournament changes them at once.
 */
@Injectable()
export class RatingsService {
  constructor(private readonly games: RatingsRepository) {}

  async ofPerson(personId: string): Promise<PersonRatings> {
    return { id: personId, ratings: personRatings(personId, await this.games.playedGames()) };
  }

  /**
   * A tournament's teams by their pair's mean rating in its game, the highest first; teams
   * rated equal (new players all at 1500) keep the order given, the draw's.
   */
  async seedTeams(
    tournamentId: string,
    ruleset: string,
    teamIds: readonly string[],
  ): Promise<string[]> {
    const [ratings, people] = await Promise.all([
      this.ratingsIn(ruleset),
      this.games.teamPeople(tournamentId),
    ]);
    return seedingOrder(
      teamIds.map((id) => ({ id, people: people.get(id) ?? [] })),
      ratings,
    );
  }

  /**
   * Each mêlée player's rating in the game, by entrant id (a player never rated, or whose person
   * was deleted, is not listed: the default rating, libs/rating's start).
   */
  async entrantRatings(
    ruleset: string,
    entrants: ReadonlyArray<{ id: string; personId: string | null }>,
  ): Promise<{ ratings: Map<string, number>; defaultRating: number }> {
    const ratings = await this.ratingsIn(ruleset);
    const byEntrant = new Map<string, number>();
    for (const { id, personId } of entrants) {
      const rating = personId ? ratings.get(personId)?.rating : undefined;
      if (rating !== undefined) byEntrant.set(id, rating);
    }
    return { ratings: byEntrant, defaultRating: DEFAULT_RATING_OPTIONS.start };
  }

  /**
   * The ratings a seeding by rating of round 1 reads, the highest first: each team's mean (a
   * player never rated at the default), or each mêlée player's.
   */
  async seedingRatings(tournamentId: string): Promise<SeedingRatings> {
    const field = await this.games.seedingField(tournamentId);
    if (!field) throw tournamentNotFound(tournamentId);
    const ratings = await this.ratingsIn(field.ruleset);
    const entries = field.entries.map((entry) => {
      const rating = entrantRating(entry, ratings);
      const rated = entry.people.some((person) => ratings.has(person));
      return { id: entry.id, name: entry.name, rating: Math.round(rating * 10) / 10, rated };
    });
    entries.sort((a, b) => b.rating - a.rating);
    return { ruleset: field.ruleset as SeedingRatings['ruleset'], entries };
  }

  /** Every player's rating in one game, replayed from its finished games. */
  private async ratingsIn(ruleset: string): Promise<Ratings> {
    return replayGames((await this.games.playedGames(ruleset)).map(ratedGame)).ratings;
  }
}
