import { HttpStatus, Injectable } from '@nestjs/common';
import type { RoundEventData, StartedRound } from '@marque/contracts';
import type { SwissPairing } from '@marque/pairing';
import { getRuleset } from '@marque/rules';
import { ApiError } from '../common/api-error';
import { RandomSource, refereeCode } from '../common/random';
import { EventsService } from '../events/events.service';
import { StandingsRepository } from '../standings/standings.repository';
import { StandingsService } from '../standings/standings.service';
import { TournamentsService, tournamentNotFound } from '../tournaments/tournaments.service';
import type { TournamentRules } from '../tournaments/tournaments.repository';
import { nextPairing } from './next-pairing';
import { drawnPools, formatOf, plannedRounds, poolsKnockoutPairing } from './pools-knockout';
import { roundNotFound } from './round-errors';
import {
  RoundsRepository,
  type NewTable,
  type RoundState,
  type Transaction,
} from './rounds.repository';

/** The answer to starting a round (the shape the issue fixes). */
export type RoundView = StartedRound;

@Injectable()
export class RoundsService {
  constructor(
    private readonly rounds: RoundsRepository,
    private readonly results: StandingsRepository,
    private readonly tournaments: TournamentsService,
    private readonly random: RandomSource,
    private readonly events: EventsService,
    private readonly standings: StandingsService,
  ) {}

  /**
   * Pairs and starts the next round: tables numbered from the leaders' (table 1), a random
   * first dealer and a fresh referee code each; the draw is stored, so a reload never changes it.
   */
  startRound(tournamentId: string, minutes?: number): Promise<RoundView> {
    return this.rounds.inTransaction(async (tx) => {
      const tournament = await this.lockedTournament(tx, tournamentId);
      const { played, unfinishedTables } = await this.rounds.roundState(tx, tournamentId);
      if (played >= tournament.rounds)
        throw new ApiError(
          HttpStatus.CONFLICT,
          'ALL_ROUNDS_PLAYED',
          `All ${tournament.rounds} rounds have been played`,
          { params: { rounds: tournament.rounds } },
        );
      if (unfinishedTables > 0) {
        throw new ApiError(
          HttpStatus.CONFLICT,
          'ROUND_UNFINISHED',
          `Round ${played} still has ${unfinishedTables} unfinished game(s)`,
          { params: { round: played, games: unfinishedTables } },
        );
      }
      const number = played + 1;
      const pairing = await this.pairRound(tx, tournament, number);
      if (pairing.pairs.length === 0)
        throw new ApiError(
          HttpStatus.CONFLICT,
          'NOT_ENOUGH_TEAMS',
          'At least two teams are needed to start a round',
        );
      const duration = minutes ?? tournament.roundMinutes;
      const round = await this.rounds.create(tx, {
        tournamentId,
        number,
        byeTeamId: pairing.bye,
        endsAt: duration ? new Date(Date.now() + duration * 60_000) : null,
        knockout: pairing.knockout,
        tables: await this.newTables(tx, pairing),
      });
      await this.announce(tx, tournamentId, 'started', round);
      return roundView(round);
    });
  }

  /**
   * Who plays round `number`. Pools then a knockout draws its pools when round 1 starts (and so
   * fixes its number of rounds), then plays the pools' round robins, then the brackets.
   */
  private async pairRound(
    tx: Transaction,
    tournament: TournamentRules,
    number: number,
  ): Promise<SwissPairing & { knockout: boolean }> {
    const results = await this.results.results(tournament.id);
    if (tournament.pairing !== 'pools-knockout')
      return { ...nextPairing(tournament, results, number), knockout: false };
    if (number === 1) {
      const pools = drawnPools(tournament, results);
      const rounds = plannedRounds(formatOf(tournament), pools);
      await this.rounds.assignPools(tx, tournament.id, pools, rounds);
      const poolOf = new Map(
        pools.flatMap((pool, index) => pool.map((id) => [id, index] as const)),
      );
      results.teams = results.teams.map((team) => ({ ...team, pool: poolOf.get(team.id) ?? null }));
    }
    return { ...poolsKnockoutPairing(tournament, results, number), bye: null };
  }

  list(tournamentId: string): Promise<RoundState[]> {
    return this.tournaments.get(tournamentId).then(() => this.rounds.list(tournamentId));
  }

  async get(tournamentId: string, number: number): Promise<RoundState> {
    const round = await this.rounds.find(tournamentId, number);
    if (!round) throw roundNotFound(number, tournamentId);
    return round;
  }

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
   * (the teams change sides), or with the team that has the bye.
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
      await this.announce(tx, tournamentId, 'swapped', after);
      return after;
    });
  }

  /**
   * The bell: every unfinished game of the round ends now, the higher total winning and equal
   * totals following the tournament's option (its game's outcomeAtBell, libs/rules).
   */
  async closeRound(tournamentId: string, number: number, actor: string): Promise<RoundState> {
    const closed = await this.rounds.inTransaction(async (tx) => {
      const tournament = await this.lockedTournament(tx, tournamentId);
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
      await this.announce(tx, tournamentId, 'closed', after);
      return after;
    });
    await this.standings.publish(tournamentId);
    return closed;
  }

  auditOfRounds(tournamentId: string) {
    return this.tournaments.get(tournamentId).then(() => this.rounds.auditOfRounds(tournamentId));
  }

  /** The live stream's `round` event: what happened, and the round as anyone may see it. */
  private announce(
    tx: Transaction,
    tournamentId: string,
    action: 'started' | 'swapped' | 'closed',
    round: RoundState,
  ): Promise<void> {
    return this.events.append(tx, tournamentId, 'round', {
      action,
      round: { ...round, tables: round.tables.map(({ refereeCode: _code, ...table }) => table) },
    } satisfies RoundEventData);
  }

  private async lockedTournament(tx: Transaction, tournamentId: string) {
    if (!(await this.rounds.lockTournament(tx, tournamentId)))
      throw tournamentNotFound(tournamentId);
    return this.tournaments.rules(tournamentId);
  }

  /** The last round, its tables locked, with no deal recorded yet: it can still be changed. */
  private async lastRoundBeforePlay(
    tx: Transaction,
    tournamentId: string,
    number: number,
    teamIds: string[] = [],
  ): Promise<RoundState> {
    await this.lockedTournament(tx, tournamentId);
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
    // A table finished without a deal (closed at the bell) has started too: it has a result.
    const started = touched.filter(
      (table) => table.finished || (dealsByTable.get(table.id) ?? 0) > 0,
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

  /** Tables in pairing order (leaders at table 1), a random first dealer and a fresh referee code each. */
  private async newTables(tx: Transaction, pairing: SwissPairing): Promise<NewTable[]> {
    let codes = pairing.pairs.map(() => refereeCode(this.random));
    while (
      new Set(codes).size < codes.length ||
      (await this.rounds.codesInUse(tx, codes)).size > 0
    ) {
      codes = pairing.pairs.map(() => refereeCode(this.random));
    }
    return pairing.pairs.map(([teamAId, teamBId], index) => ({
      number: index + 1,
      teamAId,
      teamBId,
      firstDealer: this.random.int(4),
      refereeCode: codes[index] as string,
    }));
  }
}

function roundView(round: RoundState): RoundView {
  return {
    number: round.number,
    tables: round.tables.map((table) => ({
      id: table.id,
      number: table.number,
      teamA: table.teamA,
      teamB: table.teamB,
      firstDealer: table.firstDealer,
      refereeCode: table.refereeCode,
    })),
    bye: round.bye,
    endsAt: round.endsAt,
  };
}
