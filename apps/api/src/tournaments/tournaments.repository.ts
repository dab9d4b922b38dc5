import { Injectable } from '@nestjs/common';
import type {
  ByeRule,
  PoolsKnockout,
  RulesetId,
  TournamentOptions,
  TournamentView,
} from '@marque/contracts';
import { isTiebreak } from '@marque/standings';
import { PrismaService, type Transaction } from '../database/prisma.service';
import { byePointsInAdvance } from './bye-rule';
import type { PairingName } from './dto/create-tournament.dto';

export type { TournamentOptions, TournamentView };

/** What the standings and the pairing need of a tournament. */
export interface TournamentRules extends TournamentOptions {
  id: string;
  ruleset: RulesetId;
  target: number | null;
  rounds: number;
  pairing: PairingName;
  poolsKnockout: PoolsKnockout | null;
  drawSeed: number;
}

/** What an organiser changes of a tournament (the service says what is allowed when). */
export interface TournamentChange {
  name?: string;
  /** `YYYY-MM-DD`, or null for no day. */
  date?: string | null;
  rounds?: number;
  ruleset?: RulesetId;
  target?: number | null;
  options?: Partial<TournamentOptions>;
}

/** The options that make the game and the ranking: fixed once the first round has started. */
export type GameFormatOption = 'dealsPerGame' | 'passedOutCounts' | 'ranking' | 'byeRule';

const PAIRING_TO_DB = {
  swiss: 'SWISS',
  'round-robin': 'ROUND_ROBIN',
  'pools-knockout': 'POOLS_KNOCKOUT',
} as const;
const PAIRING_FROM_DB = {
  SWISS: 'swiss',
  ROUND_ROBIN: 'round-robin',
  POOLS_KNOCKOUT: 'pools-knockout',
} as const;
const STATUS_FROM_DB = { DRAFT: 'draft', RUNNING: 'running', FINISHED: 'finished' } as const;
const TIE_TO_DB = { draw: 'DRAW', 'last-declarer': 'LAST_DECLARER' } as const;
const TIE_FROM_DB = { DRAW: 'draw', LAST_DECLARER: 'last-declarer' } as const;
const RANKING_TO_DB = { wins: 'WINS', points: 'POINTS' } as const;
const RANKING_FROM_DB = { WINS: 'wins', POINTS: 'points' } as const;
const BYE_RULE_TO_DB = {
  fixed: 'FIXED',
  'half-game': 'HALF_GAME',
  'round-average': 'ROUND_AVERAGE',
} as const;
const BYE_RULE_FROM_DB = {
  FIXED: 'fixed',
  HALF_GAME: 'half-game',
  ROUND_AVERAGE: 'round-average',
} as const;

type TournamentRow = {
  id: string;
  name: string;
  date: Date | null;
  ruleset: string;
  target: number | null;
  rounds: number;
  pairing: keyof typeof PAIRING_FROM_DB;
  status: keyof typeof STATUS_FROM_DB;
  tiebreaks: string[];
  drawSeed: number;
  roundMinutes: number | null;
  tieAtBell: keyof typeof TIE_FROM_DB;
  lateEntryByes: boolean;
  avoidSameClub: boolean;
  dealsPerGame: number | null;
  passedOutCounts: boolean;
  ranking: keyof typeof RANKING_FROM_DB;
  byeRule: keyof typeof BYE_RULE_FROM_DB | null;
  byePoints: number | null;
  /** A PoolsKnockout, as written at creation. */
  poolsKnockout: unknown;
  nextRoundAt: Date | null;
  createdAt: Date;
  _count: { playedRounds: number };
  club: { id: string; name: string };
};

/** What a view needs beside the tournament's columns: its rounds started, its club. */
const VIEW_RELATIONS = {
  _count: { select: { playedRounds: true } },
  club: { select: { id: true, name: true } },
} as const;

@Injectable()
export class TournamentsRepository {
  constructor(private readonly prisma: PrismaService) {}

  async create(
    data: {
      name: string;
      rounds: number;
      pairing: PairingName;
      ruleset: RulesetId;
      target: number | null;
      date?: string;
      ownerId: string;
      clubId: string;
      drawSeed: number;
      options: TournamentOptions;
      poolsKnockout: PoolsKnockout | null;
    },
    tx: Transaction = this.prisma,
  ): Promise<TournamentView> {
    const row = await tx.tournament.create({
      data: {
        name: data.name,
        rounds: data.rounds,
        pairing: PAIRING_TO_DB[data.pairing],
        ruleset: data.ruleset,
        target: data.target,
        date: data.date ? dayOf(data.date) : null,
        ownerId: data.ownerId,
        clubId: data.clubId,
        drawSeed: data.drawSeed,
        tiebreaks: data.options.tiebreaks,
        roundMinutes: data.options.roundMinutes,
        tieAtBell: TIE_TO_DB[data.options.tieAtBell],
        lateEntryByes: data.options.lateEntryByes,
        avoidSameClub: data.options.avoidSameClub,
        ...formatColumns(data.options),
        ...(data.poolsKnockout ? { poolsKnockout: { ...data.poolsKnockout } } : {}),
      },
      include: VIEW_RELATIONS,
    });
    return toView(row);
  }

  /**
   * Changes a tournament under its row lock; `change` sees the tournament as it is (with its
   * rounds started) and returns the fields to write, or throws to refuse.
   */
  update(
    id: string,
    change: (current: TournamentView) => TournamentChange,
  ): Promise<TournamentView | null> {
    return this.prisma.inTransaction(async (tx) => {
      const locked = await tx.$queryRaw<Array<{ id: string }>>`
        SELECT id FROM tournaments WHERE id = ${id}::uuid FOR UPDATE`;
      if (locked.length === 0) return null;
      const current = await tx.tournament.findUniqueOrThrow({
        where: { id },
        include: VIEW_RELATIONS,
      });
      const { options, date, ...fields } = change(toView(current));
      const row = await tx.tournament.update({
        where: { id },
        data: {
          ...fields,
          ...(date !== undefined ? { date: date === null ? null : dayOf(date) } : {}),
          ...settingColumns(options ?? {}),
          ...formatColumns(options ?? {}),
        },
        include: VIEW_RELATIONS,
      });
      return toView(row);
    });
  }

  /**
   * Deletes a tournament and everything it holds, in one transaction: its rounds first (their tables,
   * deals and audit go with them; a table's teams may not go before it), then the tournament (its
   * teams, audit and events). False when there was none.
   */
  async delete(id: string): Promise<boolean> {
    return this.prisma.inTransaction(async (tx) => {
      const locked = await tx.$queryRaw<Array<{ id: string }>>`
        SELECT id FROM tournaments WHERE id = ${id}::uuid FOR UPDATE`;
      if (locked.length === 0) return false;
      await tx.$executeRaw`
        DELETE FROM idempotent_requests WHERE table_id IN (
          SELECT tables.id FROM tables JOIN rounds ON rounds.id = tables.round_id
          WHERE rounds.tournament_id = ${id}::uuid)`;
      await tx.$executeRaw`DELETE FROM rounds WHERE tournament_id = ${id}::uuid`;
      await tx.$executeRaw`DELETE FROM tournaments WHERE id = ${id}::uuid`;
      return true;
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
    return this.prisma.tournament.findUnique({ where: { id }, include: VIEW_RELATIONS });
  }

  /** The tournaments of the organiser's clubs, the most recent first. */
  async listOfMember(userId: string): Promise<TournamentView[]> {
    const rows = await this.prisma.tournament.findMany({
      where: { club: { members: { some: { userId } } } },
      orderBy: [{ createdAt: 'desc' }],
      include: VIEW_RELATIONS,
    });
    return rows.map(toView);
  }
}

/** The columns of the options that make the game and the ranking, those given only. */
/** A `YYYY-MM-DD` day as the date column stores it. */
function dayOf(date: string): Date {
  return new Date(`${date.slice(0, 10)}T00:00:00Z`);
}

/** The options that are not the game format: tiebreaks, round clock, ties at the bell, pairing. */
function settingColumns(options: Partial<TournamentOptions>) {
  const { tiebreaks, roundMinutes, tieAtBell, lateEntryByes, avoidSameClub } = options;
  return {
    ...(tiebreaks !== undefined ? { tiebreaks } : {}),
    ...(roundMinutes !== undefined ? { roundMinutes } : {}),
    ...(tieAtBell !== undefined ? { tieAtBell: TIE_TO_DB[tieAtBell] } : {}),
    ...(lateEntryByes !== undefined ? { lateEntryByes } : {}),
    ...(avoidSameClub !== undefined ? { avoidSameClub } : {}),
  };
}

function formatColumns(options: Partial<Pick<TournamentOptions, GameFormatOption>>) {
  const { dealsPerGame, passedOutCounts, ranking, byeRule } = options;
  return {
    ...(dealsPerGame !== undefined ? { dealsPerGame } : {}),
    ...(passedOutCounts !== undefined ? { passedOutCounts } : {}),
    ...(ranking !== undefined ? { ranking: RANKING_TO_DB[ranking] } : {}),
    ...(byeRule !== undefined
      ? {
          byeRule: byeRule ? BYE_RULE_TO_DB[byeRule.rule] : null,
          byePoints: byeRule?.rule === 'fixed' ? byeRule.points : null,
        }
      : {}),
  };
}

function byeRuleOf(row: TournamentRow): ByeRule | null {
  if (row.byeRule === null) return null;
  const rule = BYE_RULE_FROM_DB[row.byeRule];
  return rule === 'fixed' ? { rule, points: row.byePoints ?? 0 } : { rule };
}

function toView(row: TournamentRow): TournamentView {
  const ruleset = row.ruleset as RulesetId;
  const byeRule = byeRuleOf(row);
  return {
    id: row.id,
    name: row.name,
    club: row.club,
    date: row.date ? row.date.toISOString().slice(0, 10) : null,
    ruleset,
    target: row.target,
    byePoints: byePointsInAdvance({
      ruleset,
      target: row.target,
      dealsPerGame: row.dealsPerGame,
      byeRule,
    }),
    rounds: row.rounds,
    pairing: PAIRING_FROM_DB[row.pairing],
    poolsKnockout: (row.poolsKnockout ?? null) as PoolsKnockout | null,
    status: STATUS_FROM_DB[row.status],
    roundsStarted: row._count.playedRounds,
    nextRoundAt: row.nextRoundAt?.toISOString() ?? null,
    tiebreaks: row.tiebreaks.filter(isTiebreak),
    roundMinutes: row.roundMinutes,
    tieAtBell: TIE_FROM_DB[row.tieAtBell],
    lateEntryByes: row.lateEntryByes,
    avoidSameClub: row.avoidSameClub,
    dealsPerGame: row.dealsPerGame,
    passedOutCounts: row.passedOutCounts,
    ranking: RANKING_FROM_DB[row.ranking],
    byeRule,
    createdAt: row.createdAt.toISOString(),
  };
}
