import { get, type IncomingHttpHeaders } from 'node:http';

/** One dispatched Server-Sent Event. */
export interface SseEvent {
  id: string | undefined;
  event: string;
  data: string;
}

/**
 * The event-stream parser of the HTML standard, fed text as it arrives (a chunk may end anywhere,
 * even between \r and \n): `data` lines join with \n, a blank line dispatches, `:` starts a comment.
 */
export class SseParser {
  retry: number | undefined;
  readonly comments: string[] = [];
  private rest = '';
  private lastId: string | undefined;
  private event = '';
  private data: string[] = [];

  push(text: string): SseEvent[] {
    const dispatched: SseEvent[] = [];
    let buffer = this.rest + text;
    // A trailing \r may be the first half of \r\n: keep it for the next chunk.
    const held = buffer.endsWith('\r') ? '\r' : '';
    if (held) buffer = buffer.slice(0, -1);
    const lines = buffer.split(/\r\n|\r|\n/);
    // The last piece has no end of line yet.
    this.rest = (lines.pop() ?? '') + held;
    for (const line of lines) {
      const event = this.line(line);
      if (event) dispatched.push(event);
    }
    return dispatched;
  }

  private line(line: string): SseEvent | undefined {
    if (line === '') return this.dispatch();
    if (line.startsWith(':')) {
      this.comments.push(line.slice(1).trim());
      return undefined;
    }
    const colon = line.indexOf(':');
    const field = colon < 0 ? line : line.slice(0, colon);
    const value = colon < 0 ? '' : line.slice(colon + 1).replace(/^ /, '');
    if (field === 'data') this.data.push(value);
    else if (field === 'event') this.event = value;
    else if (field === 'id' && !value.includes('\0')) this.lastId = value;
    else if (field === 'retry' && /^\d+$/.test(value)) this.retry = Number(value);
    return undefined;
  }

  private dispatch(): SseEvent | undefined {
    const event =
      this.data.length > 0
        ? { id: this.lastId, event: this.event || 'message', data: this.data.join('\n') }
        : undefined;
    this.event = '';
    this.data = [];
    return event;
  }
}

export interface SseClient {
  status: number;
  headers: IncomingHttpHeaders;
  /** The body of an answer that is not a stream (an error). */
  body: string;
  /** Every event received so far, in order. */
  readonly events: SseEvent[];
  readonly parser: SseParser;
  /** Called with each event as it is parsed. */
  onEvent(listener: (event: SseEvent) => void): void;
  /** Waits until `count` events in all have arrived; rejects after `timeoutMs`. */
  waitForCount(count: number, timeoutMs?: number): Promise<SseEvent[]>;
  /** The next event not taken yet by `next`, waiting for it if needed. */
  next(timeoutMs?: number): Promise<SseEvent>;
  close(): void;
}

/** Opens an event stream with a plain http.get; resolves once the response headers are in. */
export function connectSse(url: string, headers: Record<string, string> = {}): Promise<SseClient> {
  return new Promise((resolve, reject) => {
    const request = get(url, { headers: { accept: 'text/event-stream', ...headers } });
    request.on('error', reject);
    request.on('response', (response) => {
      const parser = new SseParser();
      const events: SseEvent[] = [];
      const listeners = new Set<(event: SseEvent) => void>();
      let taken = 0;
      response.setEncoding('utf8');
      const client: SseClient = {
        status: response.statusCode ?? 0,
        headers: response.headers,
        body: '',
        events,
        parser,
        onEvent: (listener) => listeners.add(listener),
        waitForCount: (count, timeoutMs = 5_000) =>
          waitUntil(
            () => events.length >= count,
            timeoutMs,
            listeners,
            () => `${events.length} of ${count} events after ${timeoutMs} ms`,
          ).then(() => events.slice(0, count)),
        next: async (timeoutMs = 5_000) => {
          const index = taken;
          taken += 1;
          await waitUntil(
            () => events.length > index,
            timeoutMs,
            listeners,
            () => `no event #${index + 1} after ${timeoutMs} ms`,
          );
          return events[index] as SseEvent;
        },
        close: () => request.destroy(),
      };
      response.on('data', (text: string) => {
        if (client.status !== 200) {
          client.body += text;
          return;
        }
        for (const event of parser.push(text)) {
          events.push(event);
          listeners.forEach((listener) => listener(event));
        }
      });
      response.on('error', () => undefined);
      if (client.status === 200) resolve(client);
      else response.on('end', () => resolve(client));
    });
  });
}

function waitUntil(
  done: () => boolean,
  timeoutMs: number,
  listeners: Set<(event: SseEvent) => void>,
  explain: () => string,
): Promise<void> {
  if (done()) return Promise.resolve();
  return new Promise((resolve, reject) => {
    const check = () => {
      if (!done()) return;
      clearTimeout(timer);
      listeners.delete(check);
      resolve();
    };
    const timer = setTimeout(() => {
      listeners.delete(check);
      reject(new Error(explain()));
    }, timeoutMs);
    listeners.add(check);
  });
}
