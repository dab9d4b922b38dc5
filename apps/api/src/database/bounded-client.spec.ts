import { Client, Pool } from 'pg';
import { createTestDatabase, type TestDatabase } from '@marque/database/testing';
import { boundedClient } from './bounded-client';

describe('boundedClient', () => {
  let database: TestDatabase;

  beforeAll(async () => {
    database = await createTestDatabase();
  });

  afterAll(async () => {
    await database.drop();
  });

  /** How many queries pg's own Client had in hand at once, at most, while `work` ran. */
  async function mostAtOnce(work: () => Promise<unknown>): Promise<number> {
    const original = Client.prototype.query;
    let inHand = 0;
    let most = 0;
    const spy = jest.spyOn(Client.prototype, 'query').mockImplementation(function (
      this: Client,
      ...args: unknown[]
    ) {
      inHand += 1;
      most = Math.max(most, inHand);
      const result = (original as (...a: unknown[]) => unknown).apply(this, args);
      const settled = () => {
        inHand -= 1;
      };
      if (result instanceof Promise) result.then(settled, settled);
      else inHand -= 1;
      return result as never;
    });
    try {
      await work();
    } finally {
      spy.mockRestore();
    }
    return most;
  }

  it('hands pg one query at a time, answering each in the order asked', async () => {
    const Bounded = boundedClient(5_000);
    const client = new Bounded({ connectionString: database.url });
    await client.connect();
    let answers: unknown[] = [];
    // As Prisma's interpreter loads a transaction's relations: Promise.all on one client.
    const most = await mostAtOnce(async () => {
      answers = await Promise.all([
        client.query('SELECT pg_sleep(0.05), 1 AS n'),
        client.query('SELECT $1::int AS n', [2]),
        client.query({ text: 'SELECT 3 AS n' }),
      ]);
    });
    await client.end();
    expect(most).toBe(1);
    expect(answers.map((answer) => (answer as { rows: Array<{ n: number }> }).rows[0]?.n)).toEqual([
      1, 2, 3,
    ]);
  });

  it('answers a callback as pg does (the pool calls it so)', async () => {
    const Bounded = boundedClient(5_000);
    const client = new Bounded({ connectionString: database.url });
    await client.connect();
    const n = await new Promise((resolve, reject) =>
      client.query('SELECT 7 AS n', [], (error, result) =>
        error ? reject(error) : resolve(result.rows[0].n),
      ),
    );
    await client.end();
    expect(n).toBe(7);
  });

  it('gives up on a server that does not answer in time: ETIMEDOUT, and the pool drops that connection', async () => {
    const pool = new Pool({ connectionString: database.url, max: 1, Client: boundedClient(300) });
    pool.on('error', () => undefined);
    await expect(pool.query('SELECT pg_sleep(3)')).rejects.toMatchObject({
      code: 'ETIMEDOUT',
      message: 'The database did not answer within 300 ms',
    });
    // The only connection was destroyed: the next query gets a fresh one, outside any leftover.
    const { rows } = await pool.query<{ n: number }>('SELECT 1 AS n');
    expect(rows).toEqual([{ n: 1 }]);
    expect(pool.totalCount).toBe(1);
    await pool.end();
  });

  it('leaves no half-done transaction to the next user of the pool', async () => {
    const pool = new Pool({ connectionString: database.url, max: 1, Client: boundedClient(300) });
    pool.on('error', () => undefined);
    const client = await pool.connect();
    await client.query('BEGIN');
    await client.query('CREATE TEMP TABLE left_behind (n int)');
    await expect(client.query('SELECT pg_sleep(3)')).rejects.toMatchObject({ code: 'ETIMEDOUT' });
    client.release();
    const { rows } = await pool.query<{ open: boolean }>(
      `SELECT to_regclass('pg_temp.left_behind') IS NOT NULL AS open`,
    );
    expect(rows).toEqual([{ open: false }]);
    await pool.end();
  });
});
