/**
 * Runs a job one at a time: a call while it runs queues one more run after it, and calls while
 * that one waits join it (ten rounds over at once make two backups, not ten, and the last one
 * sees every change).
 */
export class OneAtATime<T> {
  private last: Promise<unknown> = Promise.resolve();
  private waiting: Promise<T> | undefined;

  constructor(private readonly job: () => Promise<T>) {}

  run(): Promise<T> {
    if (this.waiting) return this.waiting;
    const next = this.last
      .catch(() => undefined)
      .then(() => {
        this.waiting = undefined;
        return this.job();
      });
    this.waiting = next;
    this.last = next;
    return next;
  }
}
