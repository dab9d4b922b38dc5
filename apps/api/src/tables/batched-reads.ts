/** The most items read in one query. */
const BATCH_MAX = 200;

/**
 * Reads asked while one is under way go together in the next query: one round trip for all,
 * instead of one each (under load, what a deal costs the API is mostly its queries' writes to
 * the socket). A read asked when none is under way goes at once: a batch never waits to fill up.
 * A read starts after it is asked, so it sees every write answered before.
 */
export class BatchedReads<I, O> {
  private readonly waiting: Array<{
    item: I;
    resolve(result: O): void;
    reject(error: unknown): void;
  }> = [];
  private reading = false;

  /** `readAll` returns one result per item, in their order. */
  constructor(private readonly readAll: (items: I[]) => Promise<O[]>) {}

  read(item: I): Promise<O> {
    return new Promise<O>((resolve, reject) => {
      this.waiting.push({ item, resolve, reject });
      if (!this.reading) void this.drain();
    });
  }

  private async drain(): Promise<void> {
    this.reading = true;
    while (this.waiting.length > 0) {
      const batch = this.waiting.splice(0, BATCH_MAX);
      try {
        const results = await this.readAll(batch.map((waiting) => waiting.item));
        batch.forEach((waiting, index) => waiting.resolve(results[index] as O));
      } catch (error) {
        for (const waiting of batch) waiting.reject(error);
      }
    }
    this.reading = false;
  }
}
