import { HttpStatus, Injectable } from '@nestjs/common';
import type { EntrantView } from '@marque/contracts';
import { ApiError } from '../common/api-error';
import { PrismaService, type Transaction } from '../database/prisma.service';

/** A mêlée table as drawn and as far as it was played: entrant ids, pair A on seats 0 and 2. */
export interface MeleeTableRecord {
  tableId: string;
  number: number;
  pairA: [string, string];
  pairB: [string, string];
  totals: { A: number; B: number };
  winner: 'A' | 'B' | null;
  finished: boolean;
}

/** A round of a mêlée: its tables and the entrants who sat out. */
export interface MeleeRoundRecord {
  number: number;
  tables: MeleeTableRecord[];
  satOut: string[];
}

/** A pair drawn for a round, stored as a team of that round (`teams.melee_round`). */
export interface NewPair {
  entrants: readonly [EntrantView, EntrantView];
}

const ENTRANT_COLUMNS = {
  id: true,
  personId: true,
  name: true,
  club: true,
  joinedRound: true,
  withdrawn: true,
} as const;

/** Where a mêlée's entrants, pairs and rounds are read and written. */
@Injectable()
export class MeleeRepository {
  constructor(private readonly prisma: PrismaService) {}

  inTransaction<T>(work: (tx: Transaction) => Promise<T>): Promise<T> {
    return this.prisma.inTransaction(work);
  }

  /** The tournament's entrants in the order they registered. */
  entrants(tournamentId: string, db: Transaction | PrismaService = this.prisma) {
    return db.entrant.findMany({
      where: { tournamentId },
      orderBy: [{ createdAt: 'asc' }, { id: 'asc' }],
      select: ENTRANT_COLUMNS,
    }) as Promise<EntrantView[]>;
  }

  /** A new entrant; the same person twice in one tournament is a 409. */
  async createEntrant(
    tx: Transaction,
    entrant: Omit<EntrantView, 'id' | 'withdrawn'> & { tournamentId: string },
  ): Promise<EntrantView> {
    try {
      return await tx.entrant.create({ data: entrant, select: ENTRANT_COLUMNS });
    } catch (error) {
      if ((error as { code?: string }).code !== 'P2002') throw error;
      throw new ApiError(
        HttpStatus.CONFLICT,
        'PERSON_ALREADY_IN_TOURNAMENT',
        `${entrant.name} is already entered`,
        { params: { name: entrant.name, team: entrant.name } },
      );
    }
  }

  async findEntrant(
    tx: Transaction,
    tournamentId: string,
    id: string,
  ): Promise<EntrantView | null> {
    return tx.entrant.findFirst({ where: { id, tournamentId }, select: ENTRANT_COLUMNS });
  }

  async setWithdrawn(tx: Transaction, id: string, withdrawn: boolean): Promise<EntrantView> {
    return tx.entrant.update({ where: { id }, data: { withdrawn }, select: ENTRANT_COLUMNS });
  }

  /** Every round of the mêlée so far, in order: its tables' pairs and results, its sit-outs. */
  async rounds(
    tournamentId: string,
    db: Transaction | PrismaService = this.prisma,
  ): Promise<MeleeRoundRecord[]> {
    const pair = { select: { entrant1Id: true, entrant2Id: true } } as const;
    const rows = await db.round.findMany({
      where: { tournamentId },
      orderBy: { number: 'asc' },
      select: {
        number: true,
        satOut: true,
        tables: {
          orderBy: { number: 'asc' },
          select: {
            id: true,
            number: true,
            totalA: true,
            totalB: true,
            winner: true,
            finishedAt: true,
            teamA: pair,
            teamB: pair,
          },
        },
      },
    });
    return rows.map((round) => ({
      number: round.number,
      satOut: round.satOut,
      tables: round.tables.map((table) => ({
        tableId: table.id,
        number: table.number,
        pairA: [table.teamA.entrant1Id ?? '', table.teamA.entrant2Id ?? ''],
        pairB: [table.teamB.entrant1Id ?? '', table.teamB.entrant2Id ?? ''],
        totals: { A: table.totalA, B: table.totalB },
        winner: table.winner,
        finished: table.finishedAt !== null,
      })),
    }));
  }

  /**
   * The round's pairs as teams of that round, named « Ana Rey & Bruno Roy » (a pair met again,
   * or two pairs of the same names, takes the round's number too: team names are unique in a
   * tournament). Returns each pair's team id, in order.
   */
  async createPairs(
    tx: Transaction,
    tournamentId: string,
    round: number,
    pairs: readonly NewPair[],
  ): Promise<string[]> {
    const names = pairs.map(({ entrants: [a, b] }) => pairName(a.name, b.name));
    const taken = await tx.team.findMany({
      where: { tournamentId, name: { in: names } },
      select: { name: true },
    });
    const used = new Set(taken.map((team) => team.name));
    const ids: string[] = [];
    for (const [at, { entrants }] of pairs.entries()) {
      let name = names[at] as string;
      if (used.has(name))
        name = pairName(entrants[0].name, entrants[1].name, ` (${round}·${at + 1})`);
      used.add(name);
      const team = await tx.team.create({
        data: {
          tournamentId,
          name,
          meleeRound: round,
          joinedRound: round,
          entrant1Id: entrants[0].id,
          entrant2Id: entrants[1].id,
          player1: entrants[0].name,
          player2: entrants[1].name,
          player1Id: entrants[0].personId,
          player2Id: entrants[1].personId,
          club: null,
        },
        select: { id: true },
      });
      ids.push(team.id);
    }
    return ids;
  }

  /** An entry of the tournament's audit: a player entered, withdrawn or re-admitted. */
  async audit(
    tx: Transaction,
    entry: { tournamentId: string; action: string; actor: string; before?: object; after: object },
  ): Promise<void> {
    await tx.auditEntry.create({
      data: {
        tournamentId: entry.tournamentId,
        action: entry.action,
        actor: entry.actor,
        ...(entry.before ? { before: { ...entry.before } } : {}),
        after: { ...entry.after },
      },
    });
  }
}

/** « Ana Rey & Bruno Roy », cut to the 80 characters of a team's name. */
function pairName(first: string, second: string, suffix = ''): string {
  const name = `${first || '?'} & ${second || '?'}`;
  return name.slice(0, 80 - suffix.length) + suffix;
}
