import { ConflictException, Injectable, NotFoundException } from '@nestjs/common';
import { drawRandomRound, pairByRanking, type RoundPairing } from '@marque/pairing';
import { computeStandings } from '@marque/standings';
import { RandomSource, refereeCode } from '../common/random';
import { StandingsRepository } from '../standings/standings.repository';
import { RoundsRepository, type NewTable, type Transaction } from './rounds.repository';

export interface RoundView {
  number: number;
  tables: Array<{
    id: string;
    number: number;
    teamA: { id: string; name: string };
    teamB: { id: string; name: string };
    firstDealer: number;
    refereeCode: string;
  }>;
  bye: { id: string; name: string } | null;
}

@Injectable()
export class RoundsService {
  constructor(
    private readonly rounds: RoundsRepository,
    private readonly results: StandingsRepository,
    private readonly random: RandomSource,
  ) {}

  /** Pairs the next round: a random draw first, then by standings without avoidable rematches. */
  startRound(tournamentId: string): Promise<RoundView> {
    return this.rounds.inTransaction(async (tx) => {
      const tournament = await this.rounds.lockTournament(tx, tournamentId);
      if (!tournament) throw new NotFoundException(`No tournament ${tournamentId}`);
      const { played, unfinishedTables } = await this.rounds.roundState(tx, tournamentId);
      if (played >= tournament.rounds)
        throw new ConflictException(`All ${tournament.rounds} rounds have been played`);
      if (unfinishedTables > 0) {
        throw new ConflictException(
          `Round ${played} still has ${unfinishedTables} unfinished game(s)`,
        );
      }
      const pairing = await this.pair(tournamentId, played === 0);
      const tables = await this.newTables(tx, pairing);
      const round = await this.rounds.create(tx, tournamentId, played + 1, pairing.bye, tables);
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
        bye: round.byeTeam,
      };
    });
  }

  private async pair(tournamentId: string, firstRound: boolean): Promise<RoundPairing> {
    const { teams, games, byes, opponents } = await this.results.results(tournamentId);
    const active = teams.filter((team) => !team.withdrawn);
    if (active.length < 2)
      throw new ConflictException('At least two teams are needed to start a round');
    if (firstRound)
      return drawRandomRound(
        active.map((team) => team.id),
        () => this.random.next(),
      );
    const ranking = computeStandings(active, games, byes);
    return pairByRanking(
      ranking.map((row) => ({
        id: row.team.id,
        opponents: opponents.get(row.team.id) ?? [],
        byes: byes.filter((bye) => bye === row.team.id).length,
      })),
    );
  }

  /** Tables in pairing order (leaders at table 1), a random first dealer and a fresh referee code each. */
  private async newTables(tx: Transaction, pairing: RoundPairing): Promise<NewTable[]> {
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
