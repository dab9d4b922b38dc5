import { Injectable } from '@nestjs/common';
import { PrismaService } from '../database/prisma.service';
import type { Prisma } from '../generated/prisma/client';

export type Transaction = Prisma.TransactionClient;

export interface NewTable {
  number: number;
  teamAId: string;
  teamBId: string;
  firstDealer: number;
  refereeCode: string;
}

@Injectable()
export class RoundsRepository {
  constructor(private readonly prisma: PrismaService) {}

  inTransaction<T>(work: (tx: Transaction) => Promise<T>): Promise<T> {
    return this.prisma.inTransaction(work);
  }

  /** Locks the tournament: two "start round" clicks never make two rounds. */
  async lockTournament(tx: Transaction, tournamentId: string): Promise<{ rounds: number } | null> {
    const rows = await tx.$queryRaw<Array<{ rounds: number }>>`
      SELECT rounds FROM tournaments WHERE id = ${tournamentId}::uuid FOR UPDATE`;
    return rows[0] ?? null;
  }

  async roundState(
    tx: Transaction,
    tournamentId: string,
  ): Promise<{ played: number; unfinishedTables: number }> {
    const played = await tx.round.count({ where: { tournamentId } });
    const unfinishedTables = await tx.table.count({
      where: { round: { tournamentId }, finishedAt: null },
    });
    return { played, unfinishedTables };
  }

  async create(
    tx: Transaction,
    tournamentId: string,
    number: number,
    byeTeamId: string | null,
    tables: NewTable[],
  ) {
    const round = await tx.round.create({
      data: { tournamentId, number, byeTeamId, tables: { create: tables } },
      include: {
        tables: {
          orderBy: { number: 'asc' },
          include: {
            teamA: { select: { id: true, name: true } },
            teamB: { select: { id: true, name: true } },
          },
        },
        byeTeam: { select: { id: true, name: true } },
      },
    });
    await tx.tournament.update({ where: { id: tournamentId }, data: { status: 'RUNNING' } });
    return round;
  }

  /** Referee codes already in use (there is a unique index; this avoids a retry loop). */
  async codesInUse(tx: Transaction, codes: string[]): Promise<Set<string>> {
    const rows = await tx.table.findMany({
      where: { refereeCode: { in: codes } },
      select: { refereeCode: true },
    });
    return new Set(rows.map((row) => row.refereeCode));
  }
}
