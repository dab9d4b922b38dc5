import { Injectable } from '@nestjs/common';
import type { GameResult, RoundBye } from '@marque/standings';
import { PrismaService } from '../database/prisma.service';

export interface ResultTeam {
  id: string;
  name: string;
  club: string | null;
  withdrawn: boolean;
  joinedRound: number;
  /** Pools then a knockout: the team's pool, once drawn (0 for the first). */
  pool: number | null;
}

/** A finished game, and the round it was played in (a bye may score the round's average). */
export interface RoundGame extends GameResult {
  round: number;
}

/** A game a team forfeited by withdrawing, won by its opponent without playing (or playing on). */
export interface RoundWalkover {
  round: number;
  winner: string;
  loser: string;
}

/** A bye a round gave: the team, and the round (libs/standings' shape). */
export type { RoundBye };

export interface TournamentResults {
  teams: ResultTeam[];
  /** Finished games: won, drawn, or closed at the bell (a draw has no winner); no walkover. */
  games: RoundGame[];
  /** The walkovers: games a withdrawn team forfeited. */
  walkovers: RoundWalkover[];
  /** One entry per bye a round gave. */
  byes: RoundBye[];
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
        select: {
          id: true,
          name: true,
          club: true,
          withdrawn: true,
          joinedRound: true,
          pool: true,
        },
      }),
      this.prisma.round.findMany({
        where: { tournamentId },
        select: {
          number: true,
          byeTeamId: true,
          tables: {
            select: {
              teamAId: true,
              teamBId: true,
              totalA: true,
              totalB: true,
              winner: true,
              finishedAt: true,
              forfeitedBy: true,
            },
          },
        },
      }),
    ]);
    const tables = rounds.flatMap((round) =>
      round.tables.map((table) => ({ ...table, round: round.number })),
    );
    const opponents = new Map<string, string[]>(teams.map((team) => [team.id, []]));
    for (const table of tables) {
      opponents.get(table.teamAId)?.push(table.teamBId);
      opponents.get(table.teamBId)?.push(table.teamAId);
    }
    return {
      teams,
      games: tables
        .filter((table) => table.finishedAt !== null && table.forfeitedBy === null)
        .map((table) => ({
          round: table.round,
          teamA: table.teamAId,
          teamB: table.teamBId,
          totals: { A: table.totalA, B: table.totalB },
          winner: table.winner,
        })),
      walkovers: tables.flatMap((table) =>
        table.forfeitedBy === null
          ? []
          : [
              table.forfeitedBy === 'A'
                ? { round: table.round, winner: table.teamBId, loser: table.teamAId }
                : { round: table.round, winner: table.teamAId, loser: table.teamBId },
            ],
      ),
      byes: rounds.flatMap((round) =>
        round.byeTeamId ? [{ team: round.byeTeamId, round: round.number }] : [],
      ),
      opponents,
      roundsStarted: rounds.length,
    };
  }
}
