import { Injectable } from '@nestjs/common';

/**
 * The longest the streams' work waits for connections to be accepted: then it runs one turn
 * anyway, so a steady flow of new connections (screens joining all evening) slows it, never stops it.
 */
export const MAX_WAIT_MS = 20;

/**
 * Turns of the event loop for the streams' own work (letting a stream start, a replay page, a
 * live delivery to a few hundred screens), kept out of the turns that accept connections.
 *
 * libuv accepts one connection per turn of the loop (libuv#3696, in Node since 20). A thousand
 * screens reconnecting at once wait in the kernel's queue, and a phone whose deal opens a new
 * connection waits behind all of them, first in, first out: as long as a thousand turns take. A
 * turn that starts four streams and writes eight pages takes a few milliseconds, so the thousand
 * took 3 to 5 s on the bench (bench:streams), and so did those deals. A turn with nothing else
 * to do accepts its connection in a fraction of a millisecond: while the last turn accepted
 * one (there may be more), the streams' work waits for the next, up to MAX_WAIT_MS.
 */
@Injectable()
export class StreamTurns {
  private accepted = 0;
  private acceptedAtLastTurn = 0;
  private readonly queue: Array<() => void> = [];
  private planned = false;
  private waitingSince: number | undefined;

  /** The HTTP server's `connection` listener: a connection was just accepted. */
  readonly connectionAccepted = (): void => {
    this.accepted += 1;
  };

  /** Runs `work` in a later turn of the event loop, once connections are accepted (FIFO). */
  later(work: () => void): void {
    this.queue.push(work);
    this.plan();
  }

  /** Resolves in a later turn of the event loop, once connections are accepted. */
  next(): Promise<void> {
    return new Promise((resolve) => this.later(resolve));
  }

  private plan(): void {
    if (this.planned) return;
    this.planned = true;
    setImmediate(() => this.turn());
  }

  private turn(): void {
    this.planned = false;
    const now = performance.now();
    this.waitingSince ??= now;
    const acceptedOne = this.accepted !== this.acceptedAtLastTurn;
    this.acceptedAtLastTurn = this.accepted;
    if (acceptedOne && now - this.waitingSince < MAX_WAIT_MS) return this.plan();
    this.waitingSince = undefined;
    // What was queued before this turn; what these queue goes to a later one.
    for (const work of this.queue.splice(0)) work();
  }
}
