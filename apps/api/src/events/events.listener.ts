import {
  Inject,
  Injectable,
  Logger,
  type OnModuleDestroy,
  type OnModuleInit,
} from '@nestjs/common';
import type { Client } from 'pg';
import { boundedClient } from '../database/bounded-client';
import { DATABASE_URL } from '../database/database.tokens';
import { EventsRepository } from './events.repository';
import { StreamTurns } from './stream-turns';
import type { TournamentEvent } from './tournament-event';

/**
 * Gets the tournament's new events, several at a time, in id order. Every subscriber of the
 * tournament gets the same array: a stream sends its text made once for all (sse-stream.ts).
 */
export type EventHandler = (events: readonly TournamentEvent[]) => void;

const MIN_RETRY_MS = 100;
const MAX_RETRY_MS = 5_000;
/** Events read per query when replaying after a reconnection. */
const REPLAY_PAGE = 500;
/**
 * How often the listening connection is asked a question. A connection that breaks cleanly (the
 * server restarted or killed) says so at once; one whose server froze or whose machine vanished
 * says nothing, and LISTEN alone would wait for ever: an unanswered question drops it, and the
 * reconnection replays what was missed.
 */
const HEARTBEAT_MS = 10_000;
/** The longest a question on the listening connection may wait for its answer. */
const ANSWER_TIMEOUT_MS = 5_000;
const ListenerClient = boundedClient(ANSWER_TIMEOUT_MS);
/**
 * The shortest time between two deliveries, per subscriber: events notified meanwhile go
 * together, so that a busy tournament followed by thousands of screens costs one write per screen
 * per delivery, not one per event. A write to a socket costs some 10–20 µs (a system call each),
 * so waiting 0.1 ms per subscriber keeps delivering under about a sixth of the process's time,
 * however many follow: 50 screens get events within 5 ms, 5,000 within half a second.
 */
const BATCH_MS_PER_SUBSCRIBER = 0.1;
/** And never longer than this: a screen shows a deal within a second. */
const MAX_BATCH_MS = 1_000;
/**
 * Subscribers handed a delivery before the next requests are let in: a delivery to thousands of
 * streams never holds a deal's answer for longer than a chunk takes.
 */
const FAN_OUT_CHUNK = 250;

/**
 * This process's one LISTEN connection (a `pg.Client` of its own, not from the pool): every
 * NOTIFY on the events channel, from any API process, is loaded by id and handed to this
 * process's subscribers of its tournament. When the connection drops it reconnects with backoff
 * and replays, per tournament, what was committed after the last event it delivered.
 */
@Injectable()
export class EventsListener implements OnModuleInit, OnModuleDestroy {
  private readonly logger = new Logger(EventsListener.name);
  private readonly subscribers = new Map<string, Set<EventHandler>>();
  private subscriberCount = 0;
  /** Per tournament with subscribers: the last event id delivered, where a replay starts. */
  private readonly cursors = new Map<string, number>();
  /** Notified ids not loaded yet: loaded together by the next flush. */
  private pending: number[] = [];
  private flushQueued = false;
  private flushTimer: NodeJS.Timeout | undefined;
  /** When the last delivery of notified events began. */
  private lastFlushAt = 0;
  /** Loads and deliveries, one at a time, so events leave in the order they were notified. */
  private work: Promise<void> = Promise.resolve();
  private client: Client | null = null;
  private retryMs = MIN_RETRY_MS;
  private retryTimer: NodeJS.Timeout | undefined;
  private heartbeat: NodeJS.Timeout | undefined;
  private stopped = false;

  constructor(
    @Inject(DATABASE_URL) private readonly databaseUrl: string,
    private readonly events: EventsRepository,
    private readonly turns: StreamTurns,
  ) {}

  /** Connected and listening before the app takes requests (or retrying in the background). */
  async onModuleInit(): Promise<void> {
    await this.connect();
  }

  async onModuleDestroy(): Promise<void> {
    this.stopped = true;
    clearTimeout(this.retryTimer);
    clearTimeout(this.flushTimer);
    clearInterval(this.heartbeat);
    const client = this.client;
    this.client = null;
    await client?.end().catch(() => undefined);
    await this.work;
  }

  /**
   * Hands every event of the tournament after `afterId` to `handler`, from now on, in id order
   * (an event may come twice around a reconnection: handlers skip ids they have sent).
   * Returns the unsubscribe function.
   */
  subscribe(tournamentId: string, afterId: number, handler: EventHandler): () => void {
    let handlers = this.subscribers.get(tournamentId);
    if (!handlers) {
      handlers = new Set();
      this.subscribers.set(tournamentId, handlers);
    }
    if (!handlers.has(handler)) this.subscriberCount += 1;
    handlers.add(handler);
    const cursor = this.cursors.get(tournamentId);
    if (cursor === undefined || afterId < cursor) this.cursors.set(tournamentId, afterId);
    return () => {
      if (handlers.delete(handler)) this.subscriberCount -= 1;
      if (handlers.size === 0 && this.subscribers.get(tournamentId) === handlers) {
        this.subscribers.delete(tournamentId);
        this.cursors.delete(tournamentId);
      }
    };
  }

  private async connect(): Promise<void> {
    if (this.stopped) return;
    const client = new ListenerClient({
      connectionString: this.databaseUrl,
      connectionTimeoutMillis: 3_000,
      // Named, so that an operator (or a test) can find it in pg_stat_activity.
      application_name: 'marque-events',
      keepAlive: true,
    });
    client.on('error', (error) => this.dropped(client, error));
    client.on('end', () => this.dropped(client));
    client.on('notification', (message) => this.notified(client, message.payload));
    // Current from now on: a late failure of the previous connection must not start another.
    this.client = client;
    try {
      await client.connect();
    } catch (error) {
      this.dropped(client, error);
      return;
    }
    if (this.stopped) {
      await client.end().catch(() => undefined);
      return;
    }
    // Queued before LISTEN is sent: notifications that arrive meanwhile are loaded after the
    // replay, which has then moved the cursors past anything they would repeat.
    await this.enqueue(async () => {
      await this.events.listen(client);
      await this.replay(client);
      this.retryMs = MIN_RETRY_MS;
      this.beat(client);
    }, client);
  }

  /** Asks `client` a question every HEARTBEAT_MS while it is the listening connection. */
  private beat(client: Client): void {
    clearInterval(this.heartbeat);
    this.heartbeat = setInterval(() => {
      if (this.client !== client) return;
      void this.enqueue(async () => {
        await client.query('SELECT 1');
      }, client);
    }, HEARTBEAT_MS);
    this.heartbeat.unref();
  }

  /** The connection is gone: try again later, doubling the wait up to MAX_RETRY_MS. */
  private dropped(client: Client, error?: unknown): void {
    if (this.client !== client && this.client !== null) return;
    clearInterval(this.heartbeat);
    client.removeAllListeners();
    client.on('error', () => undefined);
    client.end().catch(() => undefined);
    if (this.client === client) this.client = null;
    if (this.stopped || this.retryTimer) return;
    this.logger.warn(
      `Events connection lost (${error instanceof Error ? error.message : 'ended'}): ` +
        `reconnecting in ${this.retryMs} ms`,
    );
    this.retryTimer = setTimeout(() => {
      this.retryTimer = undefined;
      void this.connect();
    }, this.retryMs);
    this.retryMs = Math.min(this.retryMs * 2, MAX_RETRY_MS);
  }

  private notified(client: Client, payload: string | undefined): void {
    const { t: tournamentId, id } = parsePayload(payload);
    // Nobody here follows that tournament: nothing to load.
    if (!tournamentId || !this.subscribers.has(tournamentId)) return;
    this.pending.push(id);
    if (this.flushQueued) return;
    this.flushQueued = true;
    const pause = Math.min(MAX_BATCH_MS, this.subscriberCount * BATCH_MS_PER_SUBSCRIBER);
    const wait = Math.max(0, this.lastFlushAt + pause - Date.now());
    this.flushTimer = setTimeout(() => {
      this.flushTimer = undefined;
      void this.enqueue(async () => {
        this.flushQueued = false;
        this.lastFlushAt = Date.now();
        const ids = this.pending;
        this.pending = [];
        await this.deliver(await this.events.eventsByIds(client, ids));
      }, client);
    }, wait);
  }

  /** What each followed tournament committed after its cursor, e.g. while disconnected. */
  private async replay(client: Client): Promise<void> {
    for (const [tournamentId, cursor] of [...this.cursors]) {
      let after = cursor;
      for (;;) {
        const page = await this.events.eventsAfter(tournamentId, after, REPLAY_PAGE, client);
        await this.deliver(page);
        if (page.length < REPLAY_PAGE) break;
        after = (page[page.length - 1] as TournamentEvent).id;
      }
    }
  }

  /**
   * Hands `events` (in id order) to their tournaments' subscribers, each tournament's new ones
   * as one array, FAN_OUT_CHUNK subscribers at a time. Resolves once all have them: the next
   * delivery waits, so events keep their order.
   */
  private async deliver(events: readonly TournamentEvent[]): Promise<void> {
    const fresh = new Map<string, TournamentEvent[]>();
    for (const event of events) {
      const cursor = this.cursors.get(event.tournamentId);
      if (cursor === undefined || event.id <= cursor) continue;
      this.cursors.set(event.tournamentId, event.id);
      const batch = fresh.get(event.tournamentId);
      if (batch) batch.push(event);
      else fresh.set(event.tournamentId, [event]);
    }
    for (const [tournamentId, batch] of fresh) {
      // Those subscribed now: a stream that subscribes during the delivery reads these events
      // from the database (they are committed), as any stream that starts.
      const handlers = [...(this.subscribers.get(tournamentId) ?? [])];
      for (let start = 0; start < handlers.length; start += FAN_OUT_CHUNK) {
        if (start > 0) await this.turns.next();
        for (const handler of handlers.slice(start, start + FAN_OUT_CHUNK)) handler(batch);
      }
    }
  }

  /**
   * Runs `task` after the previous ones. A failed load means a broken connection as far as we
   * can tell: dropping it makes the reconnection replay what this task would have delivered.
   */
  private enqueue(task: () => Promise<void>, client: Client): Promise<void> {
    this.work = this.work.then(task).catch((error: unknown) => {
      this.flushQueued = false;
      if (!this.stopped) this.dropped(client, error);
    });
    return this.work;
  }
}

function parsePayload(payload: string | undefined): { t?: string; id: number } {
  try {
    const parsed = JSON.parse(payload ?? '') as { t?: unknown; id?: unknown };
    return typeof parsed.t === 'string' && typeof parsed.id === 'number'
      ? { t: parsed.t, id: parsed.id }
      : { id: 0 };
  } catch {
    return { id: 0 };
  }
}
