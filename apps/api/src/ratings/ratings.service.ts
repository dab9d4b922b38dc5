import { Injectable } from '@nestjs/common';
import type { PersonRatings } from '@marque/contracts';
import { replayGames, seedingOrder } from '@marque/rating';
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
    const [games, people] = await Promise.all([
      this.games.playedGames(ruleset),
      this.games.teamPeople(tournamentId),
    ]);
    const { ratings } = replayGames(games.map(ratedGame));
    return seedingOrder(
      teamIds.map((id) => ({ id, people: people.get(id) ?? [] })),
      ratings,
    );
  }
}
