import { isDatabaseUnavailable } from '../common/database-unavailable';

/** A write waiting for its batch, and what its submitter waits for. */
interface Waiting<W> {
  write: W;
  resolve(written: boolean): void;
  reject(error: unknown): void;
}

/** The most writes sent in one statement. */
const BATCH_MAX = 100;

/**
 * Group commit of the writes that share a key (the deals of one tournament): while one batch of
 * a key is being written, the writes that arrive wait and go together in the next batch, one
 * statement and one commit for all. At most one write per table in a batch: a second one for the
 * same table waits for the next (it will find the sheet moved on, or not if the first failed).
 *
 * Why: every deal of a tournament takes its event lock until its commit, WAL flush included, so
 * one deal per commit makes the tournament's deals wait for each other's flush, one at a time.
 * A batch pays one lock and one flush for all of its deals. When nothing else is being written,
 * a write goes at once: a batch never waits to fill up.
 */
export class WriteBatches<W extends { table: { id: string } }> {
  private readonly queues = new Map<string, Array<Waiting<W>>>();

  /** `writeBatch` writes a batch and returns the ids of the tables it wrote. */
  constructor(private readonly writeBatch: (key: string, writes: W[]) => Promise<Set<string>>) {}

  /** Whether `write` was written (false: its table's sheet had moved on). */
  submit(key: string, write: W): Promise<boolean> {
    return new Promise<boolean>((resolve, reject) => {
      const queue = this.queues.get(key);
      if (queue) {
        queue.push({ write, resolve, reject });
        return;
      }
      const started: Array<Waiting<W>> = [{ write, resolve, reject }];
      this.queues.set(key, started);
      void this.drain(key, started);
    });
  }

  private async drain(key: string, queue: Array<Waiting<W>>): Promise<void> {
    while (queue.length > 0) {
      const batch = takeBatch(queue);
      if (await this.write(key, batch)) continue;
      // A failed batch is written again one write at a time: a write that cannot be written
      // (a value the database refuses) fails alone, not the deals of every other table. (A batch
      // that failed because the database is away fails as a whole, at once: see `write`.)
      for (const waiting of batch) await this.write(key, [waiting]);
    }
    this.queues.delete(key);
  }

  /**
   * Writes `batch` and answers its writes; false when it failed with several writes in it,
   * unless the database is away: then every write of it fails now (a 503 its phone retries),
   * rather than each waiting for its own timeout one after the other.
   */
  private async write(key: string, batch: Array<Waiting<W>>): Promise<boolean> {
    try {
      const written = await this.writeBatch(
        key,
        batch.map((waiting) => waiting.write),
      );
      for (const waiting of batch) waiting.resolve(written.has(waiting.write.table.id));
      return true;
    } catch (error) {
      if (batch.length > 1 && !isDatabaseUnavailable(error)) return false;
      for (const waiting of batch) waiting.reject(error);
      return true;
    }
  }
}

/** Takes from `queue`, in order, up to BATCH_MAX writes of distinct tables. */
function takeBatch<W extends { table: { id: string } }>(
  queue: Array<Waiting<W>>,
): Array<Waiting<W>> {
  const batch: Array<Waiting<W>> = [];
  const tables = new Set<string>();
  for (let index = 0; index < queue.length && batch.length < BATCH_MAX;) {
    const waiting = queue[index] as Waiting<W>;
    if (tables.has(waiting.write.table.id)) {
      index += 1;
      continue;
    }
    tables.add(waiting.write.table.id);
    batch.push(waiting);
    queue.splice(index, 1);
  }
  return batch;
}
