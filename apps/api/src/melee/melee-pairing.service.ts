import { HttpStatus, Injectable } from '@nestjs/common';
import { drawBalancedMelee, drawMelee, MeleeDrawError, type MeleeDraw } from '@marque/pairing';
import { ApiError } from '../common/api-error';
import type { Transaction } from '../database/prisma.service';
import { RatingsService } from '../ratings/ratings.service';
import type { TournamentRules } from '../tournaments/tournaments.repository';
import { meleeDrawInput } from './melee-draw-input';
import { MeleeRepository } from './melee.repository';
import { meleeStandings } from './melee-standings';

/** A mêlée round drawn: its tables as pairs of teams (pair A first), and who sits out. */
export interface MeleePairing {
  pairs: Array<[string, string]>;
  satOut: string[];
}

/**
 * Draws a mêlée round (libs/pairing's drawMelee) in the transaction that starts it, and stores
 * its pairs as teams of that round: pair A (North–South) is each table's team A, on seats 0 and
 * 2, so a table's four players sit as the draw seated them. Seeded by rating (round 1), the
 * draw is libs/pairing's « mêlée équilibrée » on the players' ratings in the tournament's game.
 */
@Injectable()
export class MeleePairingService {
  constructor(
    private readonly melee: MeleeRepository,
    private readonly ratings: RatingsService,
  ) {}

  async pairRound(
    tx: Transaction,
    tournament: TournamentRules,
    number: number,
    seeding: 'draw' | 'rating' = 'draw',
  ): Promise<MeleePairing> {
    const entrants = await this.melee.entrants(tournament.id, tx);
    const rounds = await this.melee.rounds(tournament.id, tx);
    const standings = meleeStandings(tournament, entrants, rounds).map((row) => row.team.id);
    const input = meleeDrawInput(tournament, entrants, rounds, number, standings);
    const draw =
      seeding === 'rating'
        ? await this.ratings
            .entrantRatings(tournament.ruleset, entrants)
            .then(({ ratings, defaultRating }) =>
              drawOrRefuse(() => drawBalancedMelee({ ...input, ratings, defaultRating })),
            )
        : drawOrRefuse(() => drawMelee(input));
    const byId = new Map(entrants.map((entrant) => [entrant.id, entrant]));
    const entrant = (id: string) => byId.get(id) ?? failMissing(id);
    const teamIds = await this.melee.createPairs(
      tx,
      tournament.id,
      number,
      draw.tables.flatMap((table) => [
        { entrants: [entrant(table.pairA[0]), entrant(table.pairA[1])] as const },
        { entrants: [entrant(table.pairB[0]), entrant(table.pairB[1])] as const },
      ]),
    );
    return {
      pairs: draw.tables.map((_, at) => [teamIds[2 * at] as string, teamIds[2 * at + 1] as string]),
      satOut: draw.satOut,
    };
  }
}

/** Fewer than four players present is the organiser's to fix (a 409), never a 500. */
function drawOrRefuse(draw: () => MeleeDraw): MeleeDraw {
  try {
    return draw();
  } catch (error) {
    if (error instanceof MeleeDrawError && error.code === 'NOT_ENOUGH_PLAYERS')
      throw new ApiError(
        HttpStatus.CONFLICT,
        'NOT_ENOUGH_PLAYERS',
        'At least four players must be present to draw a round',
      );
    throw error;
  }
}

function failMissing(id: string): never {
  throw new Error(`The draw seated ${id}, who is not an entrant`);
}
