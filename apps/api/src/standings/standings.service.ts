import { Injectable, Logger } from '@nestjs/common';
import type { StandingRow, StandingsEventData } from '@marque/contracts';
import { computeStandings, type Standing } from '@marque/standings';
import { BackupsService } from '../backups/backups.service';
import { EventsService } from '../events/events.service';
import { poolsStandings } from '../rounds/pools-knockout';
import type { TournamentRules } from '../tournaments/tournaments.repository';
import { TournamentsService } from '../tournaments/tournaments.service';
import { standingsOptions } from './standings-options';
import { StandingsRepository, type TournamentResults } from './standings.repository';

@Injectable()
export class StandingsService {
  private readonly logger = new Logger(StandingsService.name);

  constructor(
    private readonly results: StandingsRepository,
    private readonly tournaments: TournamentsService,
    private readonly events: EventsService,
    private readonly backups: BackupsService,
  ) {}

  /**
   * The ranking; in a tournament of pools once they are drawn, each pool's, pool by pool, with
   * each team's final place as the brackets decide it.
   */
  async standings(tournamentId: string): Promise<StandingRow[]> {
    const tournament = await this.tournaments.rules(tournamentId);
    const results = await this.results.results(tournamentId);
    if (tournament.pairing === 'pools-knockout' && results.teams.some((team) => team.pool !== null))
      return poolsStandings(tournament, results);
    return rank(tournament, results);
  }

  /**
   * Sends the new standings on the live stream, after the commit of a change that moved them.
   * The change stands whatever happens here: a failure is logged, and the next change publishes
   * again. Every change to results comes through here: a round just over is backed up then.
   */
  async publish(tournamentId: string): Promise<void> {
    this.backups.afterResults(tournamentId);
    await this.events
      .publishComputed(tournamentId, 'standings', async (): Promise<StandingsEventData> => ({
        standings: await this.standings(tournamentId),
      }))
      .catch((error: unknown) =>
        this.logger.error(`Standings of ${tournamentId} not published: ${String(error)}`),
      );
  }
}

/** The ranking by the tournament's criterion, tiebreaks and draw, byes scored by its rule. */
export function rank(tournament: TournamentRules, results: TournamentResults): Standing[] {
  return computeStandings(results.teams, results.games, standingsOptions(tournament, results));
}
