import { HttpStatus, Injectable } from '@nestjs/common';
import type { PoolView } from '@marque/contracts';
import { ApiError } from '../common/api-error';
import type { Transaction } from '../database/prisma.service';
import { StandingsRepository, type TournamentResults } from '../standings/standings.repository';
import type { TournamentRules } from '../tournaments/tournaments.repository';
import { drawnPools, formatOf, plannedRounds, roundOnePools } from './pools-knockout';
import { RoundSteps } from './round-steps';
import { RoundsRepository } from './rounds.repository';

/** A pool keeps at least two teams: one alone would play no game. */
const SMALLEST_POOL = 2;

/**
 * The organiser's hand on the pools before round 1: draw them ahead of it, then move a team from
 * one pool to another. Round 1 starts with the pools as they then stand (`roundOnePools`).
 */
@Injectable()
export class PoolsService {
  constructor(
    private readonly rounds: RoundsRepository,
    private readonly results: StandingsRepository,
    private readonly steps: RoundSteps,
  ) {}

  /** Draws the pools now (again, if they were drawn), as round 1 would. */
  drawPools(tournamentId: string, actor: string): Promise<PoolView[]> {
    return this.rounds.inTransaction(async (tx) => {
      const { tournament, results } = await this.beforeRoundOne(tx, tournamentId);
      const pools = drawnPools(tournament, results);
      await this.fix(tx, tournament, pools);
      await this.rounds.audit(tx, { tournamentId, action: 'pools.drawn', actor, after: pools });
      return poolViews(pools, results);
    });
  }

  /** Moves a team to another pool of those drawn. */
  moveTeam(tournamentId: string, teamId: string, pool: number, actor: string) {
    return this.rounds.inTransaction(async (tx) => {
      const { tournament, results } = await this.beforeRoundOne(tx, tournamentId);
      if (!results.teams.some((team) => team.pool !== null))
        throw new ApiError(
          HttpStatus.CONFLICT,
          'POOLS_NOT_DRAWN',
          'The pools are not drawn yet: draw them first',
        );
      const pools = roundOnePools(tournament, results);
      const from = pools.findIndex((members) => members.includes(teamId));
      if (from < 0)
        throw new ApiError(
          HttpStatus.NOT_FOUND,
          'TEAM_NOT_FOUND',
          `No team ${teamId} in the pools of tournament ${tournamentId}`,
        );
      if (pool >= pools.length)
        throw new ApiError(
          HttpStatus.UNPROCESSABLE_ENTITY,
          'POOL_NOT_FOUND',
          `There are ${pools.length} pools`,
          {
            params: { pools: pools.length },
            details: [
              {
                field: 'pool',
                code: 'POOL_NOT_FOUND',
                message: `at most ${pools.length - 1}`,
                params: { pools: pools.length },
              },
            ],
          },
        );
      if (pool !== from && (pools[from]?.length ?? 0) <= SMALLEST_POOL)
        throw new ApiError(
          HttpStatus.CONFLICT,
          'POOL_TOO_SMALL',
          `A pool keeps at least ${SMALLEST_POOL} teams`,
          { params: { min: SMALLEST_POOL } },
        );
      const moved = pools.map((members) => members.filter((id) => id !== teamId));
      moved[pool]?.push(teamId);
      await this.fix(tx, tournament, moved);
      const team = results.teams.find((each) => each.id === teamId);
      await this.rounds.audit(tx, {
        tournamentId,
        action: 'team.pool-moved',
        actor,
        before: { team: { id: teamId, name: team?.name ?? '' }, pool: from },
        after: { team: { id: teamId, name: team?.name ?? '' }, pool },
      });
      return poolViews(moved, results);
    });
  }

  /** The tournament locked, of pools, before round 1: its pools can still change. */
  private async beforeRoundOne(
    tx: Transaction,
    tournamentId: string,
  ): Promise<{ tournament: TournamentRules; results: TournamentResults }> {
    const tournament = await this.steps.lockedTournament(tx, tournamentId);
    if (tournament.pairing !== 'pools-knockout')
      throw new ApiError(
        HttpStatus.CONFLICT,
        'NOT_A_POOLS_TOURNAMENT',
        'This tournament is not played in pools',
      );
    const { played } = await this.rounds.roundState(tx, tournamentId);
    if (played > 0)
      throw new ApiError(
        HttpStatus.CONFLICT,
        'POOLS_LOCKED',
        'Round 1 has started: the pools can change only once it is undone',
      );
    return { tournament, results: await this.results.results(tournamentId) };
  }

  private fix(tx: Transaction, tournament: TournamentRules, pools: string[][]) {
    const rounds = plannedRounds(formatOf(tournament), pools);
    return this.rounds.assignPools(tx, tournament.id, pools, rounds);
  }
}

/** The pools as the bracket shows them before round 1: each in registration order. */
function poolViews(pools: string[][], results: TournamentResults): PoolView[] {
  return pools.map((ids, number) => ({
    number,
    teams: results.teams
      .filter((team) => ids.includes(team.id))
      .map((team) => ({ id: team.id, name: team.name })),
  }));
}
