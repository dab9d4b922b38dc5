import { Injectable } from '@nestjs/common';
import { PrismaService } from '../database/prisma.service';

/** Longest the health check waits for PostgreSQL: a frozen database is "down" at once. */
export const HEALTH_TIMEOUT_MS = 2_000;

@Injectable()
export class HealthRepository {
  constructor(private readonly prisma: PrismaService) {}

  /**
   * A real round trip to PostgreSQL, within HEALTH_TIMEOUT_MS. A query still waiting then is
   * left to the pool's own bounds (it fails, and its connection is dropped, a little later).
   */
  async ping(): Promise<void> {
    let timer: NodeJS.Timeout | undefined;
    const late = new Promise<never>((_, reject) => {
      timer = setTimeout(
        () => reject(new Error(`no answer within ${HEALTH_TIMEOUT_MS} ms`)),
        HEALTH_TIMEOUT_MS,
      );
    });
    const answer = this.prisma.pool.query('SELECT 1');
    answer.catch(() => undefined); // a late failure once the check has answered
    try {
      await Promise.race([answer, late]);
    } finally {
      clearTimeout(timer);
    }
  }
}
