import type { Socket } from 'node:net';
import { runInThisContext } from 'node:vm';

/**
 * The Error of Node's own modules, whose limit their errors follow: the global one, except where
 * code runs in a context of its own (Jest's), whose Error is another.
 */
const CoreError = runInThisContext('Error') as ErrorConstructor;

/** Error.stackTraceLimit while a hang-up is handled, undefined otherwise. */
let limitOutside: number | undefined;

/**
 * Lets an event stream's client hang up without the stack traces nobody reads. When its socket
 * ends or closes, Node's HTTP server aborts the request of every response not finished (an event
 * stream never is) with a ConnResetException, whose stack it captures and formats at once (its
 * streams read `err.stack` on destroy, against a V8 leak): some 30 µs a stream, all in the one
 * turn of the event loop where the hang-ups arrive. Screens hang up together (a venue's wifi
 * drops, a thousand replays end together): the bench:streams teardown of 6,000 streams spent
 * 150 ms of its turn on these stacks, with deals waiting behind it. While the socket's `end` and
 * `close` listeners run, errors capture no frames; the limit is restored by the last listener,
 * or in the next tick should a listener throw before it.
 */
export function quietHangUp(socket: Socket): void {
  for (const event of ['end', 'close'] as const) {
    socket.prependOnceListener(event, withoutStacks);
    socket.once(event, restoreLimit);
  }
}

function withoutStacks(): void {
  if (limitOutside !== undefined) return;
  limitOutside = CoreError.stackTraceLimit;
  CoreError.stackTraceLimit = 0;
  process.nextTick(restoreLimit);
}

function restoreLimit(): void {
  if (limitOutside === undefined) return;
  CoreError.stackTraceLimit = limitOutside;
  limitOutside = undefined;
}
