import { Injectable } from '@nestjs/common';
import { PrismaService } from '../database/prisma.service';

/**
 * Who runs a tournament: the members of its club. `member` says whether the organiser is one,
 * `hasMembers` whether anyone is (a club whose every member is gone runs nothing).
 */
export interface ClubAccess {
  member: boolean;
  hasMembers: boolean;
}

@Injectable()
export class OwnershipRepository {
  constructor(private readonly prisma: PrismaService) {}

  async accessToTournament(tournamentId: string, userId: string): Promise<ClubAccess | null> {
    const tournament = await this.prisma.tournament.findUnique({
      where: { id: tournamentId },
      select: { club: CLUB_ACCESS(userId) },
    });
    return tournament && accessOf(tournament.club);
  }

  async accessToTable(tableId: string, userId: string): Promise<ClubAccess | null> {
    const table = await this.prisma.table.findUnique({
      where: { id: tableId },
      select: { round: { select: { tournament: { select: { club: CLUB_ACCESS(userId) } } } } },
    });
    return table && accessOf(table.round.tournament.club);
  }
}

const CLUB_ACCESS = (userId: string) =>
  ({
    select: {
      members: { where: { userId }, select: { userId: true } },
      _count: { select: { members: true } },
    },
  }) as const;

function accessOf(club: { members: unknown[]; _count: { members: number } }): ClubAccess {
  return { member: club.members.length > 0, hasMembers: club._count.members > 0 };
}
