import { Injectable, NotFoundException } from '@nestjs/common';
import { TournamentsService } from '../tournaments/tournaments.service';
import type { CreateTeamDto } from './dto/create-team.dto';
import type { UpdateTeamDto } from './dto/update-team.dto';
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
    if (!team) throw new NotFoundException(`No team ${teamId} in tournament ${tournamentId}`);
    return team;
  }

  async list(tournamentId: string): Promise<TeamView[]> {
    await this.tournaments.get(tournamentId);
    return this.teams.list(tournamentId);
  }
}
