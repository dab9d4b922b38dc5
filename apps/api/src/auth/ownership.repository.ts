import { Injectable } from '@nestjs/common';
import { PrismaService } from '../database/prisma.service';

/** Who runs a tournament: the organiser who created it (null once that account is gone). */
@Injectable()
export class OwnershipRepository {
  constructor(private readonly prisma: PrismaService) {}

  async ownerOfTournament(tournamentId: string): Promise<{ ownerId: string | null } | null> {
    return this.prisma.tournament.findUnique({
      where: { id: tournamentId },
      select: { ownerId: true },
    });
  }

  async ownerOfTable(tableId: string): Promise<{ ownerId: string | null } | null> {
    const table = await this.prisma.table.findUnique({
      where: { id: tableId },
      select: { round: { select: { tournament: { select: { ownerId: true } } } } },
    });
    return table ? { ownerId: table.round.tournament.ownerId } : null;
  }
}
