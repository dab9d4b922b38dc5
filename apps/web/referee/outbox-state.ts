import type {
  ApiErrorBody,
  DealBody,
  GameSummary,
  Seat,
  SheetDeal,
  TableView,
} from '../lib/api-types';

// The outbox's state and events: what the phone knows of the server's sheet, the deals typed
// and not yet recorded, the refused one waiting for the referee. outbox-machine.ts moves it.

/**
 * A deal typed on the phone and not yet recorded, bound to the deal number and dealer it was typed
 * for: it is sent as that deal only (`X-Deal-Number`), with the same Idempotency-Key every time.
 */
export interface QueuedDeal {
  key: string;
  /** The tap that made it: a second tap with the same intent is the same deal. */
  intent: string;
  /** Null when typed on a sheet the server had not confirmed: bound once it has. */
  number: number | null;
  /** `body.dealer` is the dealer it was typed for. */
  body: DealBody;
  typedAt: number;
  /** An attempt was made and not answered: the server may have it, and the same key will say. */
  maybeSent: boolean;
}

/**
 * Why a deal left the queue for the referee: its facts were refused (fix them), another deal
 * holds its number, the sheet moved under it (a deal deleted, an earlier one dropped), the game
 * or the round is over, the table is gone; `checking` while the sheet is read to tell.
 */
export type DraftReason =
  'checking' | 'refused' | 'taken' | 'misplaced' | 'finished' | 'closed' | 'gone';

export interface RefusedDeal extends Omit<QueuedDeal, 'maybeSent'> {
  reason: DraftReason;
  error: ApiErrorBody | null;
  /** The deal the sheet has at this deal's number (`taken`). */
  other: SheetDeal | null;
  /** `other` is a deal this phone recorded (one it renumbered), not another device's. */
  otherIsOwn?: boolean;
}

/** A deal this phone recorded: its number and its facts, to know it again on the sheet. */
export interface OwnDeal {
  number: number;
  body: DealBody;
}

/** What a request's outcome says of the network: `failing` when the server answers with an error. */
export type Network = 'unknown' | 'online' | 'offline' | 'failing';

/** The server's sheet as far as the outbox needs it. */
export interface SheetFacts {
  count: number;
  version: number;
  finished: boolean;
  closed: boolean;
  firstDealer: Seat;
}

export interface OutboxState {
  /** The last sheet read, for display (kept on the phone between visits). */
  table: TableView | null;
  /** When `table` was read from the server. */
  tableAt: number | null;
  facts: SheetFacts | null;
  /** The server has answered since the page opened: until then the sheet is a guess. */
  fresh: boolean;
  /** The sheet may have moved unseen (a request failed or was refused): read it before sending. */
  behind: boolean;
  /** Read the sheet when nothing else waits (the live stream said it changed, a deal was recorded). */
  wantSheet: boolean;
  gone: boolean;
  queue: QueuedDeal[];
  draft: RefusedDeal | null;
  network: Network;
  /** Failed requests in a row, for the delay before the next one. */
  failures: number;
  retryAt: number;
  busy: 'read' | 'send' | null;
  /** Taps already turned into deals, newest last. */
  intents: string[];
  /** The last deal this phone recorded, for the confirmation. */
  recorded: { number: number; key: string; at: number } | null;
  /** The deals this phone recorded lately: a number taken by one of them is not "another device". */
  own: OwnDeal[];
}

export type OutboxEvent =
  | { type: 'sheetWanted' }
  | { type: 'readStarted' }
  | { type: 'sheetRead'; table: TableView; at: number }
  | { type: 'sheetGone' }
  | { type: 'readFailed'; offline: boolean; at: number }
  | {
      type: 'typed';
      intent: string;
      key: string;
      body: DealBody;
      at: number;
      /**
       * The number the deal was typed for, fixed when the referee started typing it (null: the
       * sheet was not confirmed then); absent: the next one now.
       */
      number?: number | null;
    }
  | { type: 'sendStarted'; key: string }
  | { type: 'sent'; key: string; number: number; game: GameSummary; at: number }
  | { type: 'sendFailed'; key: string; offline: boolean; at: number }
  | { type: 'refused'; key: string; error: ApiErrorBody }
  | {
      type: 'draftSent';
      draftKey: string;
      key: string;
      body: DealBody;
      /** The deals typed after it move on with it (`followingDeals`): the referee saw where. */
      withFollowing?: boolean;
    }
  | { type: 'draftDropped'; draftKey: string }
  | { type: 'unsentDropped' }
  | { type: 'networkBack' };

/**
 * Whether `event` is one of the referee's taps on the form (the others are the network's answers,
 * the clock, the live stream): the page draws these at once, the others in a transition.
 */
export function isRefereeTap(event: OutboxEvent): boolean {
  return REFEREE_TAPS.has(event.type);
}

const REFEREE_TAPS: ReadonlySet<OutboxEvent['type']> = new Set([
  'typed',
  'draftSent',
  'draftDropped',
  'unsentDropped',
]);

export type Step =
  | { kind: 'read' }
  | { kind: 'send'; deal: QueuedDeal & { number: number } }
  | { kind: 'wait'; ms: number }
  | { kind: 'idle' };

/** The state of a phone that opens a table: what it kept from its last visit, nothing confirmed. */
export function restoredState(kept: {
  table: TableView | null;
  tableAt: number | null;
  queue: QueuedDeal[];
  draft: RefusedDeal | null;
  own?: OwnDeal[];
}): OutboxState {
  return {
    table: kept.table,
    tableAt: kept.tableAt,
    facts: kept.table ? factsOf(kept.table) : null,
    fresh: false,
    behind: true,
    wantSheet: true,
    gone: false,
    queue: kept.queue,
    draft: kept.draft,
    network: 'unknown',
    failures: 0,
    retryAt: 0,
    busy: null,
    intents: [...kept.queue.map((deal) => deal.intent), ...(kept.draft ? [kept.draft.intent] : [])],
    recorded: null,
    own: kept.own ?? [],
  };
}

export function factsOf(table: TableView): SheetFacts {
  return {
    count: table.game.deals.length,
    version: table.game.version,
    finished: table.game.finished,
    closed: table.game.closedAtBell,
    firstDealer: table.firstDealer,
  };
}

/** The dealer of deal `number`: the deal moves one seat on after every deal. */
export function dealerOf(firstDealer: Seat, number: number): Seat {
  return ((((firstDealer + number - 1) % 4) + 4) % 4) as Seat;
}
