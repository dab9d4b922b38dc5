import { Body, Controller, Param, Put, Req, UseGuards } from '@nestjs/common';
import { ApiBearerAuth, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import type { NextRoundAnnouncement } from '@marque/contracts';
import { OrganiserGuard } from '../auth/organiser.guard';
import { uuidParam } from '../common/path-params';
import { actorOf, type RequestWithCaller } from '../auth/access';
import { AnnounceNextRoundDto } from './dto/announce-next-round.dto';
import { NextRoundService } from './next-round.service';

@ApiTags('rounds')
@Controller('tournaments/:tournamentId/next-round')
export class NextRoundController {
  constructor(private readonly nextRound: NextRoundService) {}

  @Put()
  @UseGuards(OrganiserGuard)
  @ApiBearerAuth()
  @ApiOkResponse({ description: 'The next round and when it starts (null: not said)' })
  announce(
    @Param('tournamentId', uuidParam('tournamentId')) tournamentId: string,
    @Body() body: AnnounceNextRoundDto,
    @Req() request: RequestWithCaller,
  ): Promise<NextRoundAnnouncement> {
    return this.nextRound.announce(tournamentId, body.startsAt, actorOf(request));
  }
}
