import { Injectable } from '@nestjs/common';
import { PrismaService } from '../database/prisma.service';

@Injectable()
export class BackupsRepository {
  constructor(private readonly prisma: PrismaService) {}

  /** Whether the tournament's last round has every game over (finished, closed at the bell). */
  async lastRoundOver(tournamentId: string): Promise<boolean> {
    const rows = await this.prisma.$queryRaw<Array<{ over: boolean }>>`
      SELECT EXISTS (
        SELECT 1 FROM rounds r
        WHERE r.tournament_id = ${tournamentId}::uuid
          AND r.number = (SELECT max(number) FROM rounds WHERE tournament_id = ${tournamentId}::uuid)
          AND NOT EXISTS (SELECT 1 FROM tables t WHERE t.round_id = r.id AND t.finished_at IS NULL)
      ) AS over`;
    return rows[0]?.over ?? false;
  }
}
