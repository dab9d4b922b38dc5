import { Controller, Get, Param, ParseUUIDPipe } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import type { Standing } from '@marque/standings';
import { StandingsService } from './standings.service';

@ApiTags('standings')
@Controller('tournaments/:tournamentId/standings')
export class StandingsController {
  constructor(private readonly standings: StandingsService) {}

  @Get()
  get(@Param('tournamentId', new ParseUUIDPipe()) tournamentId: string): Promise<Standing[]> {
    return this.standings.standings(tournamentId);
  }
}
