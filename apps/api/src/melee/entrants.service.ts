import { HttpStatus, Injectable } from '@nestjs/common';
import type { EntrantView, MeleeRoundsView, RegisteredEntrant } from '@marque/contracts';
import { meleeRepeats } from '@marque/pairing';
import { ApiError } from '../common/api-error';
import { SeatPlayersService } from '../people/seat-players.service';
import { checkedPick } from '../teams/player-picks';
import type { PlayerPickDto } from '../teams/dto/player-pick.dto';
import { TournamentsService } from '../tournaments/tournaments.service';
import type { TournamentView } from '../tournaments/tournaments.repository';
import { MeleeRepository, type MeleeRoundRecord } from './melee.repository';

const SEATS = ['north', 'south', 'east', 'west'] as const;

/** A mêlée's players: registered alone (people of the registry), withdrawn, re-admitted. */
@Injectable()
export class EntrantsService {
  constructor(
    private readonly melee: MeleeRepository,
    private readonly tournaments: TournamentsService,
    private readonly seats: SeatPlayersService,
  ) {}

  /**
   * Enters a player: a person of the registry picked, new, or matched by name through the
   * registry's own seating (SeatPlayersService). Once rounds have started, a late arrival: drawn
   * from the next round.
   */
  async register(
    tournamentId: string,
    body: PlayerPickDto,
    actor: string,
  ): Promise<RegisteredEntrant> {
    const tournament = await this.meleeOf(tournamentId);
    const pick = checkedPick(body, 'person');
    return this.melee.inTransaction(async (tx) => {
      const context = { tournamentId, teamId: null, club: body.club ?? null, actor };
      const [seated] = await this.seats.seat(tx, [pick], context);
      if (!seated) throw new Error('One pick seats one player');
      const entrant = await this.melee.createEntrant(tx, {
        tournamentId,
        personId: seated.id,
        name: seated.name,
        club: body.club || null,
        joinedRound: tournament.roundsStarted + 1,
      });
      await this.melee.audit(tx, { tournamentId, actor, action: 'player.entered', after: entrant });
      return { ...entrant, newPerson: seated.created };
    });
  }

  /** Withdraws a player (their results stay) or re-admits them: drawn again from the next round. */
  async update(
    tournamentId: string,
    entrantId: string,
    withdrawn: boolean,
    actor: string,
  ): Promise<EntrantView> {
    await this.meleeOf(tournamentId);
    return this.melee.inTransaction(async (tx) => {
      const before = await this.melee.findEntrant(tx, tournamentId, entrantId);
      if (!before)
        throw new ApiError(
          HttpStatus.NOT_FOUND,
          'ENTRANT_NOT_FOUND',
          `No player ${entrantId} in tournament ${tournamentId}`,
        );
      const after = await this.melee.setWithdrawn(tx, entrantId, withdrawn);
      const action = withdrawn ? 'player.withdrawn' : 'player.readmitted';
      await this.melee.audit(tx, { tournamentId, actor, action, before, after });
      return after;
    });
  }

  async list(tournamentId: string): Promise<EntrantView[]> {
    await this.meleeOf(tournamentId);
    return this.melee.entrants(tournamentId);
  }

  /** Every round so far: each table's four players and seats, who sat out, what it repeated. */
  async rounds(tournamentId: string): Promise<MeleeRoundsView> {
    await this.meleeOf(tournamentId);
    const [entrants, rounds] = await Promise.all([
      this.melee.entrants(tournamentId),
      this.melee.rounds(tournamentId),
    ]);
    const byId = new Map(entrants.map((entrant) => [entrant.id, entrant]));
    const nameOf = (id: string) => byId.get(id)?.name ?? '';
    return {
      rounds: rounds.map((round) => ({
        number: round.number,
        tables: round.tables.map((table) => ({
          tableId: table.tableId,
          number: table.number,
          seats: [...table.pairA, ...table.pairB].map((entrantId, at) => ({
            entrantId,
            personId: byId.get(entrantId)?.personId ?? null,
            name: nameOf(entrantId),
            seat: SEATS[at] as (typeof SEATS)[number],
          })),
        })),
        satOut: round.satOut.map((entrantId) => ({ entrantId, name: nameOf(entrantId) })),
        repeats: meleeRepeats(round.tables, historyBefore(rounds, round.number)),
      })),
    };
  }

  /** The tournament, which must be a mêlée (a 422 otherwise). */
  private async meleeOf(tournamentId: string): Promise<TournamentView> {
    const tournament = await this.tournaments.get(tournamentId);
    if (tournament.entry !== 'individual')
      throw new ApiError(
        HttpStatus.UNPROCESSABLE_ENTITY,
        'NOT_A_MELEE',
        'This tournament is played by teams: its players are in its teams',
      );
    return tournament;
  }
}

function historyBefore(rounds: readonly MeleeRoundRecord[], number: number) {
  return rounds.filter((round) => round.number < number);
}
