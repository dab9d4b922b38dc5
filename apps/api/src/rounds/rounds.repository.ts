import { Injectable } from '@nestjs/common';
import type {
  AuditEntry,
  RoundState as ContractRoundState,
  RoundTableState,
} from '@marque/contracts';
import type { DealRecord } from '@marque/rules';
import { toAuditEntry } from '../database/audit-entry';
import { PrismaService, type Transaction } from '../database/prisma.service';
import { toSheetConfirmation } from '../tables/confirmations.repository';
import type { Prisma } from '../generated/prisma/client';

export interface NewTable {
  number: number;
  teamAId: string;
  teamBId: string;
  firstDealer: number;
  refereeCode: string;
  /** A walkover: the side whose team withdrew; the game is over before it starts. */
  forfeitedBy?: 'A' | 'B';
}

/** A table of a round, with its referee code (for the organiser who runs the tournament). */
export interface TableState extends RoundTableState {
  refereeCode: string;
}

/** A round with every referee code: the API strips them for anyone else. */
export interface RoundState extends ContractRoundState {
  tables: TableState[];
}

/** An unfinished game, locked, with what closing it at the bell needs. */
export interface OpenGame {
  id: string;
  number: number;
  deals: DealRecord[];
}

const TEAM_REF = { select: { id: true, name: true } } as const;
const ROUND_INCLUDE = {
  byeTeam: TEAM_REF,
  tournament: { select: { passedOutCounts: true } },
  tables: {
    orderBy: { number: 'asc' },
    include: {
      teamA: TEAM_REF,
      teamB: TEAM_REF,
      _count: { select: { deals: true } },
      confirmations: { orderBy: { side: 'asc' } },
    },
  },
} as const satisfies Prisma.RoundInclude;

type RoundRow = Prisma.RoundGetPayload<{ include: typeof ROUND_INCLUDE }>;

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
    round: {
      tournamentId: string;
      number: number;
      byeTeamId: string | null;
      endsAt: Date | null;
      knockout?: boolean;
      tables: NewTable[];
      /** A mêlée: the entrants who sit this round out. */
      satOut?: string[];
    },
  ): Promise<RoundState> {
    const row = await tx.round.create({
      data: {
        tournamentId: round.tournamentId,
        number: round.number,
        byeTeamId: round.byeTeamId,
        endsAt: round.endsAt,
        knockout: round.knockout ?? false,
        satOut: round.satOut ?? [],
        tables: { create: round.tables.map(newTableRow) },
      },
      include: ROUND_INCLUDE,
    });
    // The round has started: the start the organiser announced is over.
    await tx.tournament.update({
      where: { id: round.tournamentId },
      data: { status: 'RUNNING', nextRoundAt: null },
    });
    return toRoundState(row, new Map());
  }

  /**
   * Pools then a knockout, at round 1: each team's pool as drawn, no pool for the others (a team
   * registered later plays no pool), and the number of rounds the format now makes.
   */
  async assignPools(
    tx: Transaction,
    tournamentId: string,
    pools: string[][],
    rounds: number,
  ): Promise<void> {
    await tx.team.updateMany({ where: { tournamentId }, data: { pool: null } });
    for (const [pool, teamIds] of pools.entries())
      await tx.team.updateMany({ where: { tournamentId, id: { in: teamIds } }, data: { pool } });
    await tx.tournament.update({ where: { id: tournamentId }, data: { rounds } });
  }

  /** Each team's pool (null outside a tournament of pools, and for a team without one). */
  async poolsOfTeams(tx: Transaction, teamIds: string[]): Promise<Map<string, number | null>> {
    const rows = await tx.team.findMany({
      where: { id: { in: teamIds } },
      select: { id: true, pool: true },
    });
    return new Map(rows.map((row) => [row.id, row.pool]));
  }

  /** When the next round starts, as the organiser announced it (null: not said). */
  async announceNextRound(tx: Transaction, tournamentId: string, startsAt: Date | null) {
    await tx.tournament.update({ where: { id: tournamentId }, data: { nextRoundAt: startsAt } });
  }

  /** Referee codes already in use (there is a unique index; this avoids a retry loop). */
  async codesInUse(tx: Transaction, codes: string[]): Promise<Set<string>> {
    const rows = await tx.table.findMany({
      where: { refereeCode: { in: codes } },
      select: { refereeCode: true },
    });
    return new Set(rows.map((row) => row.refereeCode));
  }

  async list(tournamentId: string): Promise<RoundState[]> {
    const rows = await this.prisma.round.findMany({
      where: { tournamentId },
      orderBy: { number: 'asc' },
      include: ROUND_INCLUDE,
    });
    return this.withCountedDeals(this.prisma, rows);
  }

  async find(
    tournamentId: string,
    number: number,
    tx: Transaction | PrismaService = this.prisma,
  ): Promise<RoundState | null> {
    const row = await tx.round.findUnique({
      where: { tournamentId_number: { tournamentId, number } },
      include: ROUND_INCLUDE,
    });
    return row ? ((await this.withCountedDeals(tx, [row]))[0] ?? null) : null;
  }

  /**
   * The rounds as views, each table's deals counted towards the game's N: passed-out deals are
   * left out where the tournament does not count them (one query then, none otherwise).
   */
  private async withCountedDeals(
    db: Transaction | PrismaService,
    rows: RoundRow[],
  ): Promise<RoundState[]> {
    const tableIds = rows
      .filter((row) => !row.tournament.passedOutCounts)
      .flatMap((row) => row.tables.map((table) => table.id));
    const passedOut = tableIds.length
      ? await db.deal.groupBy({
          by: ['tableId'],
          where: { tableId: { in: tableIds }, facts: { path: ['passedOut'], equals: true } },
          _count: { _all: true },
        })
      : [];
    const counts = new Map(passedOut.map((group) => [group.tableId, group._count._all]));
    return rows.map((row) => toRoundState(row, counts));
  }

  /**
   * Removes a round and its tables (a mêlée's pairs of that round too); a team or a player that
   * entered during it joins its replay.
   */
  async delete(tx: Transaction, tournamentId: string, round: RoundState): Promise<void> {
    await tx.round.delete({ where: { id: round.id } });
    await tx.team.deleteMany({ where: { tournamentId, meleeRound: round.number } });
    await tx.team.updateMany({
      where: { tournamentId, joinedRound: round.number + 1 },
      data: { joinedRound: round.number },
    });
    await tx.entrant.updateMany({
      where: { tournamentId, joinedRound: round.number + 1 },
      data: { joinedRound: round.number },
    });
    if (round.number === 1) {
      await tx.tournament.update({ where: { id: tournamentId }, data: { status: 'DRAFT' } });
    }
  }

  /** Locks the round's tables (no deal can be written meanwhile) and says how many deals each has. */
  async lockTables(tx: Transaction, roundId: string): Promise<Map<string, number>> {
    const rows = await tx.$queryRaw<Array<{ id: string; deals: number }>>`
      SELECT t.id, (SELECT count(*)::int FROM deals d WHERE d.table_id = t.id) AS deals
      FROM tables t WHERE t.round_id = ${roundId}::uuid
      ORDER BY t.id
      FOR UPDATE OF t`;
    return new Map(rows.map((row) => [row.id, row.deals]));
  }

  async seatTeams(tx: Transaction, tableId: string, teamAId: string, teamBId: string) {
    await tx.table.update({ where: { id: tableId }, data: { teamAId, teamBId } });
  }

  async setBye(tx: Transaction, roundId: string, byeTeamId: string | null) {
    await tx.round.update({ where: { id: roundId }, data: { byeTeamId } });
  }

  /** The round's unfinished games, locked, with their deals in order. */
  async lockOpenGames(tx: Transaction, roundId: string): Promise<OpenGame[]> {
    const tables = await tx.$queryRaw<Array<{ id: string; number: number }>>`
      SELECT id, number FROM tables
      WHERE round_id = ${roundId}::uuid AND finished_at IS NULL
      ORDER BY id
      FOR UPDATE`;
    const deals = await tx.deal.findMany({
      where: { tableId: { in: tables.map((table) => table.id) } },
      orderBy: [{ tableId: 'asc' }, { number: 'asc' }],
      select: { tableId: true, facts: true },
    });
    return tables.map((table) => ({
      ...table,
      deals: deals
        .filter((deal) => deal.tableId === table.id)
        .map((deal) => deal.facts as unknown as DealRecord),
    }));
  }

  async closeGame(
    tx: Transaction,
    tableId: string,
    outcome: { totals: { A: number; B: number }; winner: 'A' | 'B' | null },
  ): Promise<void> {
    await tx.table.update({
      where: { id: tableId },
      data: {
        totalA: outcome.totals.A,
        totalB: outcome.totals.B,
        winner: outcome.winner,
        finishedAt: new Date(),
        closedAtBell: true,
        version: { increment: 1 },
      },
    });
  }

  /**
   * A knockout game level at the bell under the one-more-deal rule: it stays open, and ends at
   * the first deal after these `dealsCounted` that parts the totals.
   */
  async playOneMoreDeal(tx: Transaction, tableId: string, dealsCounted: number): Promise<void> {
    await tx.table.update({
      where: { id: tableId },
      data: { bellDeals: dealsCounted, version: { increment: 1 } },
    });
  }

  /**
   * A running game that a team forfeits by withdrawing: over now, won by its opponent, its deals
   * kept. Returns the table's id, or null when the team has no game running.
   */
  async forfeitRunningGame(
    tx: Transaction,
    tournamentId: string,
    teamId: string,
  ): Promise<{ id: string; roundNumber: number } | null> {
    const [running] = await tx.$queryRaw<
      Array<{ id: string; team_a_id: string; round_number: number }>
    >`
      SELECT t.id, t.team_a_id, r.number AS round_number FROM tables t
      JOIN rounds r ON r.id = t.round_id
      WHERE r.tournament_id = ${tournamentId}::uuid AND t.finished_at IS NULL
        AND (t.team_a_id = ${teamId}::uuid OR t.team_b_id = ${teamId}::uuid)
      ORDER BY r.number DESC LIMIT 1
      FOR UPDATE OF t`;
    if (!running) return null;
    const side = running.team_a_id === teamId ? 'A' : 'B';
    await tx.table.update({
      where: { id: running.id },
      data: {
        forfeitedBy: side,
        winner: side === 'A' ? 'B' : 'A',
        finishedAt: new Date(),
        version: { increment: 1 },
      },
    });
    return { id: running.id, roundNumber: running.round_number };
  }

  async markClosed(tx: Transaction, roundId: string): Promise<void> {
    await tx.round.update({ where: { id: roundId }, data: { closedAt: new Date() } });
  }

  /** An entry of the audit log: a change to a round (tableId null) or to one table's game. */
  async audit(
    tx: Transaction,
    entry: {
      tournamentId: string;
      tableId?: string;
      action: string;
      actor: string;
      before?: unknown;
      after?: unknown;
    },
  ): Promise<void> {
    await tx.auditEntry.create({
      data: {
        tournamentId: entry.tournamentId,
        tableId: entry.tableId ?? null,
        action: entry.action,
        actor: entry.actor,
        before: (entry.before ?? undefined) as Prisma.InputJsonValue | undefined,
        after: (entry.after ?? undefined) as Prisma.InputJsonValue | undefined,
      },
    });
  }

  /**
   * The tournament's round-level audit (undo, swap, close, and each game the bell ended), newest
   * first. Score-sheet entries name only their table, so they are not among them.
   */
  async auditOfRounds(tournamentId: string): Promise<AuditEntry[]> {
    const rows = await this.prisma.auditEntry.findMany({
      where: { tournamentId },
      orderBy: [{ createdAt: 'desc' }, { id: 'desc' }],
    });
    return rows.map(toAuditEntry);
  }
}

/** A round as the API shows it; `passedOut`: the passed-out deals that do not count, by table. */
function toRoundState(row: RoundRow, passedOut: ReadonlyMap<string, number>): RoundState {
  return {
    id: row.id,
    number: row.number,
    startedAt: row.createdAt.toISOString(),
    endsAt: row.endsAt?.toISOString() ?? null,
    closedAt: row.closedAt?.toISOString() ?? null,
    knockout: row.knockout,
    bye: row.byeTeam,
    tables: row.tables.map((table) => ({
      id: table.id,
      number: table.number,
      teamA: table.teamA,
      teamB: table.teamB,
      firstDealer: table.firstDealer,
      refereeCode: table.refereeCode,
      dealCount: table._count.deals,
      dealsCounted: table._count.deals - (passedOut.get(table.id) ?? 0),
      totals: { A: table.totalA, B: table.totalB },
      finished: table.finishedAt !== null,
      winner: table.winner,
      closedAtBell: table.closedAtBell,
      forfeitedBy: table.forfeitedBy,
      extraDeal: table.bellDeals !== null,
      confirmations: table.confirmations.map(toSheetConfirmation),
      updatedAt: table.updatedAt.toISOString(),
    })),
  };
}

/** A table as created: a walkover is over at once, won by the side that did not withdraw. */
function newTableRow({ forfeitedBy, ...table }: NewTable): Prisma.TableCreateWithoutRoundInput {
  const row = {
    number: table.number,
    firstDealer: table.firstDealer,
    refereeCode: table.refereeCode,
    teamA: { connect: { id: table.teamAId } },
    teamB: { connect: { id: table.teamBId } },
  };
  if (!forfeitedBy) return row;
  return {
    ...row,
    forfeitedBy,
    winner: forfeitedBy === 'A' ? 'B' : 'A',
    finishedAt: new Date(),
  };
}
