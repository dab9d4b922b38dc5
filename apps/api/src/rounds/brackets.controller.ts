import { Controller, Get, Param } from '@nestjs/common';
import { ApiOkResponse, ApiTags } from '@nestjs/swagger';
import type { BracketsView } from '@marque/contracts';
import { StandingsRepository } from '../standings/standings.repository';
import { TournamentsService } from '../tournaments/tournaments.service';
import { bracketsView } from './brackets-view';
import { RoundsRepository } from './rounds.repository';
import { uuidParam } from '../common/path-params';

@ApiTags('rounds')
@Controller('tournaments/:tournamentId/bracket')
export class BracketsController {
  constructor(
    private readonly tournaments: TournamentsService,
    private readonly results: StandingsRepository,
    private readonly rounds: RoundsRepository,
  ) {}

  @Get()
  @ApiOkResponse({
    description:
      'Pools then a knockout: the pools ranked, the main and consolation brackets as far as played',
  })
  async get(
    @Param('tournamentId', uuidParam('tournamentId')) tournamentId: string,
  ): Promise<BracketsView> {
    const tournament = await this.tournaments.rules(tournamentId);
    const [results, rounds] = await Promise.all([
      this.results.results(tournamentId),
      this.rounds.list(tournamentId),
    ]);
    return bracketsView(tournament, results, rounds);
  }
}
