import type { ApiErrorBody, DealBody, GameSummary, TableView } from '../lib/api-types';
import { nextStep, reduce } from './outbox-machine';
import {
  restoredState,
  type OutboxEvent,
  type OutboxState,
  type OwnDeal,
  type QueuedDeal,
  type RefusedDeal,
} from './outbox-state';

/** What the server said to a deal: recorded, refused for good, or nothing (no answer, 5xx). */
export type SendAnswer =
  | { kind: 'recorded'; number: number; game: GameSummary }
  | { kind: 'refused'; error: ApiErrorBody }
  | { kind: 'failed'; offline: boolean };

export type ReadAnswer =
  { kind: 'table'; table: TableView } | { kind: 'gone' } | { kind: 'failed'; offline: boolean };

/**
 * The two requests of the outbox: the browser's `callApi`, or a simulated server in the tests.
 * `signal` aborts the request (the referee asked to try again now): it then answers "failed".
 */
export interface OutboxTransport {
  send(deal: QueuedDeal & { number: number }, signal?: AbortSignal): Promise<SendAnswer>;
  read(signal?: AbortSignal): Promise<ReadAnswer>;
}

/** What the phone keeps between visits: the queue and the refused deal, and the last sheet read. */
export interface OutboxKeeper {
  saveOutbox(kept: {
    queue: QueuedDeal[];
    draft: RefusedDeal | null;
    own: OwnDeal[];
  }): Promise<void>;
  saveTable(table: TableView, at: number): void;
}

export interface OutboxClock {
  now(): number;
  /** Calls `wake` after `ms`; the function returned cancels it. */
  after(ms: number, wake: () => void): () => void;
}

/**
 * Runs the outbox machine: every event is applied, kept on the phone, then the next request is
 * made, one at a time. A deal is on the phone (IndexedDB) before its first attempt.
 */
export class OutboxController {
  private state: OutboxState;
  private readonly listeners = new Set<(state: OutboxState, cause: OutboxEvent) => void>();
  private running = false;
  private stopped = false;
  private saving: Promise<void> = Promise.resolve();
  private cancelWake: (() => void) | null = null;
  /** The request on its way, to give up on when the referee taps « Réessayer maintenant ». */
  private inFlight: AbortController | null = null;
  private retryWhenAnswered = false;

  constructor(
    private readonly io: {
      transport: OutboxTransport;
      keeper: OutboxKeeper;
      clock: OutboxClock;
      newKey: () => string;
    },
    kept: Parameters<typeof restoredState>[0],
  ) {
    this.state = restoredState(kept);
  }

  get current(): OutboxState {
    return this.state;
  }

  /** `listener` hears each new state with the event that made it. */
  subscribe(listener: (state: OutboxState, cause: OutboxEvent) => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  start(): void {
    void this.run();
  }

  /** The page goes away: answers still on their way are ignored. */
  stop(): void {
    this.stopped = true;
    this.cancelWake?.();
  }

  /**
   * One tap on "record": the same `intent` twice is one deal. `number`: the deal number the
   * form showed when the referee started typing (the deal is recorded as that one or not at all).
   */
  type(intent: string, body: DealBody, number?: number | null): void {
    const at = this.io.clock.now();
    this.apply({ type: 'typed', intent, body, number, key: this.io.newKey(), at });
  }

  /**
   * The refused deal recorded again (fixed or not), under a new key; `withFollowing`: the deals
   * typed after it move on with it (outbox-slots' `followingDeals`, which the referee was shown).
   */
  resend(draftKey: string, body: DealBody, withFollowing = false): void {
    this.apply({ type: 'draftSent', draftKey, body, key: this.io.newKey(), withFollowing });
  }

  drop(draftKey: string): void {
    this.apply({ type: 'draftDropped', draftKey });
  }

  dropUnsent(): void {
    this.apply({ type: 'unsentDropped' });
  }

  /** The live stream says the sheet changed. */
  sheetChanged(): void {
    this.apply({ type: 'sheetWanted' });
  }

  /** The network is back (the browser says so, the stream reopened, the referee asked). */
  networkBack(): void {
    this.apply({ type: 'networkBack' });
  }

  /**
   * « Réessayer maintenant »: a request now, even when one hangs (a portal that never answers):
   * that one is given up (a deal keeps its key: the server's answer to it is never lost) and
   * the next one goes at once.
   */
  retryNow(): void {
    if (this.inFlight) {
      this.retryWhenAnswered = true;
      this.inFlight.abort();
    }
    this.networkBack();
  }

  private apply(event: OutboxEvent): void {
    if (this.stopped) return;
    const before = this.state;
    this.state = reduce(before, event);
    if (this.state === before) return;
    const { queue, draft, own } = this.state;
    if (queue !== before.queue || draft !== before.draft || own !== before.own) {
      const kept = { queue, draft, own };
      this.saving = this.saving.then(() => this.io.keeper.saveOutbox(kept)).catch(() => undefined);
    }
    if (this.state.table && this.state.table !== before.table && this.state.tableAt !== null) {
      this.io.keeper.saveTable(this.state.table, this.state.tableAt);
    }
    for (const listener of this.listeners) listener(this.state, event);
    void this.run();
  }

  private async run(): Promise<void> {
    if (this.running || this.stopped) return;
    this.running = true;
    try {
      for (;;) {
        const step = nextStep(this.state, this.io.clock.now());
        if (step.kind === 'idle' || this.stopped) return;
        if (step.kind === 'wait') {
          this.cancelWake?.();
          this.cancelWake = this.io.clock.after(step.ms, () => void this.run());
          return;
        }
        if (step.kind === 'read') await this.read();
        else await this.send(step.deal);
      }
    } finally {
      this.running = false;
    }
  }

  private async read(): Promise<void> {
    this.apply({ type: 'readStarted' });
    const answer = await this.request((signal) => this.io.transport.read(signal));
    if (this.stopped) return;
    const at = this.io.clock.now();
    if (answer.kind === 'table') this.apply({ type: 'sheetRead', table: answer.table, at });
    else if (answer.kind === 'gone') this.apply({ type: 'sheetGone' });
    else this.apply({ type: 'readFailed', offline: answer.offline, at });
    this.retryIfAsked();
  }

  /** One request, which `retryNow` may give up on. */
  private async request<T extends SendAnswer | ReadAnswer>(
    make: (signal: AbortSignal) => Promise<T>,
  ): Promise<T | typeof failure> {
    const controller = new AbortController();
    this.inFlight = controller;
    try {
      return await make(controller.signal).catch(() => failure);
    } finally {
      this.inFlight = null;
    }
  }

  /** The request given up by `retryNow` has failed: the next one goes at once. */
  private retryIfAsked(): void {
    if (!this.retryWhenAnswered) return;
    this.retryWhenAnswered = false;
    this.apply({ type: 'networkBack' });
  }

  private async send(deal: QueuedDeal & { number: number }): Promise<void> {
    this.apply({ type: 'sendStarted', key: deal.key });
    // Kept as "maybe sent" before it leaves: a page closed meanwhile will ask with the same key.
    await this.saving;
    if (this.stopped) return;
    const answer = await this.request((signal) => this.io.transport.send(deal, signal));
    if (this.stopped) return;
    const at = this.io.clock.now();
    if (answer.kind === 'recorded') {
      this.apply({ type: 'sent', key: deal.key, number: answer.number, game: answer.game, at });
    } else if (answer.kind === 'refused') {
      this.apply({ type: 'refused', key: deal.key, error: answer.error });
    } else {
      this.apply({ type: 'sendFailed', key: deal.key, offline: answer.offline, at });
    }
    this.retryIfAsked();
  }
}

const failure = { kind: 'failed', offline: true } as const;
