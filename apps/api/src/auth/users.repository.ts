import { Injectable } from '@nestjs/common';
import { PrismaService } from '../database/prisma.service';

export interface Organiser {
  id: string;
  email: string;
  passwordHash: string;
  /** Goes up with every password change: a login token names the version it was made with. */
  passwordVersion: number;
}

const ORGANISER = { id: true, email: true, passwordHash: true, passwordVersion: true } as const;

@Injectable()
export class UsersRepository {
  constructor(private readonly prisma: PrismaService) {}

  findByEmail(email: string): Promise<Organiser | null> {
    return this.prisma.user.findUnique({
      where: { email: email.toLowerCase() },
      select: ORGANISER,
    });
  }

  findById(id: string): Promise<Organiser | null> {
    return this.prisma.user.findUnique({ where: { id }, select: ORGANISER });
  }

  /** Creates the organiser, or sets a new password, which ends the logins made with the old one. */
  async upsert(email: string, passwordHash: string): Promise<void> {
    await this.prisma.user.upsert({
      where: { email: email.toLowerCase() },
      create: { email: email.toLowerCase(), passwordHash },
      update: { passwordHash, passwordVersion: { increment: 1 } },
    });
  }
}
