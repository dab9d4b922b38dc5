import { HttpStatus, Injectable } from '@nestjs/common';
import type { PlayerPick, RegisteredTeam, TeamGames } from '@marque/contracts';
import { ApiError } from '../common/api-error';
import { WalkoversService } from '../rounds/walkovers.service';
import { walkoverPoints } from '../standings/standings-options';
import { StandingsRepository } from '../standings/standings.repository';
import { TournamentsService } from '../tournaments/tournaments.service';
import type { CreateTeamDto } from './dto/create-team.dto';
import type { UpdateTeamDto } from './dto/update-team.dto';
import { SeatPlayersService } from '../people/seat-players.service';
import { playerPicks } from './player-picks';
import { teamGames } from './team-games';
import { TeamsRepository, type TeamView } from './teams.repository';

@Injectable()
export class TeamsService {
  constructor(
    private readonly teams: TeamsRepository,
    private readonly tournaments: TournamentsService,
    private readonly walkovers: WalkoversService,
    private readonly results: StandingsRepository,
    private readonly seats: SeatPlayersService,
  ) {}

  /**
   * A team registered once rounds have started is a late entry: it joins at the next round. Its
   * players are people of the registry, picked, new, or matched by name, in the same transaction.
   */
  async register(
    tournamentId: string,
    body: CreateTeamDto,
    actor: string,
  ): Promise<RegisteredTeam> {
    const tournament = await this.tournaments.get(tournamentId);
    const picks = playerPicks(body) ?? [];
    return this.teams.inTransaction(async (tx) => {
      const context = { tournamentId, teamId: null, club: body.club, actor };
      const seated = await this.seats.seat(tx, picks, context);
      const team = await this.teams.create(tx, tournamentId, {
        name: body.name,
        club: body.club,
        seats: seated,
        joinedRound: tournament.roundsStarted + 1,
      });
      return { ...team, newPlayers: [seated[0]?.created ?? false, seated[1]?.created ?? false] };
    });
  }

  /**
   * A change to a team; withdrawn during pools then a knockout, it forfeits the game it plays.
   * A seat whose written name did not change keeps its person.
   */
  async update(
    tournamentId: string,
    teamId: string,
    body: UpdateTeamDto,
    actor: string,
  ): Promise<TeamView> {
    const team = await this.teams.inTransaction(async (tx) => {
      const existing = await this.teams.find(tx, tournamentId, teamId);
      if (!existing)
        throw new ApiError(
          HttpStatus.NOT_FOUND,
          'TEAM_NOT_FOUND',
          `No team ${teamId} in tournament ${tournamentId}`,
        );
      const picks = playerPicks(body)?.map((pick, seat) => keptSeat(pick, existing, seat));
      const context = { tournamentId, teamId, club: body.club ?? existing.club, actor };
      const seats = picks ? await this.seats.seat(tx, picks, context) : undefined;
      return this.teams.update(tx, existing, { ...body, seats });
    });
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

/** A seat written with the name it already shows keeps its person. */
function keptSeat(pick: PlayerPick, team: TeamView, seat: number): PlayerPick {
  const id = team.playerIds[seat];
  return 'name' in pick && id && pick.name === team.players[seat] ? { id } : pick;
}
