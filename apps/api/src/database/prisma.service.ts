import { Inject, Injectable, type OnModuleDestroy } from '@nestjs/common';
import { PrismaPg } from '@prisma/adapter-pg';
import { Pool } from 'pg';
import { PrismaClient, type Prisma } from '../generated/prisma/client';
import { DATABASE_URL } from './database.tokens';

/**
 * The API's one kind of transaction: Prisma's interactive one (`inTransaction`). Plain SQL runs in
 * it too, with `$queryRawUnsafe` / `$executeRawUnsafe`, so a repository never asks which kind of
 * transaction it was handed. Raw results come as Prisma reads them: rows directly, bigint as a
 * BigInt, timestamps as Dates, json parsed.
 */
export type Transaction = Prisma.TransactionClient;

/**
 * The Prisma client on node-postgres (driver adapter: no native query engine), sharing its pool
 * with the plain SQL of the hot paths.
 */
@Injectable()
export class PrismaService extends PrismaClient implements OnModuleDestroy {
  /**
   * The pool Prisma runs on, for single plain SQL statements where Prisma's overhead shows (hot
   * paths only): never a transaction, which is `inTransaction`'s.
   */
  readonly pool: Pool;

  constructor(@Inject(DATABASE_URL) databaseUrl: string) {
    // A short connect timeout: an unreachable database must fail fast (health answers 503).
    const pool = new Pool({
      connectionString: databaseUrl,
      connectionTimeoutMillis: 3000,
      max: poolSize(process.env['MARQUE_DB_POOL_SIZE']),
    });
    // An idle connection that breaks (database restarted) is dropped by the pool; without a
    // listener its 'error' event would crash the process.
    pool.on('error', () => undefined);
    super({ adapter: new PrismaPg(pool) });
    this.pool = pool;
  }

  /**
   * One transaction per use case, with room to wait for a busy score sheet's row lock. It costs
   * about 2.8 ms of CPU against 0.4 ms for BEGIN/COMMIT by hand (measured with 50 concurrent
   * writers): the deal, written at every deal of every table, is one statement on `pool` with no
   * transaction around it; what takes one (a correction, a signature, a deal that lost a race,
   * a round) is rare enough for the cost not to show.
   */
  inTransaction<T>(work: (tx: Transaction) => Promise<T>): Promise<T> {
    return this.$transaction(work, { timeout: 15_000, maxWait: 15_000 });
  }

  async onModuleDestroy(): Promise<void> {
    await this.$disconnect();
    await this.pool.end();
  }
}

/** Connections of this process's pool (MARQUE_DB_POOL_SIZE, 10 by default): see the README. */
export const DEFAULT_POOL_SIZE = 10;

export function poolSize(raw: string | undefined): number {
  if (raw === undefined || raw.trim() === '') return DEFAULT_POOL_SIZE;
  const size = Number(raw);
  if (!Number.isInteger(size) || size < 1 || size > 500)
    throw new Error(`MARQUE_DB_POOL_SIZE must be an integer from 1 to 500, got "${raw}"`);
  return size;
}
