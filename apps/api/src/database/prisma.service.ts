import { Inject, Injectable, type OnModuleDestroy } from '@nestjs/common';
import { PrismaPg } from '@prisma/adapter-pg';
import { Pool } from 'pg';
import { PrismaClient, type Prisma } from '../generated/prisma/client';
import { boundedClient } from './bounded-client';
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
    const timeouts = databaseTimeouts(process.env);
    const pool = new Pool({
      connectionString: databaseUrl,
      // An unreachable database fails fast (503), and so does a wait for a free connection.
      connectionTimeoutMillis: timeouts.connectMs,
      // PostgreSQL cancels a statement that runs longer (a lock waited for included)…
      statement_timeout: timeouts.statementMs,
      // …and a server that does not answer at all (frozen) is given up a second later.
      Client: boundedClient(timeouts.statementMs + ANSWER_GRACE_MS),
      // A connection whose peer vanished without a word is found out by TCP.
      keepAlive: true,
      keepAliveInitialDelayMillis: 10_000,
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

/** How long a connection may take to open, and a statement to run (see the README). */
export interface DatabaseTimeouts {
  connectMs: number;
  statementMs: number;
}

export const DEFAULT_CONNECT_TIMEOUT_MS = 3_000;
export const DEFAULT_STATEMENT_TIMEOUT_MS = 5_000;
/** What the API waits past statement_timeout for a server that does not answer at all. */
export const ANSWER_GRACE_MS = 1_000;

/** MARQUE_DB_CONNECT_TIMEOUT_MS and MARQUE_DB_STATEMENT_TIMEOUT_MS, checked at start. */
export function databaseTimeouts(env: NodeJS.ProcessEnv): DatabaseTimeouts {
  return {
    connectMs: milliseconds(env, 'MARQUE_DB_CONNECT_TIMEOUT_MS', DEFAULT_CONNECT_TIMEOUT_MS),
    statementMs: milliseconds(env, 'MARQUE_DB_STATEMENT_TIMEOUT_MS', DEFAULT_STATEMENT_TIMEOUT_MS),
  };
}

function milliseconds(env: NodeJS.ProcessEnv, name: string, fallback: number): number {
  const raw = env[name];
  if (raw === undefined || raw.trim() === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < 100 || value > 600_000)
    throw new Error(`${name} must be a number of milliseconds from 100 to 600000, got "${raw}"`);
  return value;
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
