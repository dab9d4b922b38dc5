/**
 * Runs jobs a few at a time, with a short queue behind them (FIFO); a job that finds the queue
 * full is refused at once with `refusal()`, and costs nothing, unless it may jump the queue: such
 * jobs then wait in a second line as short, served first. For work that each request pays
 * dearly for (a password's bcrypt), so that a flood of such requests waits in a bounded line
 * instead of taking every thread from everything else.
 */
export class BoundedWork {
  private running = 0;
  private readonly queue: Array<() => void> = [];
  private readonly first: Array<() => void> = [];

  constructor(
    private readonly atOnce: number,
    private readonly waiting: number,
    private readonly refusal: () => Error,
  ) {}

  /**
   * `job` in its turn. `mayJump` is asked only when the queue is full (it may cost a query):
   * whether this job may wait in the line served first.
   */
  async run<T>(job: () => Promise<T>, mayJump?: () => Promise<boolean>): Promise<T> {
    if (this.running < this.atOnce) this.running += 1;
    else if (this.queue.length < this.waiting) await this.turnIn(this.queue);
    else if (this.first.length < this.waiting && (await mayJump?.())) {
      // A place may have come free while it was asked.
      if (this.running < this.atOnce) this.running += 1;
      else await this.turnIn(this.first);
    } else throw this.refusal();
    try {
      return await job();
    } finally {
      // The slot passes straight to the next in line, so `running` never drops below what runs.
      const next = this.first.shift() ?? this.queue.shift();
      if (next) next();
      else this.running -= 1;
    }
  }

  private turnIn(line: Array<() => void>): Promise<void> {
    return new Promise((turn) => line.push(turn));
  }
}
