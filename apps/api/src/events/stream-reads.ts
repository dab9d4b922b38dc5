import { Injectable } from '@nestjs/common';
import { TournamentsService } from '../tournaments/tournaments.service';
import { EventsRepository } from './events.repository';
import type { TournamentEvent } from './tournament-event';

/** Events read per query when a client catches up. */
export const REPLAY_PAGE = 200;
/**
 * Reads of starting streams running at once in this process: the rest wait their turn here,
 * in memory, so streams never take the whole pool (10 connections by default) from the other
 * requests, and never wait so long for a connection that they get a 503 themselves.
 */
export const MAX_STREAM_READS = 3;

/**
 * What a stream reads from the database before it is live: that its tournament exists, where
 * "now" is, and the pages of stored events it catches up with (Last-Event-ID). Read a few at a
 * time, and shared: streams that ask the same thing at the same time (a thousand clients
 * reconnecting after a restart, all from 0) get one read and the same event objects, whose text
 * the streams then share too (sse-stream.ts).
 */
@Injectable()
export class StreamReads {
  private readonly reading = new Map<string, Promise<unknown>>();
  private readonly waiting: Array<() => void> = [];
  private running = 0;

  constructor(
    private readonly tournaments: TournamentsService,
    private readonly events: EventsRepository,
  ) {}

  /** Resolves if the tournament exists; a 404 otherwise. */
  async tournament(tournamentId: string): Promise<void> {
    await this.shared(`tournament ${tournamentId}`, () => this.tournaments.get(tournamentId));
  }

  /** The id of the tournament's latest event, 0 when it has none. */
  lastId(tournamentId: string): Promise<number> {
    return this.shared(`last ${tournamentId}`, () => this.events.lastId(tournamentId));
  }

  /** Up to REPLAY_PAGE events of the tournament after `afterId`, in order. */
  page(tournamentId: string, afterId: number): Promise<TournamentEvent[]> {
    return this.shared(`page ${tournamentId} ${afterId}`, () =>
      this.events.eventsAfter(tournamentId, afterId, REPLAY_PAGE),
    );
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
