import { Injectable } from '@nestjs/common';
import type { ClubRef } from '@marque/contracts';
import { PrismaService, type Transaction } from '../database/prisma.service';

export interface StoredInvitation {
  id: string;
  email: string;
  club: ClubRef | null;
  invitedBy: string | null;
  expiresAt: Date;
  accepted: boolean;
}

@Injectable()
export class InvitationsRepository {
  constructor(private readonly prisma: PrismaService) {}

  async create(
    tx: Transaction,
    invitation: {
      tokenHash: string;
      email: string;
      clubId: string | null;
      invitedById: string;
      expiresAt: Date;
    },
  ): Promise<{ id: string }> {
    return tx.invitation.create({ data: invitation, select: { id: true } });
  }

  async findByTokenHash(tokenHash: string): Promise<StoredInvitation | null> {
    const row = await this.prisma.invitation.findUnique({
      where: { tokenHash },
      select: {
        id: true,
        email: true,
        expiresAt: true,
        acceptedAt: true,
        club: { select: { id: true, name: true } },
        invitedBy: { select: { displayName: true } },
      },
    });
    return (
      row && {
        id: row.id,
        email: row.email,
        club: row.club,
        invitedBy: row.invitedBy?.displayName ?? null,
        expiresAt: row.expiresAt,
        accepted: row.acceptedAt !== null,
      }
    );
  }

  /** Marks it used, if it still can be (once, before it expires): false when it cannot. */
  async markAccepted(tx: Transaction, id: string, now: Date): Promise<boolean> {
    const used = await tx.invitation.updateMany({
      where: { id, acceptedAt: null, expiresAt: { gt: now } },
      data: { acceptedAt: now },
    });
    return used.count === 1;
  }
}
