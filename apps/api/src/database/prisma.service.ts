import { Inject, Injectable, type OnModuleDestroy } from '@nestjs/common';
import { PrismaPg } from '@prisma/adapter-pg';
import { PrismaClient, type Prisma } from '../generated/prisma/client';
import { DATABASE_URL } from './database.tokens';

/** The Prisma client on node-postgres (driver adapter: no native query engine). */
@Injectable()
export class PrismaService extends PrismaClient implements OnModuleDestroy {
  constructor(@Inject(DATABASE_URL) databaseUrl: string) {
    // A short connect timeout: an unreachable database must fail fast (health answers 503).
    super({
      adapter: new PrismaPg({ connectionString: databaseUrl, connectionTimeoutMillis: 3000 }),
    });
  }

  /** One transaction per use case, with room to wait for a busy score sheet's row lock. */
  inTransaction<T>(work: (tx: Prisma.TransactionClient) => Promise<T>): Promise<T> {
    return this.$transaction(work, { timeout: 15_000, maxWait: 15_000 });
  }

  async onModuleDestroy(): Promise<void> {
    await this.$disconnect();
  }
}
