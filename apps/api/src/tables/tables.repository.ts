import { Injectable } from '@nestjs/common';
import type { DealRecord, Seat } from '@marque/rules';
import type { Prisma } from '../generated/prisma/client';
import { PrismaService } from '../database/prisma.service';
import type { ScoreSheet } from './score-sheet';

export type Transaction = Prisma.TransactionClient;

export interface LockedTable {
  id: string;
  firstDealer: Seat;
  version: number;
  target: number;
}

export interface StoredDeal {
  number: number;
  dealer: Seat;
  facts: DealRecord;
}

@Injectable()
export class TablesRepository {
  constructor(private readonly prisma: PrismaService) {}

  inTransaction<T>(work: (tx: Transaction) => Promise<T>): Promise<T> {
    return this.prisma.inTransaction(work);
  }

  /** Locks the table's row until the transaction ends: writes to one sheet happen one at a time. */
  async lock(tx: Transaction, tableId: string): Promise<LockedTable | null> {
    const rows = await tx.$queryRaw<
      Array<{ id: string; first_dealer: number; version: number; target: number }>
    >`
      SELECT t.id, t.first_dealer, t.version, tr.target
      FROM tables t
      JOIN rounds r ON r.id = t.round_id
      JOIN tournaments tr ON tr.id = r.tournament_id
      WHERE t.id = ${tableId}::uuid
      FOR UPDATE OF t`;
    const row = rows[0];
    return row
      ? {
          id: row.id,
          firstDealer: row.first_dealer as Seat,
          version: row.version,
          target: row.target,
        }
      : null;
  }

  async deals(tx: Transaction, tableId: string): Promise<StoredDeal[]> {
    const rows = await tx.deal.findMany({
      where: { tableId },
      orderBy: { number: 'asc' },
      select: { number: true, dealer: true, facts: true },
    });
    return rows.map((row) => ({
      number: row.number,
      dealer: row.dealer as Seat,
      facts: row.facts as unknown as DealRecord,
    }));
  }

  /**
   * Writes the sheet: deals from `fromNumber` on are replaced by the rescored ones (a change to
   * deal n changes no total before it), and the table's totals, outcome and version follow.
   */
  async saveSheet(
    tx: Transaction,
    tableId: string,
    sheet: ScoreSheet,
    fromNumber: number,
  ): Promise<number> {
    await tx.deal.deleteMany({ where: { tableId, number: { gte: fromNumber } } });
    const changed = sheet.deals.filter((deal) => deal.number >= fromNumber);
    if (changed.length > 0) {
      await tx.deal.createMany({
        data: changed.map((deal) => ({
          tableId,
          number: deal.number,
          dealer: deal.dealer,
          facts: deal.facts as unknown as Prisma.InputJsonValue,
          made: deal.made,
          marksA: deal.marks.A,
          marksB: deal.marks.B,
          totalA: deal.totals.A,
          totalB: deal.totals.B,
        })),
      });
    }
    const table = await tx.table.update({
      where: { id: tableId },
      data: {
        version: { increment: 1 },
        totalA: sheet.totals.A,
        totalB: sheet.totals.B,
        winner: sheet.winner,
        finishedAt: sheet.winner ? new Date() : null,
      },
      select: { version: true },
    });
    return table.version;
  }

  async audit(
    tx: Transaction,
    entry: {
      tableId: string;
      action: string;
      actor: string;
      dealNumber: number | null;
      before?: unknown;
      after?: unknown;
    },
  ): Promise<void> {
    await tx.auditEntry.create({
      data: {
        tableId: entry.tableId,
        action: entry.action,
        actor: entry.actor,
        dealNumber: entry.dealNumber,
        before: (entry.before ?? undefined) as Prisma.InputJsonValue | undefined,
        after: (entry.after ?? undefined) as Prisma.InputJsonValue | undefined,
      },
    });
  }

  async findIdempotent(tx: Transaction, tableId: string, key: string) {
    return tx.idempotentRequest.findUnique({ where: { tableId_key: { tableId, key } } });
  }

  async saveIdempotent(
    tx: Transaction,
    tableId: string,
    key: string,
    requestHash: string,
    status: number,
    body: unknown,
  ): Promise<void> {
    await tx.idempotentRequest.create({
      data: { tableId, key, requestHash, status, responseBody: body as Prisma.InputJsonValue },
    });
  }

  tableIdForCode(code: string): Promise<{ id: string } | null> {
    return this.prisma.table.findUnique({ where: { refereeCode: code }, select: { id: true } });
  }

  findTable(tableId: string) {
    return this.prisma.table.findUnique({
      where: { id: tableId },
      include: {
        teamA: { select: { id: true, name: true, player1: true, player2: true } },
        teamB: { select: { id: true, name: true, player1: true, player2: true } },
        round: {
          select: { number: true, tournamentId: true, tournament: { select: { target: true } } },
        },
        deals: { orderBy: { number: 'asc' } },
      },
    });
  }

  auditEntries(tableId: string) {
    return this.prisma.auditEntry.findMany({
      where: { tableId },
      orderBy: [{ createdAt: 'desc' }, { id: 'desc' }],
    });
  }
}
