import { ConflictException, Injectable } from '@nestjs/common';
import type { TeamView } from '@marque/contracts';
import { PrismaService } from '../database/prisma.service';

export type { TeamView };

type TeamRow = {
  id: string;
  name: string;
  player1: string;
  player2: string;
  club: string | null;
  withdrawn: boolean;
  joinedRound: number;
};

@Injectable()
export class TeamsRepository {
  constructor(private readonly prisma: PrismaService) {}

  async create(
    tournamentId: string,
    team: { name: string; players: [string, string]; club?: string; joinedRound: number },
  ): Promise<TeamView> {
    const row = await uniqueName(team.name, () =>
      this.prisma.team.create({
        data: {
          tournamentId,
          name: team.name,
          player1: team.players[0],
          player2: team.players[1],
          club: team.club || null,
          joinedRound: team.joinedRound,
        },
      }),
    );
    return toView(row);
  }

  async update(
    tournamentId: string,
    teamId: string,
    change: { name?: string; players?: [string, string]; club?: string; withdrawn?: boolean },
  ): Promise<TeamView | null> {
    const existing = await this.prisma.team.findFirst({ where: { id: teamId, tournamentId } });
    if (!existing) return null;
    const row = await uniqueName(change.name ?? existing.name, () =>
      this.prisma.team.update({
        where: { id: teamId },
        data: {
          name: change.name,
          player1: change.players?.[0],
          player2: change.players?.[1],
          club: change.club === undefined ? undefined : change.club || null,
          withdrawn: change.withdrawn,
        },
      }),
    );
    return toView(row);
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
      throw new ConflictException(
        `A team named "${name}" is already registered in this tournament`,
      );
    }
    throw error;
  }
}

function toView(row: TeamRow): TeamView {
  return {
    id: row.id,
    name: row.name,
    players: [row.player1, row.player2],
    club: row.club,
    withdrawn: row.withdrawn,
    joinedRound: row.joinedRound,
  };
}
