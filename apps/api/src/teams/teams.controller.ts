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
import { CreateTeamDto } from './dto/create-team.dto';
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

  @Get()
  list(@Param('tournamentId', new ParseUUIDPipe()) tournamentId: string): Promise<TeamView[]> {
    return this.teams.list(tournamentId);
  }
}
