import { HttpStatus, Injectable } from '@nestjs/common';
import type { RoundEventData } from '@marque/contracts';
import { ApiError } from '../common/api-error';
import type { Transaction } from '../database/prisma.service';
import { EventsService } from '../events/events.service';
import { roundNotFound } from './round-errors';
import { RoundSteps, roundView } from './round-steps';
import { RoundsRepository, type RoundState } from './rounds.repository';

/** Changing the last round before it is played: taking it back, swapping two teams. */
@Injectable()
export class ChangeRoundService {
  constructor(
    private readonly rounds: RoundsRepository,
    private readonly events: EventsService,
    private readonly steps: RoundSteps,
  ) {}

  /** Takes back the last round before any deal is recorded in it, to pair it again. */
  undoRound(tournamentId: string, number: number, actor: string): Promise<void> {
    return this.rounds.inTransaction(async (tx) => {
      const round = await this.lastRoundBeforePlay(tx, tournamentId, number);
      await this.rounds.delete(tx, tournamentId, round);
      await this.rounds.audit(tx, {
        tournamentId,
        action: 'round.undone',
        actor,
        before: roundView(round),
      });
      await this.events.append(tx, tournamentId, 'round', {
        action: 'undone',
        round: { number: round.number },
      } satisfies RoundEventData);
    });
  }

  /**
   * Swaps two teams of the last round before they play: between two tables, within a table
   * (the teams change sides), or with the team that has the bye; in a pool round, two teams of
   * one pool (the pool's later rounds then play the games the swap left out).
   */
  swapTeams(
    tournamentId: string,
    number: number,
    [first, second]: [string, string],
    actor: string,
  ): Promise<RoundState> {
    return this.rounds.inTransaction(async (tx) => {
      const round = await this.lastRoundBeforePlay(tx, tournamentId, number, [first, second]);
      // The bracket says who meets whom; a swap would take a game out of it.
      if (round.knockout)
        throw new ApiError(
          HttpStatus.CONFLICT,
          'BRACKET_FIXED',
          `Round ${number} is a bracket round: its games cannot be swapped`,
          { params: { round: number } },
        );
      const seats = new Map<string, string>();
      for (const table of round.tables) {
        seats.set(table.teamA.id, table.teamA.id);
        seats.set(table.teamB.id, table.teamB.id);
      }
      if (round.bye) seats.set(round.bye.id, round.bye.id);
      for (const teamId of [first, second]) {
        if (!seats.has(teamId))
          throw new ApiError(
            HttpStatus.UNPROCESSABLE_ENTITY,
            'TEAM_NOT_IN_ROUND',
            `Team ${teamId} does not play in round ${number}`,
            {
              params: { round: number },
              details: [
                {
                  field: 'teamIds',
                  code: 'TEAM_NOT_IN_ROUND',
                  message: `${teamId} is not in round ${number}`,
                  params: { round: number },
                },
              ],
            },
          );
      }
      // A pool round's game counts in its pool only: two teams of different pools cannot meet.
      const pools = await this.rounds.poolsOfTeams(tx, [first, second]);
      if (!round.knockout && pools.get(first) !== pools.get(second))
        throw new ApiError(
          HttpStatus.UNPROCESSABLE_ENTITY,
          'SWAP_ACROSS_POOLS',
          `Round ${number} is a pool round: a team can only swap with a team of its pool`,
          {
            params: { round: number },
            details: [
              {
                field: 'teamIds',
                code: 'SWAP_ACROSS_POOLS',
                message: 'the two teams are in different pools',
                params: { round: number },
              },
            ],
          },
        );
      const swap = (id: string) => (id === first ? second : id === second ? first : id);
      for (const table of round.tables) {
        const [teamA, teamB] = [swap(table.teamA.id), swap(table.teamB.id)];
        if (teamA !== table.teamA.id || teamB !== table.teamB.id)
          await this.rounds.seatTeams(tx, table.id, teamA, teamB);
      }
      if (round.bye && swap(round.bye.id) !== round.bye.id)
        await this.rounds.setBye(tx, round.id, swap(round.bye.id));
      const after = (await this.rounds.find(tournamentId, number, tx)) as RoundState;
      await this.rounds.audit(tx, {
        tournamentId,
        action: 'round.teams-swapped',
        actor,
        before: roundView(round),
        after: roundView(after),
      });
      await this.steps.announce(tx, tournamentId, 'swapped', after);
      return after;
    });
  }

  /** The last round, its tables locked, with no deal recorded yet: it can still be changed. */
  private async lastRoundBeforePlay(
    tx: Transaction,
    tournamentId: string,
    number: number,
    teamIds: string[] = [],
  ): Promise<RoundState> {
    await this.steps.lockedTournament(tx, tournamentId);
    const { played } = await this.rounds.roundState(tx, tournamentId);
    const round = await this.rounds.find(tournamentId, number, tx);
    if (!round) throw roundNotFound(number, tournamentId);
    if (number !== played)
      throw new ApiError(
        HttpStatus.CONFLICT,
        'NOT_LAST_ROUND',
        `Only the last round (${played}) can be changed`,
        { params: { last: played } },
      );
    const dealsByTable = await this.rounds.lockTables(tx, round.id);
    const touched = round.tables.filter(
      (table) =>
        teamIds.length === 0 ||
        teamIds.includes(table.teamA.id) ||
        teamIds.includes(table.teamB.id),
    );
    // A table finished without a deal (closed at the bell) has started too: it has a result. So
    // has a walkover, which no swap seats a withdrawn team out of; undoing the round takes it back.
    const undoing = teamIds.length === 0;
    const started = touched.filter(
      (table) =>
        (table.finished && !(undoing && table.forfeitedBy)) ||
        (dealsByTable.get(table.id) ?? 0) > 0,
    );
    if (started.length > 0) {
      const tables = started.map((table) => table.number).join(', ');
      throw new ApiError(
        HttpStatus.CONFLICT,
        'ROUND_STARTED_AT_TABLES',
        `Play has started at table ${tables}: the round can no longer be changed there`,
        { params: { tables } },
      );
    }
    return round;
  }
}
