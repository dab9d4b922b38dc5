import { Injectable, type OnModuleDestroy } from '@nestjs/common';
import type { Transaction } from '../database/prisma.service';
import { Metrics } from '../metrics/metrics';
import { EventsListener } from './events.listener';
import { EventsRepository } from './events.repository';
import { REPLAY_PAGE, StreamReads } from './stream-reads';
import type { TournamentEvent, TournamentEventType } from './tournament-event';

export type { TournamentEvent, TournamentEventType } from './tournament-event';

/**
 * A client's stream: `open` once the tournament is known, then `send` gets each event once, in
 * order (`sendAll` several, in order, after those sent); `close` ends it (on shutdown).
 * `drained` resolves once what was sent has left for the client (or the stream has ended),
 * `ended` says whether it has.
 */
export interface EventSink {
  open(): void;
  send(event: TournamentEvent): void;
  sendAll(events: readonly TournamentEvent[]): void;
  close(): void;
  drained(): Promise<void>;
  ended(): boolean;
}

@Injectable()
export class EventsService implements OnModuleDestroy {
  private readonly open = new Set<EventSink>();
  /** Per tournament, the standings publications of this process, one after the other. */
  private readonly standingsQueue = new Map<string, Promise<void>>();

  constructor(
    private readonly events: EventsRepository,
    private readonly reads: StreamReads,
    private readonly listener: EventsListener,
    private readonly metrics: Metrics,
  ) {
    metrics.countStreamsWith(() => this.open.size);
  }

  /**
   * Appends an event inside the caller's transaction: it is stored and NOTIFYed at commit, never
   * if the transaction rolls back. Call it last in the transaction: it holds the tournament's
   * event lock until the commit, so the events of a tournament commit in id order.
   */
  append(
    tx: Transaction,
    tournamentId: string,
    type: TournamentEventType,
    data: unknown,
  ): Promise<void> {
    return this.events.append(tx, tournamentId, type, data);
  }

  /** The same outside a transaction (after a commit), e.g. recomputed standings. */
  publish(tournamentId: string, type: TournamentEventType, data: unknown): Promise<void> {
    return this.events.publish(tournamentId, type, data);
  }

  /**
   * Publishes what `compute` returns, computed only when the previous computation of this process
   * for the tournament is published: two games that finish together cannot publish their
   * standings in the reverse order of freshness (within one process; across processes, the next
   * change corrects a stale one).
   */
  publishComputed(
    tournamentId: string,
    type: TournamentEventType,
    compute: () => Promise<unknown>,
  ): Promise<void> {
    const previous = this.standingsQueue.get(tournamentId) ?? Promise.resolve();
    const next = previous
      .catch(() => undefined)
      .then(async () => this.publish(tournamentId, type, await compute()));
    this.standingsQueue.set(tournamentId, next);
    const forget = () => {
      if (this.standingsQueue.get(tournamentId) === next) this.standingsQueue.delete(tournamentId);
    };
    next.then(forget, forget);
    return next;
  }

  /**
   * Streams the tournament's events after `lastEventId` to `sink` (live ones only without it):
   * subscribes first, so live events wait in a buffer while the stored ones are replayed, then
   * sends the buffer, skipping what the replay sent: no gap, no duplicate.
   * The replay goes a page at a time, the next page read only once the last one has left for
   * the client: a stream holds one page at most, however far behind it starts or however slowly
   * it reads, and a thousand replays at once do not take the server's memory, its database
   * connections (StreamReads shares and paces the reads) or its event loop (a few pages are
   * written per turn, StreamReads.writeTurn).
   * Returns the function that stops the stream. Throws a 404 for an unknown tournament.
   */
  async stream(
    tournamentId: string,
    lastEventId: number | undefined,
    sink: EventSink,
  ): Promise<() => void> {
    await this.reads.tournament(tournamentId);
    sink.open();
    // Open from now on: a stop (closeStreams) ends it even while it replays or reads "now".
    this.open.add(sink);
    // Without a last id, "now" is the latest stored event, replayed from like any other start,
    // which covers events committed while subscribing.
    const after =
      lastEventId ??
      (await this.reads.lastId(tournamentId).catch((error: unknown) => {
        this.open.delete(sink);
        throw error;
      }));
    let sent = after;
    // The listener's array as it is, shared with every stream, when none of it was sent yet.
    const forward = (events: readonly TournamentEvent[]) => {
      const fresh = (events[0]?.id ?? 0) > sent ? events : events.filter(({ id }) => id > sent);
      const last = fresh[fresh.length - 1];
      if (!last) return;
      sent = last.id;
      sink.sendAll(fresh);
      this.metrics.eventsSent.inc(fresh.length);
    };
    let buffer: TournamentEvent[] | null = [];
    const unsubscribe = this.listener.subscribe(tournamentId, after, (events) =>
      buffer ? buffer.push(...events) : forward(events),
    );
    const subscribed = this.reads.subscribed();
    try {
      while (!sink.ended()) {
        // Events after the last one sent, in order: the whole page goes, as one chunk.
        const page = await this.reads.page(tournamentId, sent, subscribed);
        const last = page[page.length - 1];
        if (last) {
          await this.reads.writeTurn();
          if (sink.ended()) break;
          sink.sendAll(page);
          this.metrics.eventsSent.inc(page.length);
          sent = last.id;
        }
        if (page.length < REPLAY_PAGE) break;
        await sink.drained();
      }
    } catch (error) {
      unsubscribe();
      this.open.delete(sink);
      throw error;
    }
    const buffered = buffer;
    buffer = null;
    forward(buffered);
    return () => {
      unsubscribe();
      this.open.delete(sink);
    };
  }

  /** Ends every open stream, so the HTTP server can close (clients reconnect elsewhere). */
  /**
   * Ends every stream of this process: its clients reconnect (to another process behind the
   * load balancer, when this one is stopping) and catch up from their Last-Event-ID.
   */
  closeStreams(): void {
    for (const sink of this.open) sink.close();
    this.open.clear();
  }

  onModuleDestroy(): void {
    this.closeStreams();
  }
}
