import { Injectable } from '@nestjs/common';
import type { AccountView } from '@marque/contracts';
import { PrismaService, type Transaction } from '../database/prisma.service';

const ACCOUNT_VIEW = {
  id: true,
  email: true,
  displayName: true,
  administrator: true,
  disabledAt: true,
  createdAt: true,
  memberships: {
    select: { club: { select: { id: true, name: true } } },
    orderBy: { club: { name: 'asc' } },
  },
} as const;

@Injectable()
export class AccountsRepository {
  constructor(private readonly prisma: PrismaService) {}

  /** Every organiser account, by name. */
  async list(): Promise<AccountView[]> {
    const rows = await this.prisma.user.findMany({
      select: ACCOUNT_VIEW,
      orderBy: [{ displayName: 'asc' }, { email: 'asc' }],
    });
    return rows.map(toAccountView);
  }

  async find(tx: Transaction, id: string): Promise<AccountView | null> {
    const row = await tx.user.findUnique({ where: { id }, select: ACCOUNT_VIEW });
    return row && toAccountView(row);
  }

  /**
   * Disables the account or enables it again. Disabling also moves its password version: its
   * logins end for good, and enabling it again brings none of them back.
   */
  async setDisabled(tx: Transaction, id: string, disabled: boolean): Promise<void> {
    await tx.user.update({
      where: { id },
      data: disabled
        ? { disabledAt: new Date(), passwordVersion: { increment: 1 } }
        : { disabledAt: null },
    });
  }
}

function toAccountView(row: {
  id: string;
  email: string;
  displayName: string;
  administrator: boolean;
  disabledAt: Date | null;
  createdAt: Date;
  memberships: Array<{ club: { id: string; name: string } }>;
}): AccountView {
  return {
    id: row.id,
    email: row.email,
    displayName: row.displayName,
    administrator: row.administrator,
    disabled: row.disabledAt !== null,
    clubs: row.memberships.map((membership) => membership.club),
    createdAt: row.createdAt.toISOString(),
  };
}
