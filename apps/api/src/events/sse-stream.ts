import type { ServerResponse } from 'node:http';
import type { FastifyReply } from 'fastify';
import type { EventSink } from './events.service';
import { quietHangUp } from './quiet-hang-up';
import type { TournamentEvent } from './tournament-event';

/** How long a browser waits before reconnecting, sent as the stream's `retry:` hint. */
const RETRY_MS = 2_000;
/** A comment this often keeps proxies and load balancers from closing an idle stream. */
const HEARTBEAT_MS = 15_000;
/**
 * A client this far behind is not reading: the stream ends rather than grow without bound,
 * and the client catches up by reconnecting with its Last-Event-ID.
 */
const MAX_BUFFERED_BYTES = 1 << 20;

/**
 * An event as the stream sends it, in bytes made once however many streams send it: the listener
 * hands one object to every subscriber, and replays share their pages (StreamReads). The same
 * bytes go to every socket, not a copy per stream.
 */
const bytes = new WeakMap<object, Buffer>();

function eventBytes(event: TournamentEvent): Buffer {
  let chunk = bytes.get(event);
  if (chunk === undefined) {
    chunk = Buffer.from(
      `id: ${event.id}\nevent: ${event.type}\ndata: ${JSON.stringify(event.data)}\n\n`,
    );
    bytes.set(event, chunk);
  }
  return chunk;
}

/** A page of events, in one chunk made once for every stream that replays it. */
function pageBytes(events: readonly TournamentEvent[]): Buffer {
  let chunk = bytes.get(events);
  if (chunk === undefined) {
    chunk = Buffer.concat(events.map(eventBytes));
    bytes.set(events, chunk);
  }
  return chunk;
}

/**
 * A Server-Sent Events stream written to the raw response of a Fastify reply, which Fastify then
 * leaves alone (hijacked). Nothing is sent before `open()`, so an error found first (an unknown
 * tournament) still gets the usual JSON error answer.
 */
export class SseStream implements EventSink {
  private heartbeat: NodeJS.Timeout | undefined;
  private opened = false;
  private closed = false;

  private readonly response: ServerResponse;

  /** `onOpen`: called once the headers are written (StreamAdmission lets the next stream in). */
  constructor(
    private readonly reply: FastifyReply,
    private readonly onOpen?: () => void,
  ) {
    this.response = reply.raw;
    this.response.on('close', () => this.stop());
  }

  open(): void {
    if (this.opened || this.isGone()) return;
    this.opened = true;
    // The headers set on the reply so far (CORS) go with the ones of the raw response (security).
    const headers = this.reply.getHeaders() as Record<string, string | string[] | number>;
    this.reply.hijack();
    if (this.response.socket) quietHangUp(this.response.socket);
    this.response.writeHead(200, {
      ...headers,
      'content-type': 'text/event-stream; charset=utf-8',
      'cache-control': 'no-cache, no-transform',
      connection: 'keep-alive',
      // nginx and its kin buffer responses unless told not to.
      'x-accel-buffering': 'no',
    });
    // The headers leave with this first chunk: one write.
    this.write(`retry: ${RETRY_MS}\n\n`);
    this.heartbeat = setInterval(() => this.write(': heartbeat\n\n'), HEARTBEAT_MS);
    this.onOpen?.();
  }

  /** Runs `listener` once when the stream ends, whoever ends it (also if it already has). */
  onClose(listener: () => void): void {
    if (this.isGone()) listener();
    else this.response.once('close', listener);
  }

  send(event: TournamentEvent): void {
    this.write(eventBytes(event));
  }

  sendAll(events: readonly TournamentEvent[]): void {
    this.write(pageBytes(events));
  }

  /** Resolves once the response has handed what it holds to the socket, or has ended. */
  drained(): Promise<void> {
    if (this.isGone() || !this.response.writableNeedDrain) return Promise.resolve();
    return new Promise((resolve) => {
      const done = () => {
        this.response.off('drain', done);
        this.response.off('close', done);
        resolve();
      };
      this.response.on('drain', done);
      this.response.on('close', done);
    });
  }

  ended(): boolean {
    return this.isGone();
  }

  /** Ends an open stream; one never opened is left to the error answer. */
  close(): void {
    const wasOpen = this.opened && !this.closed;
    this.stop();
    if (wasOpen) this.response.end();
  }

  private write(chunk: string | Buffer): void {
    if (!this.opened || this.isGone()) return;
    this.response.write(chunk);
    if (this.response.writableLength > MAX_BUFFERED_BYTES) this.close();
  }

  private isGone(): boolean {
    return this.closed || this.response.destroyed;
  }

  private stop(): void {
    this.closed = true;
    clearInterval(this.heartbeat);
  }
}
