import { HttpStatus, Injectable } from '@nestjs/common';
import type { SwissPairing } from '@marque/pairing';
import { ApiError } from '../common/api-error';
import { RandomSource, refereeCode } from '../common/random';
import type { Transaction } from '../database/prisma.service';
import { MeleePairingService } from '../melee/melee-pairing.service';
import { RatingsService } from '../ratings/ratings.service';
import { StandingsRepository, type TournamentResults } from '../standings/standings.repository';
import { rank } from '../standings/standings.service';
import type { TournamentRules } from '../tournaments/tournaments.repository';
import { nextPairing } from './next-pairing';
import {
  formatOf,
  plannedRounds,
  poolsKnockoutPairing,
  roundOnePools,
  type WalkoverGame,
} from './pools-knockout';
import { RoundSteps, roundView, type RoundView } from './round-steps';
import { RoundsRepository, type NewTable } from './rounds.repository';

/** Starting the next round: its pairing, tables, first dealers and referee codes. */
@Injectable()
export class StartRoundService {
  constructor(
    private readonly rounds: RoundsRepository,
    private readonly results: StandingsRepository,
    private readonly random: RandomSource,
    private readonly steps: RoundSteps,
    private readonly melee: MeleePairingService,
    private readonly ratings: RatingsService,
  ) {}

  /**
   * Pairs and starts the next round: tables numbered from the leaders' (table 1), a random
   * first dealer and a fresh referee code each; the draw is stored, so a reload never changes it.
   * A mêlée draws its players' pairs and tables (MeleePairingService) and stores who sat out.
   * The walkovers of a withdrawn team's games come after the tables played, already over. The
   * audit names who started it. Round 1 of a Swiss tournament or of a mêlée may be seeded by rating.
   */
  startRound(
    tournamentId: string,
    actor: string,
    minutes?: number,
    seeding: 'draw' | 'rating' = 'draw',
  ): Promise<RoundView> {
    return this.rounds.inTransaction(async (tx) => {
      const tournament = await this.steps.lockedTournament(tx, tournamentId);
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
      if (
        seeding === 'rating' &&
        (number !== 1 || (tournament.pairing !== 'swiss' && tournament.entry !== 'individual'))
      )
        throw new ApiError(
          HttpStatus.CONFLICT,
          'SEEDING_NOT_APPLICABLE',
          'Only the first round of a Swiss tournament or of a mêlée is seeded',
          {
            details: [
              {
                field: 'seeding',
                code: 'SEEDING_NOT_APPLICABLE',
                message: 'Round 1 of a Swiss tournament or of a mêlée only',
              },
            ],
          },
        );
      const pairing = await this.pairRound(tx, tournament, number, seeding);
      if (pairing.pairs.length + pairing.walkovers.length === 0)
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
        satOut: pairing.satOut,
      });
      await this.rounds.audit(tx, {
        tournamentId,
        action: 'round.started',
        actor,
        // A round 1 drawn by rating says so: the console's history tells it after a reload.
        after: { number, tables: round.tables.length, ...(seeding === 'rating' && { seeding }) },
      });
      await this.steps.announce(tx, tournamentId, 'started', round);
      return roundView(round);
    });
  }

  /**
   * Who plays round `number`. Pools then a knockout fixes its pools when round 1 starts (drawn
   * then, or as the organiser drew and moved them before) and so its number of rounds, then
   * plays the pools' round robins, then the brackets.
   */
  private async pairRound(
    tx: Transaction,
    tournament: TournamentRules,
    number: number,
    seeding: 'draw' | 'rating',
  ): Promise<SwissPairing & { walkovers: WalkoverGame[]; knockout: boolean; satOut: string[] }> {
    if (tournament.entry === 'individual') {
      const { pairs, satOut } = await this.melee.pairRound(tx, tournament, number, seeding);
      return { pairs, bye: null, walkovers: [], knockout: false, satOut };
    }
    const results = await this.results.results(tournament.id);
    if (tournament.pairing !== 'pools-knockout') {
      const seeds = seeding === 'rating' ? await this.ratingSeeds(tournament, results) : undefined;
      return {
        ...nextPairing(tournament, results, number, seeds),
        walkovers: [],
        knockout: false,
        satOut: [],
      };
    }
    if (number === 1) {
      const pools = roundOnePools(tournament, results);
      const rounds = plannedRounds(formatOf(tournament), pools);
      await this.rounds.assignPools(tx, tournament.id, pools, rounds);
      const poolOf = new Map(
        pools.flatMap((pool, index) => pool.map((id) => [id, index] as const)),
      );
      results.teams = results.teams.map((team) => ({ ...team, pool: poolOf.get(team.id) ?? null }));
    }
    return { ...poolsKnockoutPairing(tournament, results, number), bye: null, satOut: [] };
  }

  /** The teams by their pair's mean rating in the tournament's game, the draw's order among equals. */
  private async ratingSeeds(
    tournament: TournamentRules,
    results: TournamentResults,
  ): Promise<string[]> {
    const drawn = rank(tournament, results).map((row) => row.team.id);
    return this.ratings.seedTeams(tournament.id, tournament.ruleset, drawn);
  }

  /**
   * Tables in pairing order (leaders at table 1), then the walkovers, a random first dealer and
   * a fresh referee code each (a table needs one, though nobody scores a walkover).
   */
  private async newTables(
    tx: Transaction,
    pairing: SwissPairing & { walkovers: WalkoverGame[] },
  ): Promise<NewTable[]> {
    const games = [
      ...pairing.pairs.map((teams) => ({ teams, forfeitedBy: undefined })),
      ...pairing.walkovers,
    ];
    let codes = games.map(() => refereeCode(this.random));
    while (
      new Set(codes).size < codes.length ||
      (await this.rounds.codesInUse(tx, codes)).size > 0
    ) {
      codes = games.map(() => refereeCode(this.random));
    }
    return games.map(({ teams: [teamAId, teamBId], forfeitedBy }, index) => ({
      number: index + 1,
      teamAId,
      teamBId,
      firstDealer: this.random.int(4),
      refereeCode: codes[index] as string,
      ...(forfeitedBy ? { forfeitedBy } : {}),
    }));
  }
}
