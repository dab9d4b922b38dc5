import { Injectable } from '@nestjs/common';
import { TournamentsService } from '../tournaments/tournaments.service';
import { roundNotFound } from './round-errors';
import { RoundsRepository, type RoundState } from './rounds.repository';

export type { RoundView } from './round-steps';

/** What anyone reads of the rounds: every round, one round, the rounds' audit. */
@Injectable()
export class RoundsService {
  constructor(
    private readonly rounds: RoundsRepository,
    private readonly tournaments: TournamentsService,
  ) {}

  list(tournamentId: string): Promise<RoundState[]> {
    return this.tournaments.get(tournamentId).then(() => this.rounds.list(tournamentId));
  }

  async get(tournamentId: string, number: number): Promise<RoundState> {
    const round = await this.rounds.find(tournamentId, number);
    if (!round) throw roundNotFound(number, tournamentId);
    return round;
  }

  auditOfRounds(tournamentId: string) {
    return this.tournaments.get(tournamentId).then(() => this.rounds.auditOfRounds(tournamentId));
  }
}
