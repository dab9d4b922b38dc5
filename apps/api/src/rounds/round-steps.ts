import { Injectable } from '@nestjs/common';
import type { RoundEventData, StartedRound } from '@marque/contracts';
import type { Transaction } from '../database/prisma.service';
import { EventsService } from '../events/events.service';
import { TournamentsService, tournamentNotFound } from '../tournaments/tournaments.service';
import type { TournamentRules } from '../tournaments/tournaments.repository';
import { RoundsRepository, type RoundState } from './rounds.repository';

/** The answer to starting a round (the shape the issue fixes). */
export type RoundView = StartedRound;

/** What every change to a round does: lock its tournament first, tell the live stream after. */
@Injectable()
export class RoundSteps {
  constructor(
    private readonly rounds: RoundsRepository,
    private readonly tournaments: TournamentsService,
    private readonly events: EventsService,
  ) {}

  /** The tournament's row locked for the transaction (changes to its rounds one at a time). */
  async lockedTournament(tx: Transaction, tournamentId: string): Promise<TournamentRules> {
    if (!(await this.rounds.lockTournament(tx, tournamentId)))
      throw tournamentNotFound(tournamentId);
    return this.tournaments.rules(tournamentId);
  }

  /** The live stream's `round` event: what happened, and the round as anyone may see it. */
  announce(
    tx: Transaction,
    tournamentId: string,
    action: 'started' | 'swapped' | 'closed' | 'walkover',
    round: RoundState,
  ): Promise<void> {
    return this.events.append(tx, tournamentId, 'round', {
      action,
      round: { ...round, tables: round.tables.map(({ refereeCode: _code, ...table }) => table) },
    } satisfies RoundEventData);
  }
}

/** A round as the audit keeps it and as starting one answers: the draw, with the codes. */
export function roundView(round: RoundState): RoundView {
  return {
    number: round.number,
    tables: round.tables.map((table) => ({
      id: table.id,
      number: table.number,
      teamA: table.teamA,
      teamB: table.teamB,
      firstDealer: table.firstDealer,
      refereeCode: table.refereeCode,
      forfeitedBy: table.forfeitedBy,
    })),
    bye: round.bye,
    endsAt: round.endsAt,
  };
}
