import { Injectable } from '@nestjs/common';
import { computeStandings, type Standing } from '@marque/standings';
import type { TournamentRules } from '../tournaments/tournaments.repository';
import { TournamentsService } from '../tournaments/tournaments.service';
import { StandingsRepository, type TournamentResults } from './standings.repository';

@Injectable()
export class StandingsService {
  constructor(
    private readonly results: StandingsRepository,
    private readonly tournaments: TournamentsService,
  ) {}

  async standings(tournamentId: string): Promise<Standing[]> {
    const tournament = await this.tournaments.rules(tournamentId);
    return rank(tournament, await this.results.results(tournamentId));
  }
}

/**
 * The ranking by the tournament's tiebreaks and draw. A late entry's missed rounds count as byes
 * when the tournament says so (otherwise it starts with nothing).
 */
export function rank(tournament: TournamentRules, results: TournamentResults): Standing[] {
  const lateEntryByes = tournament.lateEntryByes
    ? results.teams.flatMap((team) =>
        Array.from<string>({
          length: Math.max(0, Math.min(team.joinedRound - 1, results.roundsStarted)),
        }).fill(team.id),
      )
    : [];
  return computeStandings(results.teams, results.games, {
    byes: [...results.byes, ...lateEntryByes],
    tiebreaks: tournament.tiebreaks,
    drawSeed: tournament.drawSeed,
  });
}
