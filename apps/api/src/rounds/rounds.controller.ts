import { Controller, Param, ParseUUIDPipe, Post, UseGuards } from '@nestjs/common';
import { ApiBearerAuth, ApiConflictResponse, ApiTags } from '@nestjs/swagger';
import { OrganiserGuard } from '../auth/organiser.guard';
import { RoundsService, type RoundView } from './rounds.service';

@ApiTags('rounds')
@Controller('tournaments/:tournamentId/rounds')
export class RoundsController {
  constructor(private readonly rounds: RoundsService) {}

  @Post()
  @UseGuards(OrganiserGuard)
  @ApiBearerAuth()
  @ApiConflictResponse({
    description: 'The previous round has an unfinished game, or all rounds are played',
  })
  start(@Param('tournamentId', new ParseUUIDPipe()) tournamentId: string): Promise<RoundView> {
    return this.rounds.startRound(tournamentId);
  }
}
