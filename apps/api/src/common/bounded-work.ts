/**
 * Runs jobs a few at a time, with a short queue behind them (FIFO); a job that finds the queue
 * full is refused at once with `refusal()`, and costs nothing. For work that each request pays
 * dearly for (a password's bcrypt), so that a flood of such requests waits in a bounded line
 * instead of taking every thread from everything else.
 */
export class BoundedWork {
  private running = 0;
  private readonly queue: Array<() => void> = [];

  constructor(
    private readonly atOnce: number,
    private readonly waiting: number,
    private readonly refusal: () => Error,
  ) {}

  async run<T>(job: () => Promise<T>): Promise<T> {
    if (this.running < this.atOnce) this.running += 1;
    else if (this.queue.length < this.waiting)
      await new Promise<void>((turn) => this.queue.push(turn));
    else throw this.refusal();
    try {
      return await job();
    } finally {
      // The slot passes straight to the next in line, so `running` never drops below what runs.
      const next = this.queue.shift();
      if (next) next();
      else this.running -= 1;
    }
  }
}
