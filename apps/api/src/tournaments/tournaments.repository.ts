import { Injectable } from '@nestjs/common';
import type { RulesetId, TournamentOptions, TournamentView } from '@marque/contracts';
import { isTiebreak } from '@marque/standings';
import { PrismaService } from '../database/prisma.service';
import type { PairingName } from './dto/create-tournament.dto';

export type { TournamentOptions, TournamentView };

/** What the standings and the pairing need of a tournament. */
export interface TournamentRules extends TournamentOptions {
  id: string;
  ruleset: RulesetId;
  target: number;
  rounds: number;
  pairing: PairingName;
  drawSeed: number;
}

const PAIRING_TO_DB = { swiss: 'SWISS', 'round-robin': 'ROUND_ROBIN' } as const;
const PAIRING_FROM_DB = { SWISS: 'swiss', ROUND_ROBIN: 'round-robin' } as const;
const STATUS_FROM_DB = { DRAFT: 'draft', RUNNING: 'running', FINISHED: 'finished' } as const;
const TIE_TO_DB = { draw: 'DRAW', 'last-declarer': 'LAST_DECLARER' } as const;
const TIE_FROM_DB = { DRAW: 'draw', LAST_DECLARER: 'last-declarer' } as const;

type TournamentRow = {
  id: string;
  name: string;
  date: Date | null;
  ruleset: string;
  target: number;
  rounds: number;
  pairing: keyof typeof PAIRING_FROM_DB;
  status: keyof typeof STATUS_FROM_DB;
  tiebreaks: string[];
  drawSeed: number;
  roundMinutes: number | null;
  tieAtBell: keyof typeof TIE_FROM_DB;
  lateEntryByes: boolean;
  avoidSameClub: boolean;
  createdAt: Date;
  _count: { playedRounds: number };
};

const WITH_ROUND_COUNT = { _count: { select: { playedRounds: true } } } as const;

@Injectable()
export class TournamentsRepository {
  constructor(private readonly prisma: PrismaService) {}

  async create(data: {
    name: string;
    rounds: number;
    pairing: PairingName;
    ruleset: RulesetId;
    target: number;
    date?: string;
    ownerId: string;
    drawSeed: number;
    options: TournamentOptions;
  }): Promise<TournamentView> {
    const row = await this.prisma.tournament.create({
      data: {
        name: data.name,
        rounds: data.rounds,
        pairing: PAIRING_TO_DB[data.pairing],
        ruleset: data.ruleset,
        target: data.target,
        date: data.date ? new Date(`${data.date.slice(0, 10)}T00:00:00Z`) : null,
        ownerId: data.ownerId,
        drawSeed: data.drawSeed,
        tiebreaks: data.options.tiebreaks,
        roundMinutes: data.options.roundMinutes,
        tieAtBell: TIE_TO_DB[data.options.tieAtBell],
        lateEntryByes: data.options.lateEntryByes,
        avoidSameClub: data.options.avoidSameClub,
      },
      include: WITH_ROUND_COUNT,
    });
    return toView(row);
  }

  /**
   * Changes a tournament under its row lock; `change` sees the tournament as it is (with its
   * rounds started) and returns the fields to write, or throws to refuse.
   */
  update(
    id: string,
    change: (current: TournamentView) => { name?: string; ruleset?: RulesetId; target?: number },
  ): Promise<TournamentView | null> {
    return this.prisma.inTransaction(async (tx) => {
      const locked = await tx.$queryRaw<Array<{ id: string }>>`
        SELECT id FROM tournaments WHERE id = ${id}::uuid FOR UPDATE`;
      if (locked.length === 0) return null;
      const current = await tx.tournament.findUniqueOrThrow({
        where: { id },
        include: WITH_ROUND_COUNT,
      });
      const row = await tx.tournament.update({
        where: { id },
        data: change(toView(current)),
        include: WITH_ROUND_COUNT,
      });
      return toView(row);
    });
  }

  async findById(id: string): Promise<TournamentView | null> {
    const row = await this.findRow(id);
    return row ? toView(row) : null;
  }

  async rulesOf(id: string): Promise<TournamentRules | null> {
    const row = await this.findRow(id);
    return row ? { ...toView(row), drawSeed: row.drawSeed } : null;
  }

  private findRow(id: string) {
    return this.prisma.tournament.findUnique({ where: { id }, include: WITH_ROUND_COUNT });
  }

  /** The organiser's tournaments, the most recent first. */
  async listOwnedBy(ownerId: string): Promise<TournamentView[]> {
    const rows = await this.prisma.tournament.findMany({
      where: { ownerId },
      orderBy: [{ createdAt: 'desc' }],
      include: WITH_ROUND_COUNT,
    });
    return rows.map(toView);
  }
}

function toView(row: TournamentRow): TournamentView {
  return {
    id: row.id,
    name: row.name,
    date: row.date ? row.date.toISOString().slice(0, 10) : null,
    ruleset: row.ruleset as RulesetId,
    target: row.target,
    rounds: row.rounds,
    pairing: PAIRING_FROM_DB[row.pairing],
    status: STATUS_FROM_DB[row.status],
    roundsStarted: row._count.playedRounds,
    tiebreaks: row.tiebreaks.filter(isTiebreak),
    roundMinutes: row.roundMinutes,
    tieAtBell: TIE_FROM_DB[row.tieAtBell],
    lateEntryByes: row.lateEntryByes,
    avoidSameClub: row.avoidSameClub,
    createdAt: row.createdAt.toISOString(),
  };
}
