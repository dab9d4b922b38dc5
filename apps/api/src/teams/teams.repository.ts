import { HttpStatus, Injectable } from '@nestjs/common';
import type { TeamView } from '@marque/contracts';
import type { AnyDealRecord } from '@marque/rules';
import { ApiError } from '../common/api-error';
import { PrismaService, type Transaction } from '../database/prisma.service';

export type { TeamView };

const TEAM_COLUMNS = {
  id: true,
  name: true,
  player1: true,
  player2: true,
  player1Id: true,
  player2Id: true,
  club: true,
  withdrawn: true,
  joinedRound: true,
} as const;

/** A table a team sat at, as the team's own page needs it. */
export interface TeamTable {
  id: string;
  number: number;
  teamA: TeamView;
  teamB: TeamView;
  totals: { A: number; B: number };
  winner: 'A' | 'B' | null;
  finished: boolean;
  closedAtBell: boolean;
  /** A walkover: the side whose team withdrew. */
  forfeitedBy: 'A' | 'B' | null;
  /** Level at the bell, it played one more deal. */
  extraDeal: boolean;
  /** A game of the knockout phase. */
  knockout: boolean;
  /** The facts of every deal, in order. */
  deals: AnyDealRecord[];
}

/** A team and every round so far: the bye it had, or its table (at most one). */
export interface TeamRounds {
  team: TeamView;
  rounds: Array<{ number: number; bye: boolean; tables: TeamTable[] }>;
}

type TeamRow = {
  id: string;
  name: string;
  player1: string;
  player2: string;
  player1Id: string | null;
  player2Id: string | null;
  club: string | null;
  withdrawn: boolean;
  joinedRound: number;
};

/** A team's two seats: the person at each and the name shown. */
export type TeamSeats = ReadonlyArray<{ id: string; name: string }>;

@Injectable()
export class TeamsRepository {
  constructor(private readonly prisma: PrismaService) {}

  inTransaction<T>(work: (tx: Transaction) => Promise<T>): Promise<T> {
    return this.prisma.inTransaction(work);
  }

  async create(
    tx: Transaction,
    tournamentId: string,
    team: { name: string; seats: TeamSeats; club?: string; joinedRound: number },
  ): Promise<TeamView> {
    const row = await uniqueName(team.name, () =>
      tx.team.create({
        data: {
          tournamentId,
          name: team.name,
          ...seatColumns(team.seats),
          club: team.club || null,
          joinedRound: team.joinedRound,
        },
      }),
    );
    return toView(row);
  }

  async find(tx: Transaction, tournamentId: string, teamId: string): Promise<TeamView | null> {
    const row = await tx.team.findFirst({ where: { id: teamId, tournamentId } });
    return row ? toView(row) : null;
  }

  async update(
    tx: Transaction,
    existing: TeamView,
    change: { name?: string; seats?: TeamSeats; club?: string; withdrawn?: boolean },
  ): Promise<TeamView> {
    const row = await uniqueName(change.name ?? existing.name, () =>
      tx.team.update({
        where: { id: existing.id },
        data: {
          name: change.name,
          ...(change.seats ? seatColumns(change.seats) : {}),
          club: change.club === undefined ? undefined : change.club || null,
          withdrawn: change.withdrawn,
        },
      }),
    );
    return toView(row);
  }

  /**
   * A team and the rounds it was in: its table (both teams, the sheet's totals and deals), or
   * the bye; null when the tournament has no such team.
   */
  async findGames(tournamentId: string, teamId: string): Promise<TeamRounds | null> {
    const row = await this.prisma.team.findFirst({ where: { id: teamId, tournamentId } });
    if (!row) return null;
    const rounds = await this.prisma.round.findMany({
      where: { tournamentId },
      orderBy: { number: 'asc' },
      select: {
        number: true,
        byeTeamId: true,
        knockout: true,
        tables: {
          where: { OR: [{ teamAId: teamId }, { teamBId: teamId }] },
          select: {
            id: true,
            number: true,
            totalA: true,
            totalB: true,
            winner: true,
            finishedAt: true,
            closedAtBell: true,
            forfeitedBy: true,
            bellDeals: true,
            teamA: { select: TEAM_COLUMNS },
            teamB: { select: TEAM_COLUMNS },
            deals: { orderBy: { number: 'asc' }, select: { facts: true } },
          },
        },
      },
    });
    return {
      team: toView(row),
      rounds: rounds.map((round) => ({
        number: round.number,
        bye: round.byeTeamId === teamId,
        tables: round.tables.map((table) => ({
          id: table.id,
          number: table.number,
          teamA: toView(table.teamA),
          teamB: toView(table.teamB),
          totals: { A: table.totalA, B: table.totalB },
          winner: table.winner,
          finished: table.finishedAt !== null,
          closedAtBell: table.closedAtBell,
          forfeitedBy: table.forfeitedBy,
          extraDeal: table.bellDeals !== null,
          knockout: round.knockout,
          deals: table.deals.map((deal) => deal.facts as unknown as AnyDealRecord),
        })),
      })),
    };
  }

  async list(tournamentId: string): Promise<TeamView[]> {
    const rows = await this.prisma.team.findMany({
      where: { tournamentId },
      orderBy: { createdAt: 'asc' },
    });
    return rows.map(toView);
  }
}

/** Two teams of a tournament cannot share a name: the unique index answers, we say 409. */
async function uniqueName<T>(name: string, write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if ((error as { code?: string }).code === 'P2002') {
      throw new ApiError(
        HttpStatus.CONFLICT,
        'TEAM_NAME_TAKEN',
        `A team named "${name}" is already registered in this tournament`,
        { params: { name } },
      );
    }
    throw error;
  }
}

/** The columns of both seats: each person's id and the name shown. */
function seatColumns(seats: TeamSeats) {
  const [first, second] = seats;
  if (!first || !second) throw new Error('A team has two seats');
  return { player1Id: first.id, player1: first.name, player2Id: second.id, player2: second.name };
}

function toView(row: TeamRow): TeamView {
  return {
    id: row.id,
    name: row.name,
    players: [row.player1, row.player2],
    playerIds: [row.player1Id, row.player2Id],
    club: row.club,
    withdrawn: row.withdrawn,
    joinedRound: row.joinedRound,
  };
}
