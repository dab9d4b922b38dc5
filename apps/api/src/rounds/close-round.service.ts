import { HttpStatus, Injectable } from '@nestjs/common';
import type { TeamSide } from '@marque/contracts';
import { getRuleset, knockoutOutcomeAtBell, type BellOutcome } from '@marque/rules';
import { ApiError } from '../common/api-error';
import type { Transaction } from '../database/prisma.service';
import { StandingsService } from '../standings/standings.service';
import { dealsCounted } from '../tables/score-sheet';
import type { TournamentRules } from '../tournaments/tournaments.repository';
import { formatOf } from './pools-knockout';
import { roundNotFound } from './round-errors';
import { RoundSteps } from './round-steps';
import { RoundsRepository, type OpenGame, type RoundState } from './rounds.repository';

/** What the bell does to one unfinished game. */
type BellEnd =
  | { game: OpenGame; kind: 'closed'; outcome: BellOutcome; decidedBy?: string }
  | { game: OpenGame; kind: 'extra-deal'; dealsCounted: number }
  | { game: OpenGame; kind: 'organiser-needed' };

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
   * totals following the tournament's option (its game's outcomeAtBell, libs/rules). A knockout
   * game never ends drawn (knockoutOutcomeAtBell): equal totals go to the last declarer, or play
   * one more deal, as the tournament says; where no deal was declared the organiser's choice
   * (`winners`) decides, and without it nothing is closed (409 KNOCKOUT_WINNER_NEEDED).
   */
  async closeRound(
    tournamentId: string,
    number: number,
    actor: string,
    winners: ReadonlyArray<{ tableId: string; winner: TeamSide }> = [],
  ): Promise<RoundState> {
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
      const choices = choicesOf(round, winners);
      const ends = (await this.rounds.lockOpenGames(tx, round.id)).map((game) =>
        round.knockout
          ? knockoutEnd(tournament, game, choices.get(game.id) ?? null)
          : { game, kind: 'closed' as const, outcome: poolEnd(tournament, game) },
      );
      assertEveryWinnerKnown(ends);
      for (const end of ends) await this.apply(tx, tournamentId, end, actor);
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

  private async apply(tx: Transaction, tournamentId: string, end: BellEnd, actor: string) {
    if (end.kind === 'organiser-needed') return;
    if (end.kind === 'extra-deal') {
      await this.rounds.playOneMoreDeal(tx, end.game.id, end.dealsCounted);
      await this.rounds.audit(tx, {
        tournamentId,
        tableId: end.game.id,
        action: 'game.extra-deal-at-bell',
        actor,
        after: { dealsCounted: end.dealsCounted },
      });
      return;
    }
    await this.rounds.closeGame(tx, end.game.id, end.outcome);
    await this.rounds.audit(tx, {
      tournamentId,
      tableId: end.game.id,
      action: 'game.closed-at-bell',
      actor,
      after: {
        totals: end.outcome.totals,
        winner: end.outcome.winner,
        ...(end.decidedBy ? { decidedBy: end.decidedBy } : {}),
      },
    });
  }
}

/** A game of a round that is not a knockout: a tie is a draw or the last declarer's. */
function poolEnd(tournament: TournamentRules, game: OpenGame): BellOutcome {
  return getRuleset(tournament.ruleset).outcomeAtBell(game.deals, {
    target: tournament.target,
    dealsPerGame: tournament.dealsPerGame,
    passedOutCounts: tournament.passedOutCounts,
    tieAtEnd: tournament.tieAtBell,
    tieAtBell: tournament.tieAtBell,
  });
}

/** A knockout game at the bell, by the tournament's knockoutTie and the organiser's choice. */
function knockoutEnd(
  tournament: TournamentRules,
  game: OpenGame,
  choice: TeamSide | null,
): BellEnd {
  const tie = formatOf(tournament).knockoutTie;
  const score = getRuleset(tournament.ruleset).scoreGame(game.deals, {
    target: tournament.target,
    dealsPerGame: tournament.dealsPerGame,
    passedOutCounts: tournament.passedOutCounts,
    tieAtEnd: tie,
  });
  const outcome = knockoutOutcomeAtBell(game.deals, score, tie, choice);
  if (outcome.kind === 'organiser-needed') return { game, kind: 'organiser-needed' };
  if (outcome.kind === 'extra-deal')
    return {
      game,
      kind: 'extra-deal',
      dealsCounted: dealsCounted(game.deals, tournament.passedOutCounts),
    };
  return {
    game,
    kind: 'closed',
    outcome: { totals: outcome.totals, winner: outcome.winner, stoppedByBell: true },
    decidedBy: outcome.decidedBy,
  };
}

/** The organiser's winners by table id; a table not of this round is a 422 naming it. */
function choicesOf(
  round: RoundState,
  winners: ReadonlyArray<{ tableId: string; winner: TeamSide }>,
): Map<string, TeamSide> {
  const tables = new Set(round.tables.map((table) => table.id));
  winners.forEach((choice, index) => {
    if (tables.has(choice.tableId)) return;
    throw new ApiError(
      HttpStatus.UNPROCESSABLE_ENTITY,
      'TABLE_NOT_IN_ROUND',
      `Table ${choice.tableId} is not a table of round ${round.number}`,
      {
        params: { round: round.number },
        details: [
          {
            field: `winners[${index}].tableId`,
            code: 'TABLE_NOT_IN_ROUND',
            message: `not a table of round ${round.number}`,
            params: { round: round.number },
          },
        ],
      },
    );
  });
  return new Map(winners.map((choice) => [choice.tableId, choice.winner]));
}

/** Nothing is closed while a knockout table has neither a deal declared nor a chosen winner. */
function assertEveryWinnerKnown(ends: readonly BellEnd[]): void {
  const undecided = ends
    .filter((end) => end.kind === 'organiser-needed')
    .map((end) => end.game.number)
    .sort((a, b) => a - b);
  if (undecided.length === 0) return;
  const tables = undecided.join(', ');
  throw new ApiError(
    HttpStatus.CONFLICT,
    'KNOCKOUT_WINNER_NEEDED',
    `No deal was declared at knockout table(s) ${tables}: choose who goes on`,
    {
      params: { tables },
      details: [
        {
          field: 'winners',
          code: 'KNOCKOUT_WINNER_NEEDED',
          message: `choose the winner of table(s) ${tables}`,
          params: { tables },
        },
      ],
    },
  );
}
