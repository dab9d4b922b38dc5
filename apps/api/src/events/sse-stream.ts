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
 * bytes go to every socket, not a copy per stream. Kept while their event (page) is.
 */
const unframed = new WeakMap<object, Buffer>();
/** The same framed as one HTTP/1.1 chunk (size, bytes, CRLF), also made once for all streams. */
const chunks = new WeakMap<object, Buffer>();

/** `make(key)`, made once per key. */
function once<K extends object>(made: WeakMap<object, Buffer>, key: K, make: (key: K) => Buffer) {
  let bytes = made.get(key);
  if (bytes === undefined) {
    bytes = make(key);
    made.set(key, bytes);
  }
  return bytes;
}

const eventText = (event: TournamentEvent) =>
  Buffer.from(`id: ${event.id}\nevent: ${event.type}\ndata: ${JSON.stringify(event.data)}\n\n`);
const eventBytes = (event: TournamentEvent) => once(unframed, event, eventText);
const pageParts = (events: readonly TournamentEvent[]) => events.map(eventBytes);

const CRLF = Buffer.from('\r\n');

/** `parts` as one chunk of a chunked HTTP/1.1 body, in one copy. */
function chunkOf(parts: readonly Buffer[]): Buffer {
  const size = parts.reduce((total, part) => total + part.length, 0);
  return Buffer.concat([Buffer.from(`${size.toString(16)}\r\n`), ...parts, CRLF]);
}

// What `once` makes, named here: a delivery to thousands of streams makes no closure per write.
const pageText = (events: readonly TournamentEvent[]) => Buffer.concat(pageParts(events));
const eventChunk = (event: TournamentEvent) => chunkOf([eventBytes(event)]);
const pageChunk = (events: readonly TournamentEvent[]) => chunkOf(pageParts(events));
const textChunk = (text: Buffer) => chunkOf([text]);

/** How a stream frames its body: the bytes it writes for an event, a page, a fixed text. */
interface Framing {
  event(event: TournamentEvent): Buffer;
  page(events: readonly TournamentEvent[]): Buffer;
  text(text: Buffer): Buffer;
}

/** HTTP/1.0: the body is the bytes, and ends with the connection. */
const AS_IS: Framing = {
  event: eventBytes,
  page: (events) => once(unframed, events, pageText),
  text: (text) => text,
};

/** HTTP/1.1: each write one chunk. */
const CHUNKED: Framing = {
  event: (event) => once(chunks, event, eventChunk),
  page: (events) => once(chunks, events, pageChunk),
  text: (text) => once(chunks, text, textChunk),
};

const RETRY = Buffer.from(`retry: ${RETRY_MS}\n\n`);
const HEARTBEAT = Buffer.from(': heartbeat\n\n');

/**
 * A Server-Sent Events stream on the raw response of a Fastify reply, which Fastify then leaves
 * alone (hijacked). Nothing is sent before `open()`, so an error found first (an unknown
 * tournament) still gets the usual JSON error answer.
 *
 * Node writes the head (with the headers every answer gets); the events then go straight to the
 * socket, already framed: a delivery to 5,000 screens is 5,000 writes of one shared buffer each,
 * not 5,000 passes through the response's chunking, corking and writev (on loopback, a delivery
 * to 3,000 streams took 52–60 ms of CPU so, 65–110 ms through the response).
 */
export class SseStream implements EventSink {
  private heartbeat: NodeJS.Timeout | undefined;
  private opened = false;
  private closed = false;
  /** Chunked (HTTP/1.1), or as is, ending with the connection (HTTP/1.0). */
  private framing: Framing = CHUNKED;

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
    // The head leaves now, as Node frames the body: chunked unless the client speaks HTTP/1.0.
    this.response.flushHeaders();
    // A HEAD request gets the head only: its answer has no body to stream.
    if (this.response.req.method === 'HEAD') {
      this.onOpen?.();
      return this.close();
    }
    this.framing = this.response.chunkedEncoding ? CHUNKED : AS_IS;
    this.write(this.framing.text(RETRY));
    const heartbeat = this.framing.text(HEARTBEAT);
    this.heartbeat = setInterval(() => this.write(heartbeat), HEARTBEAT_MS);
    this.onOpen?.();
  }

  /** Runs `listener` once when the stream ends, whoever ends it (also if it already has). */
  onClose(listener: () => void): void {
    if (this.isGone()) listener();
    else this.response.once('close', listener);
  }

  send(event: TournamentEvent): void {
    this.write(this.framing.event(event));
  }

  sendAll(events: readonly TournamentEvent[]): void {
    this.write(this.framing.page(events));
  }

  /** Resolves once the socket has handed what it holds to the system, or the stream has ended. */
  drained(): Promise<void> {
    const socket = this.response.socket;
    if (this.isGone() || !socket?.writableNeedDrain) return Promise.resolve();
    return new Promise((resolve) => {
      const done = () => {
        socket.off('drain', done);
        this.response.off('close', done);
        resolve();
      };
      socket.on('drain', done);
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
    // The response ends its body as it framed it (the last chunk), after what went to the socket.
    if (wasOpen) this.response.end();
  }

  private write(chunk: Buffer): void {
    const socket = this.response.socket;
    if (!this.opened || this.isGone() || !socket) return;
    socket.write(chunk);
    if (socket.writableLength > MAX_BUFFERED_BYTES) this.close();
  }

  private isGone(): boolean {
    return this.closed || this.response.destroyed;
  }

  private stop(): void {
    this.closed = true;
    clearInterval(this.heartbeat);
  }
}
