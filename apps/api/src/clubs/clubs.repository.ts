import { Injectable } from '@nestjs/common';
import type { ClubRef, ClubView } from '@marque/contracts';
import { PrismaService, type Transaction } from '../database/prisma.service';

const CLUB_VIEW = {
  id: true,
  name: true,
  members: {
    select: { user: { select: { id: true, displayName: true, email: true } } },
    orderBy: { user: { displayName: 'asc' } },
  },
} as const;

@Injectable()
export class ClubsRepository {
  constructor(private readonly prisma: PrismaService) {}

  /** The clubs the organiser is a member of, by name. */
  clubsOf(userId: string, tx: Transaction = this.prisma): Promise<ClubRef[]> {
    return tx.club.findMany({
      where: { members: { some: { userId } } },
      select: { id: true, name: true },
      orderBy: [{ name: 'asc' }, { createdAt: 'asc' }],
    });
  }

  /** Clubs with their members: every club, or those of one member. */
  async list(memberId?: string): Promise<ClubView[]> {
    const rows = await this.prisma.club.findMany({
      where: memberId ? { members: { some: { userId: memberId } } } : {},
      select: CLUB_VIEW,
      orderBy: [{ name: 'asc' }, { createdAt: 'asc' }],
    });
    return rows.map(toClubView);
  }

  async find(clubId: string, tx: Transaction = this.prisma): Promise<ClubView | null> {
    const row = await tx.club.findUnique({ where: { id: clubId }, select: CLUB_VIEW });
    return row && toClubView(row);
  }

  async create(tx: Transaction, name: string, memberId?: string): Promise<ClubRef> {
    return tx.club.create({
      data: { name, ...(memberId ? { members: { create: { userId: memberId } } } : {}) },
      select: { id: true, name: true },
    });
  }

  /** Whether the member was added (false: they already were one). */
  async addMember(tx: Transaction, clubId: string, userId: string): Promise<boolean> {
    const added = await tx.clubMember.createMany({
      data: [{ clubId, userId }],
      skipDuplicates: true,
    });
    return added.count > 0;
  }

  /** Whether a member was removed. */
  async removeMember(tx: Transaction, clubId: string, userId: string): Promise<boolean> {
    const removed = await tx.clubMember.deleteMany({ where: { clubId, userId } });
    return removed.count > 0;
  }

  async isMember(clubId: string, userId: string, tx: Transaction = this.prisma): Promise<boolean> {
    const member = await tx.clubMember.findUnique({
      where: { clubId_userId: { clubId, userId } },
      select: { userId: true },
    });
    return member !== null;
  }
}

function toClubView(row: {
  id: string;
  name: string;
  members: Array<{ user: { id: string; displayName: string; email: string } }>;
}): ClubView {
  return { id: row.id, name: row.name, members: row.members.map((member) => member.user) };
}
