import { Body, Controller, Get, Param, Patch, Post, Req, UseGuards } from '@nestjs/common';
import { ApiBearerAuth, ApiTags } from '@nestjs/swagger';
import { describeCaller, type RequestWithCaller } from '../auth/access';
import { OrganiserGuard } from '../auth/organiser.guard';
import type { RegisteredTeam, TeamGames } from '@marque/contracts';
import { CreateTeamDto } from './dto/create-team.dto';
import { TeamGamesParamsDto } from './dto/team-games-params.dto';
import { UpdateTeamDto } from './dto/update-team.dto';
import type { TeamView } from './teams.repository';
import { TeamsService } from './teams.service';
import { uuidParam } from '../common/path-params';

@ApiTags('teams')
@Controller('tournaments/:tournamentId/teams')
export class TeamsController {
  constructor(private readonly teams: TeamsService) {}

  @Post()
  @UseGuards(OrganiserGuard)
  @ApiBearerAuth()
  register(
    @Param('tournamentId', uuidParam('tournamentId')) tournamentId: string,
    @Body() body: CreateTeamDto,
    @Req() request: RequestWithCaller,
  ): Promise<RegisteredTeam> {
    if (!request.caller) throw new Error('OrganiserGuard sets the caller');
    return this.teams.register(tournamentId, body, describeCaller(request.caller));
  }

  @Patch(':teamId')
  @UseGuards(OrganiserGuard)
  @ApiBearerAuth()
  update(
    @Param('tournamentId', uuidParam('tournamentId')) tournamentId: string,
    @Param('teamId', uuidParam('teamId')) teamId: string,
    @Body() body: UpdateTeamDto,
    @Req() request: RequestWithCaller,
  ): Promise<TeamView> {
    if (!request.caller) throw new Error('OrganiserGuard sets the caller');
    return this.teams.update(tournamentId, teamId, body, describeCaller(request.caller));
  }

  @Get(':teamId/games')
  games(@Param() params: TeamGamesParamsDto): Promise<TeamGames> {
    return this.teams.games(params.tournamentId, params.teamId);
  }

  @Get()
  list(
    @Param('tournamentId', uuidParam('tournamentId')) tournamentId: string,
  ): Promise<TeamView[]> {
    return this.teams.list(tournamentId);
  }
}
