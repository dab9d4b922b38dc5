import { HttpStatus, Injectable } from '@nestjs/common';
import type { TeamGames } from '@marque/contracts';
import { ApiError } from '../common/api-error';
import { WalkoversService } from '../rounds/walkovers.service';
import { walkoverPoints } from '../standings/standings-options';
import { StandingsRepository } from '../standings/standings.repository';
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
    private readonly walkovers: WalkoversService,
    private readonly results: StandingsRepository,
  ) {}

  /** A team registered once rounds have started is a late entry: it joins at the next round. */
  async register(tournamentId: string, body: CreateTeamDto): Promise<TeamView> {
    const tournament = await this.tournaments.get(tournamentId);
    return this.teams.create(tournamentId, { ...body, joinedRound: tournament.roundsStarted + 1 });
  }

  /** A change to a team; withdrawn during pools then a knockout, it forfeits the game it plays. */
  async update(
    tournamentId: string,
    teamId: string,
    body: UpdateTeamDto,
    actor: string,
  ): Promise<TeamView> {
    const team = await this.teams.update(tournamentId, teamId, body);
    if (!team)
      throw new ApiError(
        HttpStatus.NOT_FOUND,
        'TEAM_NOT_FOUND',
        `No team ${teamId} in tournament ${tournamentId}`,
      );
    if (team.withdrawn) await this.walkovers.forfeitRunningGame(tournamentId, teamId, actor);
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
    // A walkover scores its winner what a bye of its round scores, which its round may decide.
    const rules = await this.tournaments.rules(tournamentId);
    const results = found.rounds.some((round) => round.tables.some((table) => table.forfeitedBy))
      ? await this.results.results(tournamentId)
      : null;
    const pointsOf = (round: number) => (results ? walkoverPoints(rules, results, round) : 0);
    return { team: found.team, games: teamGames(found, tournament, pointsOf) };
  }

  async list(tournamentId: string): Promise<TeamView[]> {
    await this.tournaments.get(tournamentId);
    return this.teams.list(tournamentId);
  }
}
