import { HttpStatus, Injectable } from '@nestjs/common';
import type { TeamGames } from '@marque/contracts';
import { ApiError } from '../common/api-error';
import { TournamentsService } from '../tournaments/tournaments.service';
import type { CreateTeamDto } from './dto/create-team.dto';
import type { UpdateTeamDto } from './dto/update-team.dto';
import { teamGames } from './team-games';
import { TeamsRepository, type TeamView } from './teams.repository';

@Injectable()
export class TeamsService {
  constructor(
    private readonly teams: TeamsRepository,
    private readonly tournaments: TournamentsService,
  ) {}

  /** A team registered once rounds have started is a late entry: it joins at the next round. */
  async register(tournamentId: string, body: CreateTeamDto): Promise<TeamView> {
    const tournament = await this.tournaments.get(tournamentId);
    return this.teams.create(tournamentId, { ...body, joinedRound: tournament.roundsStarted + 1 });
  }

  async update(tournamentId: string, teamId: string, body: UpdateTeamDto): Promise<TeamView> {
    const team = await this.teams.update(tournamentId, teamId, body);
    if (!team)
      throw new ApiError(
        HttpStatus.NOT_FOUND,
        'TEAM_NOT_FOUND',
        `No team ${teamId} in tournament ${tournamentId}`,
      );
    return team;
  }

  /** A team's page: its games round by round, each won or lost and what decided it. */
  async games(tournamentId: string, teamId: string): Promise<TeamGames> {
    const tournament = await this.tournaments.get(tournamentId);
    const found = await this.teams.findGames(tournamentId, teamId);
    if (!found)
      throw new ApiError(
        HttpStatus.NOT_FOUND,
        'TEAM_NOT_FOUND',
        `No team ${teamId} in tournament ${tournamentId}`,
      );
    return { team: found.team, games: teamGames(found, tournament) };
  }

  async list(tournamentId: string): Promise<TeamView[]> {
    await this.tournaments.get(tournamentId);
    return this.teams.list(tournamentId);
  }
}
