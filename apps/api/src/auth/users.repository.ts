import { Injectable } from '@nestjs/common';
import { PrismaService } from '../database/prisma.service';

export interface Organiser {
  id: string;
  email: string;
  passwordHash: string;
}

@Injectable()
export class UsersRepository {
  constructor(private readonly prisma: PrismaService) {}

  findByEmail(email: string): Promise<Organiser | null> {
    return this.prisma.user.findUnique({
      where: { email: email.toLowerCase() },
      select: { id: true, email: true, passwordHash: true },
    });
  }

  /** Creates the organiser, or sets the password of the existing one. */
  async upsert(email: string, passwordHash: string): Promise<void> {
    await this.prisma.user.upsert({
      where: { email: email.toLowerCase() },
      create: { email: email.toLowerCase(), passwordHash },
      update: { passwordHash },
    });
  }
}
