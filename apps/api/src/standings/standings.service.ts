import { Injectable } from '@nestjs/common';
import { computeStandings, type Standing } from '@marque/standings';
import { TournamentsService } from '../tournaments/tournaments.service';
import { StandingsRepository } from './standings.repository';

@Injectable()
export class StandingsService {
  constructor(
    private readonly results: StandingsRepository,
    private readonly tournaments: TournamentsService,
  ) {}

  async standings(tournamentId: string): Promise<Standing[]> {
    await this.tournaments.get(tournamentId);
    const { teams, games, byes } = await this.results.results(tournamentId);
    return computeStandings(teams, games, byes);
  }
}
