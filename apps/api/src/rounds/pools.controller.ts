import { Body, Controller, HttpCode, Param, Post, Put, Req, UseGuards } from '@nestjs/common';
import { ApiBearerAuth, ApiConflictResponse, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import type { PoolView } from '@marque/contracts';
import { actorOf, type RequestWithCaller } from '../auth/access';
import { OrganiserGuard } from '../auth/organiser.guard';
import { uuidParam } from '../common/path-params';
import { MoveTeamToPoolDto } from './dto/move-team-to-pool.dto';
import { PoolsService } from './pools.service';

/** Pools then a knockout: the organiser draws the pools before round 1 and moves teams. */
@ApiTags('rounds')
@Controller('tournaments/:tournamentId')
@UseGuards(OrganiserGuard)
@ApiBearerAuth()
export class PoolsController {
  constructor(private readonly pools: PoolsService) {}

  @Post('pools')
  @HttpCode(200)
  @ApiOkResponse({ description: 'The pools drawn now, before round 1 (drawn again if they were)' })
  @ApiConflictResponse({ description: 'Not a tournament of pools, or round 1 has started' })
  draw(
    @Param('tournamentId', uuidParam('tournamentId')) tournamentId: string,
    @Req() request: RequestWithCaller,
  ): Promise<PoolView[]> {
    return this.pools.drawPools(tournamentId, actorOf(request));
  }

  @Put('teams/:teamId/pool')
  @ApiOkResponse({ description: 'The team is in that pool; the pools as they now stand' })
  @ApiConflictResponse({ description: 'Round 1 has started, or the pools are not drawn yet' })
  move(
    @Param('tournamentId', uuidParam('tournamentId')) tournamentId: string,
    @Param('teamId', uuidParam('teamId')) teamId: string,
    @Body() body: MoveTeamToPoolDto,
    @Req() request: RequestWithCaller,
  ): Promise<PoolView[]> {
    return this.pools.moveTeam(tournamentId, teamId, body.pool, actorOf(request));
  }
}
