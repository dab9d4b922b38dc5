import { Injectable } from '@nestjs/common';
import { TournamentsService } from '../tournaments/tournaments.service';
import { EventsRepository } from './events.repository';
import { StreamTurns } from './stream-turns';
import type { TournamentEvent } from './tournament-event';

/** Events read per query when a client catches up. */
export const REPLAY_PAGE = 200;
/**
 * Reads of starting streams running at once in this process: the rest wait their turn here,
 * in memory, so streams never take the whole pool (10 connections by default) from the other
 * requests, and never wait so long for a connection that they get a 503 themselves.
 */
export const MAX_STREAM_READS = 3;
/** Full pages kept for the next replays: 64 pages of 200 events of ~150 bytes, about 2 MB. */
export const MAX_PAGES_KEPT = 64;
/**
 * Replay pages written per turn of the event loop, all streams together. Each is a write of some
 * 30 kB to a socket; a thousand streams replaying at once would otherwise each write a page
 * between two requests of anyone else, and a deal, which needs several turns, would wait for
 * thousands of writes at each.
 */
export const PAGES_PER_TURN = 8;
/**
 * How long a tournament found stays known to the streams that start: a thousand screens
 * reconnecting together check it once, not once each (they start a few at a time,
 * StreamAdmission). A stream of a tournament deleted meanwhile opens and gets nothing.
 */
export const KNOWN_TOURNAMENT_MS = 2_000;

/** A page read: when it began (on `StreamReads.clock`; not yet while it waits its turn). */
interface PageRead {
  readonly startedAt: number | undefined;
  readonly page: Promise<TournamentEvent[]>;
}

/**
 * What a stream reads from the database before it is live: that its tournament exists, where
 * "now" is, and the pages of stored events it catches up with (Last-Event-ID). Read a few at a
 * time, and shared: streams that ask the same thing at the same time get one read, and full
 * pages are kept, so a thousand clients replaying from 0 (reconnecting after a restart) read
 * each page once and get the same event objects, whose text the streams then share too
 * (sse-stream.ts). `lastId` may be shared with a read begun before the stream subscribed: an
 * older "now" only makes the stream replay a few more events, never miss one.
 */
@Injectable()
export class StreamReads {
  private readonly reading = new Map<string, Promise<unknown>>();
  /** Page reads under way or waiting their turn, by page. */
  private readonly pageReads = new Map<string, PageRead>();
  /** Counts subscriptions and page reads begun: which came first (`page`). */
  private clock = 0;
  /** Full pages, the least recently used first. */
  private readonly pages = new Map<string, TournamentEvent[]>();
  private readonly waiting: Array<() => void> = [];
  private running = 0;
  /** Streams waiting to write their next replay page, and whether a turn is planned. */
  private readonly writers: Array<() => void> = [];
  private turnPlanned = false;
  /** Tournaments found, and until when that is believed. */
  private readonly known = new Map<string, number>();

  constructor(
    private readonly tournaments: TournamentsService,
    private readonly events: EventsRepository,
    private readonly turns: StreamTurns,
  ) {}

  /** Resolves if the tournament exists; a 404 otherwise. */
  async tournament(tournamentId: string): Promise<void> {
    const now = Date.now();
    if ((this.known.get(tournamentId) ?? 0) > now) return;
    await this.shared(`tournament ${tournamentId}`, () => this.tournaments.get(tournamentId));
    for (const [id, until] of this.known) if (until <= now) this.known.delete(id);
    this.known.set(tournamentId, now + KNOWN_TOURNAMENT_MS);
  }

  /** The id of the tournament's latest event, 0 when it has none. */
  lastId(tournamentId: string): Promise<number> {
    return this.shared(`last ${tournamentId}`, () => this.events.lastId(tournamentId));
  }

  /**
   * A mark of this moment, taken by a stream once it is subscribed to the live events: which reads
   * of a short page it may share (`page`).
   */
  subscribed(): number {
    this.clock += 1;
    return this.clock;
  }

  /**
   * Up to REPLAY_PAGE events of the tournament after `afterId`, in order, for a stream subscribed
   * at `since` (`subscribed`). A full page never changes (ids commit in order: nothing can come
   * between them later), so it is kept for the next streams (the MAX_PAGES_KEPT last used) and
   * shared with any stream. A short one, the end of what was stored, is shared only by the streams
   * subscribed before its read began: they get every event committed after that read live. A
   * stream subscribed later could miss one committed between the two, in neither the page nor the
   * live events it is given: it reads its own. So the thousand streams of a wave of replays, which
   * reach the end of what is stored together, read it a few times, not a thousand.
   */
  async page(tournamentId: string, afterId: number, since: number): Promise<TournamentEvent[]> {
    const key = `page ${tournamentId} ${afterId}`;
    const kept = this.pages.get(key);
    if (kept) {
      this.pages.delete(key);
      this.pages.set(key, kept);
      return kept;
    }
    const pending = this.pageReads.get(key);
    if (pending && (pending.startedAt === undefined || since < pending.startedAt)) {
      return pending.page;
    }
    const shared = pending ? await pending.page : undefined;
    if (shared?.length === REPLAY_PAGE) return shared;
    return this.readPage(key, tournamentId, afterId);
  }

  /** Reads a page (in turn, StreamReads.inTurn), shared with the streams that may share it. */
  private readPage(key: string, tournamentId: string, afterId: number): Promise<TournamentEvent[]> {
    let startedAt: number | undefined;
    const page = this.inTurn(() => {
      this.clock += 1;
      startedAt = this.clock;
      return this.events.eventsAfter(tournamentId, afterId, REPLAY_PAGE);
    });
    const read: PageRead = {
      get startedAt() {
        return startedAt;
      },
      page,
    };
    this.pageReads.set(key, read);
    const settled = () => {
      if (this.pageReads.get(key) === read) this.pageReads.delete(key);
    };
    page.then((events) => {
      settled();
      if (events.length < REPLAY_PAGE) return;
      this.pages.set(key, events);
      if (this.pages.size > MAX_PAGES_KEPT) this.pages.delete(this.pages.keys().next().value!);
    }, settled);
    return page;
  }

  /**
   * Resolves when the stream may write its next replay page: PAGES_PER_TURN streams per turn of
   * the event loop, in the order they asked, so other requests are served between turns, and
   * not in turns that accept connections (StreamTurns).
   */
  writeTurn(): Promise<void> {
    return new Promise((resolve) => {
      this.writers.push(resolve);
      this.planTurn();
    });
  }

  private planTurn(): void {
    if (this.turnPlanned) return;
    this.turnPlanned = true;
    this.turns.later(() => {
      this.turnPlanned = false;
      for (const go of this.writers.splice(0, PAGES_PER_TURN)) go();
      if (this.writers.length > 0) this.planTurn();
    });
  }

  private shared<T>(key: string, read: () => Promise<T>): Promise<T> {
    const pending = this.reading.get(key);
    if (pending) return pending as Promise<T>;
    const result = this.inTurn(read);
    this.reading.set(key, result);
    const forget = () => this.reading.delete(key);
    result.then(forget, forget);
    return result;
  }

  private async inTurn<T>(read: () => Promise<T>): Promise<T> {
    if (this.running >= MAX_STREAM_READS) {
      await new Promise<void>((resolve) => this.waiting.push(resolve));
    } else {
      this.running += 1;
    }
    try {
      return await read();
    } finally {
      // The turn goes straight to the next in line, or is given up.
      const next = this.waiting.shift();
      if (next) next();
      else this.running -= 1;
    }
  }
}
