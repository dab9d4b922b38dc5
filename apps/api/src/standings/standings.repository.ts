import { Injectable } from '@nestjs/common';
import type { GameResult } from '@marque/standings';
import { PrismaService } from '../database/prisma.service';

export interface ResultTeam {
  id: string;
  name: string;
  club: string | null;
  withdrawn: boolean;
  joinedRound: number;
}

export interface TournamentResults {
  teams: ResultTeam[];
  /** Finished games: won, or closed at the bell (a draw has no winner). */
  games: GameResult[];
  /** One entry per bye a round gave. */
  byes: string[];
  /** For pairing: who met whom, finished or not. */
  opponents: Map<string, string[]>;
  roundsStarted: number;
}

@Injectable()
export class StandingsRepository {
  constructor(private readonly prisma: PrismaService) {}

  async results(tournamentId: string): Promise<TournamentResults> {
    const [teams, rounds] = await Promise.all([
      this.prisma.team.findMany({
        where: { tournamentId },
        orderBy: { createdAt: 'asc' },
        select: { id: true, name: true, club: true, withdrawn: true, joinedRound: true },
      }),
      this.prisma.round.findMany({
        where: { tournamentId },
        select: {
          byeTeamId: true,
          tables: {
            select: {
              teamAId: true,
              teamBId: true,
              totalA: true,
              totalB: true,
              winner: true,
              finishedAt: true,
            },
          },
        },
      }),
    ]);
    const tables = rounds.flatMap((round) => round.tables);
    const opponents = new Map<string, string[]>(teams.map((team) => [team.id, []]));
    for (const table of tables) {
      opponents.get(table.teamAId)?.push(table.teamBId);
      opponents.get(table.teamBId)?.push(table.teamAId);
    }
    return {
      teams,
      games: tables
        .filter((table) => table.finishedAt !== null)
        .map((table) => ({
          teamA: table.teamAId,
          teamB: table.teamBId,
          totals: { A: table.totalA, B: table.totalB },
          winner: table.winner,
        })),
      byes: rounds.flatMap((round) => (round.byeTeamId ? [round.byeTeamId] : [])),
      opponents,
      roundsStarted: rounds.length,
    };
  }
}
