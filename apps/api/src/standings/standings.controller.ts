import { Controller, Get, Param } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import type { StandingRow } from '@marque/contracts';
import { StandingsService } from './standings.service';
import { uuidParam } from '../common/path-params';

@ApiTags('standings')
@Controller('tournaments/:tournamentId/standings')
export class StandingsController {
  constructor(private readonly standings: StandingsService) {}

  @Get()
  get(
    @Param('tournamentId', uuidParam('tournamentId')) tournamentId: string,
  ): Promise<StandingRow[]> {
    return this.standings.standings(tournamentId);
  }
}
