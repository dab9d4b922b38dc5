import { HttpStatus, Injectable } from '@nestjs/common';
import { getRuleset } from '@marque/rules';
import { ApiError } from '../common/api-error';
import { StandingsService } from '../standings/standings.service';
import { formatOf } from './pools-knockout';
import { roundNotFound } from './round-errors';
import { RoundSteps } from './round-steps';
import { RoundsRepository, type RoundState } from './rounds.repository';

/** The bell: a round closed, its unfinished games ended by the tournament's rule. */
@Injectable()
export class CloseRoundService {
  constructor(
    private readonly rounds: RoundsRepository,
    private readonly standings: StandingsService,
    private readonly steps: RoundSteps,
  ) {}

  /**
   * The bell: every unfinished game of the round ends now, the higher total winning and equal
   * totals following the tournament's option (its game's outcomeAtBell, libs/rules).
   */
  async closeRound(tournamentId: string, number: number, actor: string): Promise<RoundState> {
    const closed = await this.rounds.inTransaction(async (tx) => {
      const tournament = await this.steps.lockedTournament(tx, tournamentId);
      const round = await this.rounds.find(tournamentId, number, tx);
      if (!round) throw roundNotFound(number, tournamentId);
      if (round.closedAt)
        throw new ApiError(
          HttpStatus.CONFLICT,
          'ROUND_ALREADY_CLOSED',
          `Round ${number} is already closed`,
          { params: { round: number } },
        );
      for (const game of await this.rounds.lockOpenGames(tx, round.id)) {
        const outcome = getRuleset(tournament.ruleset).outcomeAtBell(game.deals, {
          target: tournament.target,
          dealsPerGame: tournament.dealsPerGame,
          passedOutCounts: tournament.passedOutCounts,
          // A knockout game cannot end drawn: at the bell, the last declarer decides.
          ...(round.knockout
            ? { tieAtEnd: formatOf(tournament).knockoutTie, tieAtBell: 'last-declarer' as const }
            : { tieAtEnd: tournament.tieAtBell, tieAtBell: tournament.tieAtBell }),
        });
        await this.rounds.closeGame(tx, game.id, outcome);
        await this.rounds.audit(tx, {
          tournamentId,
          tableId: game.id,
          action: 'game.closed-at-bell',
          actor,
          after: { totals: outcome.totals, winner: outcome.winner },
        });
      }
      await this.rounds.markClosed(tx, round.id);
      await this.rounds.audit(tx, {
        tournamentId,
        action: 'round.closed',
        actor,
        after: { number },
      });
      const after = (await this.rounds.find(tournamentId, number, tx)) as RoundState;
      await this.steps.announce(tx, tournamentId, 'closed', after);
      return after;
    });
    await this.standings.publish(tournamentId);
    return closed;
  }
}
