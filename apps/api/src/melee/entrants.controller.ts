import { Body, Controller, Get, Param, Patch, Post, Req, UseGuards } from '@nestjs/common';
import { ApiBearerAuth, ApiTags } from '@nestjs/swagger';
import type { EntrantView, MeleeRoundsView, RegisteredEntrant } from '@marque/contracts';
import { describeCaller, type RequestWithCaller } from '../auth/access';
import { OrganiserGuard } from '../auth/organiser.guard';
import { uuidParam } from '../common/path-params';
import { PlayerPickDto } from '../teams/dto/player-pick.dto';
import { UpdateEntrantDto } from './dto/update-entrant.dto';
import { EntrantsService } from './entrants.service';

/** A mêlée's players, entered alone, and the rounds drawn from them. */
@ApiTags('players')
@Controller('tournaments/:tournamentId/players')
export class EntrantsController {
  constructor(private readonly entrants: EntrantsService) {}

  @Post()
  @UseGuards(OrganiserGuard)
  @ApiBearerAuth()
  register(
    @Param('tournamentId', uuidParam('tournamentId')) tournamentId: string,
    @Body() body: PlayerPickDto,
    @Req() request: RequestWithCaller,
  ): Promise<RegisteredEntrant> {
    if (!request.caller) throw new Error('OrganiserGuard sets the caller');
    return this.entrants.register(tournamentId, body, describeCaller(request.caller));
  }

  @Get()
  list(
    @Param('tournamentId', uuidParam('tournamentId')) tournamentId: string,
  ): Promise<EntrantView[]> {
    return this.entrants.list(tournamentId);
  }

  @Get('rounds')
  rounds(
    @Param('tournamentId', uuidParam('tournamentId')) tournamentId: string,
  ): Promise<MeleeRoundsView> {
    return this.entrants.rounds(tournamentId);
  }

  @Patch(':entrantId')
  @UseGuards(OrganiserGuard)
  @ApiBearerAuth()
  update(
    @Param('tournamentId', uuidParam('tournamentId')) tournamentId: string,
    @Param('entrantId', uuidParam('entrantId')) entrantId: string,
    @Body() body: UpdateEntrantDto,
    @Req() request: RequestWithCaller,
  ): Promise<EntrantView> {
    if (!request.caller) throw new Error('OrganiserGuard sets the caller');
    return this.entrants.update(
      tournamentId,
      entrantId,
      body.withdrawn,
      describeCaller(request.caller),
    );
  }
}
