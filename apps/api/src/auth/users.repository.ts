import { Injectable } from '@nestjs/common';
import { PrismaService, type Transaction } from '../database/prisma.service';

export interface Organiser {
  id: string;
  email: string;
  passwordHash: string;
  /** Goes up with every password change: a login token names the version it was made with. */
  passwordVersion: number;
  displayName: string;
  administrator: boolean;
  disabled: boolean;
}

const ORGANISER = {
  id: true,
  email: true,
  passwordHash: true,
  passwordVersion: true,
  displayName: true,
  administrator: true,
  disabledAt: true,
} as const;

type OrganiserRow = Omit<Organiser, 'disabled'> & { disabledAt: Date | null };

/** The name an account gets until it chooses one: its e-mail address up to the @. */
export function defaultDisplayName(email: string): string {
  return email.split('@')[0]?.slice(0, 80) || email.slice(0, 80);
}

@Injectable()
export class UsersRepository {
  constructor(private readonly prisma: PrismaService) {}

  async findByEmail(email: string, tx: Transaction = this.prisma): Promise<Organiser | null> {
    const row = await tx.user.findUnique({
      where: { email: email.toLowerCase() },
      select: ORGANISER,
    });
    return row && toOrganiser(row);
  }

  async findById(id: string): Promise<Organiser | null> {
    const row = await this.prisma.user.findUnique({ where: { id }, select: ORGANISER });
    return row && toOrganiser(row);
  }

  /**
   * The administrator of MARQUE_ADMIN_EMAIL: created, or given this password (which ends the
   * logins made with the old one), enabled and made administrator.
   */
  async upsertAdministrator(email: string, passwordHash: string | null): Promise<void> {
    const address = email.toLowerCase();
    await this.prisma.user.upsert({
      where: { email: address },
      create: {
        email: address,
        passwordHash: passwordHash ?? '',
        displayName: defaultDisplayName(address),
        administrator: true,
      },
      update: {
        administrator: true,
        disabledAt: null,
        ...(passwordHash ? { passwordHash, passwordVersion: { increment: 1 } } : {}),
      },
    });
  }

  /** Creates the organiser, or sets a new password, which ends the logins made with the old one. */
  async upsert(email: string, passwordHash: string): Promise<void> {
    await this.prisma.user.upsert({
      where: { email: email.toLowerCase() },
      create: {
        email: email.toLowerCase(),
        passwordHash,
        displayName: defaultDisplayName(email.toLowerCase()),
      },
      update: { passwordHash, passwordVersion: { increment: 1 } },
    });
  }

  /** A new organiser, in the transaction that accepts their invitation. */
  async create(
    tx: Transaction,
    account: { email: string; displayName: string; passwordHash: string },
  ): Promise<Organiser> {
    const row = await tx.user.create({
      data: { ...account, email: account.email.toLowerCase() },
      select: ORGANISER,
    });
    return toOrganiser(row);
  }

  /** A new password: the logins made with the old one end. Returns the new version. */
  async setPassword(id: string, passwordHash: string): Promise<number> {
    const row = await this.prisma.user.update({
      where: { id },
      data: { passwordHash, passwordVersion: { increment: 1 } },
      select: { passwordVersion: true },
    });
    return row.passwordVersion;
  }

  async setDisplayName(id: string, displayName: string): Promise<void> {
    await this.prisma.user.update({ where: { id }, data: { displayName } });
  }
}

function toOrganiser({ disabledAt, ...row }: OrganiserRow): Organiser {
  return { ...row, disabled: disabledAt !== null };
}
