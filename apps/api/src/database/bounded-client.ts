import { Client, type ClientConfig, type QueryResult } from 'pg';

type Callback = (error: Error | null, result?: QueryResult) => void;

/**
 * A node-postgres client with two bounds the plain one lacks:
 *
 * - One query at a time. A query asked for while another runs waits here for its turn (pg 8 queues
 *   it with a deprecation warning, pg 9 refuses it). Prisma's query interpreter loads a
 *   transaction's relations in parallel (Promise.all over one transaction's client): they go one
 *   after the other.
 * - An answer within `answerTimeoutMs`. A server that does not answer (frozen, its machine gone)
 *   would hold the query, its request and its connection forever: past the bound the connection
 *   is destroyed, the query fails with ETIMEDOUT (a 503 for the client) and the pool drops the
 *   connection. A destroyed connection is never handed out again, so a transaction half done on
 *   it cannot leak into another request; PostgreSQL rolls it back when it finds the client gone.
 *   A slow statement on a live server is cancelled before by its statement_timeout.
 */
export function boundedClient(answerTimeoutMs: number): typeof Client {
  return class BoundedClient extends Client {
    /** The last query asked for: the next one starts when it has settled. */
    private turn: Promise<unknown> = Promise.resolve();

    constructor(config?: string | ClientConfig) {
      super(config);
      // The query that timed out already carries the error; the pool drops the client.
      this.on('error', () => undefined);
    }

    // pg's query has a dozen overloads; the API and Prisma use text or config, values, callback.
    override query(config: unknown, values?: unknown, callback?: unknown): never {
      const isSubmittable = typeof (config as { submit?: unknown } | null)?.submit === 'function';
      // A cursor or a stream (not used here) keeps pg's own handling.
      if (isSubmittable) return super.query(config as never, values as never) as never;
      const done = (typeof values === 'function' ? values : callback) as Callback | undefined;
      const args = typeof values === 'function' ? undefined : values;
      const answer = this.turn.then(() => this.send(config, args));
      this.turn = answer.catch(() => undefined);
      if (!done) return answer as never;
      answer.then(
        (result) => done(null, result),
        (error: Error) => done(error),
      );
      return undefined as never;
    }

    private send(config: unknown, values: unknown): Promise<QueryResult> {
      const timer = setTimeout(() => this.giveUp(), answerTimeoutMs);
      const sent = super.query(config as never, values as never) as Promise<QueryResult>;
      return sent.finally(() => clearTimeout(timer));
    }

    private giveUp(): void {
      const error = Object.assign(
        new Error(`The database did not answer within ${answerTimeoutMs} ms`),
        { code: 'ETIMEDOUT' },
      );
      (
        this as unknown as { connection: { stream: { destroy(error: Error): void } } }
      ).connection.stream.destroy(error);
    }
  } as unknown as typeof Client;
}
