import {
  Body,
  Controller,
  Get,
  Param,
  ParseUUIDPipe,
  Patch,
  Post,
  UseGuards,
} from '@nestjs/common';
import { ApiBearerAuth, ApiTags } from '@nestjs/swagger';
import { OrganiserGuard } from '../auth/organiser.guard';
import type { TeamGames } from '@marque/contracts';
import { CreateTeamDto } from './dto/create-team.dto';
import { TeamGamesParamsDto } from './dto/team-games-params.dto';
import { UpdateTeamDto } from './dto/update-team.dto';
import type { TeamView } from './teams.repository';
import { TeamsService } from './teams.service';

@ApiTags('teams')
@Controller('tournaments/:tournamentId/teams')
export class TeamsController {
  constructor(private readonly teams: TeamsService) {}

  @Post()
  @UseGuards(OrganiserGuard)
  @ApiBearerAuth()
  register(
    @Param('tournamentId', new ParseUUIDPipe()) tournamentId: string,
    @Body() body: CreateTeamDto,
  ): Promise<TeamView> {
    return this.teams.register(tournamentId, body);
  }

  @Patch(':teamId')
  @UseGuards(OrganiserGuard)
  @ApiBearerAuth()
  update(
    @Param('tournamentId', new ParseUUIDPipe()) tournamentId: string,
    @Param('teamId', new ParseUUIDPipe()) teamId: string,
    @Body() body: UpdateTeamDto,
  ): Promise<TeamView> {
    return this.teams.update(tournamentId, teamId, body);
  }

  @Get(':teamId/games')
  games(@Param() params: TeamGamesParamsDto): Promise<TeamGames> {
    return this.teams.games(params.tournamentId, params.teamId);
  }

  @Get()
  list(@Param('tournamentId', new ParseUUIDPipe()) tournamentId: string): Promise<TeamView[]> {
    return this.teams.list(tournamentId);
  }
}
