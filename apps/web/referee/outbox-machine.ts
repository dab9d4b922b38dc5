import type { ApiErrorBody } from '../lib/api-types';
import { classifyDraft, reconcile, refusedDeal } from './outbox-merge';
import { canResend, draftSlot, followingDeals, nextSlot, unsendable } from './outbox-slots';
import {
  factsOf,
  type OutboxEvent,
  type OutboxState,
  type QueuedDeal,
  type Step,
} from './outbox-state';

// The referee's outbox as a state machine (its state in outbox-state.ts): `reduce` is pure;
// `nextStep` says which request to make next. OutboxController runs the requests.

const KEPT_INTENTS = 50;
const KEPT_OWN = 20;

/** Milliseconds before trying again after `failures` failed requests in a row: 1, 2, 4, then 5 s. */
export function retryDelay(failures: number): number {
  return Math.min(5000, 1000 * 2 ** Math.max(0, failures - 1));
}

export function reduce(state: OutboxState, event: OutboxEvent): OutboxState {
  switch (event.type) {
    case 'sheetWanted':
      return { ...state, wantSheet: true };
    case 'readStarted':
      // The read made now answers what was wanted so far; a want heard meanwhile asks again.
      return { ...state, busy: 'read', wantSheet: false };
    case 'sheetRead':
      return settled({
        ...answered(state),
        table: event.table,
        tableAt: event.at,
        facts: factsOf(event.table),
        gone: false,
      });
    case 'sheetGone':
      return settled({ ...answered(state), gone: true });
    case 'readFailed':
      return { ...failed(state, event.offline, event.at), wantSheet: true };
    case 'typed':
      return typed(state, event);
    case 'sendStarted':
      // From now on the server may have it, even if the page dies before the answer.
      return {
        ...state,
        busy: 'send',
        queue: state.queue.map((deal) =>
          deal.key === event.key ? { ...deal, maybeSent: true } : deal,
        ),
      };
    case 'sent':
      return sent(state, event);
    case 'sendFailed':
      return { ...failed(state, event.offline, event.at), behind: true };
    case 'refused':
      return refused(state, event.key, event.error);
    case 'draftSent':
      return draftSent(state, event);
    case 'draftDropped':
      return state.draft?.key === event.draftKey ? reconcile({ ...state, draft: null }) : state;
    case 'unsentDropped':
      return unsendable(state) ? { ...state, draft: null, queue: [] } : state;
    case 'networkBack':
      return { ...state, retryAt: 0, wantSheet: true };
  }
}

/**
 * Which request to make now: the sheet when the phone may be behind it, else the first queued
 * deal, else the sheet if the live stream said it changed. One request at a time.
 */
export function nextStep(state: OutboxState, now: number): Step {
  if (state.busy) return { kind: 'idle' };
  const mustRead = state.behind || !state.fresh || !state.facts;
  const head = state.queue[0];
  const sendable = !state.draft && !state.gone && head !== undefined && head.number !== null;
  if (!mustRead && !sendable && !state.wantSheet) return { kind: 'idle' };
  if (now < state.retryAt) return { kind: 'wait', ms: state.retryAt - now };
  if (!mustRead && sendable && head.number !== null) {
    return { kind: 'send', deal: { ...head, number: head.number } };
  }
  return { kind: 'read' };
}

function answered(state: OutboxState): OutboxState {
  return { ...state, busy: null, network: 'online', failures: 0, retryAt: 0 };
}

/** The server's sheet is known: name why the refused deal was refused, check the first queued. */
function settled(state: OutboxState): OutboxState {
  return reconcile(classifyDraft({ ...state, fresh: true, behind: false }));
}

function failed(state: OutboxState, offline: boolean, at: number): OutboxState {
  const failures = state.failures + 1;
  return {
    ...state,
    busy: null,
    network: offline ? 'offline' : 'failing',
    failures,
    retryAt: at + retryDelay(failures),
  };
}

/**
 * A deal typed: it keeps the number it was typed for (fixed at the form's first change), even
 * if the sheet moved on meanwhile; it is never recorded under another number unasked.
 */
function typed(state: OutboxState, event: Extract<OutboxEvent, { type: 'typed' }>): OutboxState {
  if (state.intents.includes(event.intent)) return state;
  const slot = nextSlot(state);
  if (!slot) return state;
  const deal: QueuedDeal = {
    key: event.key,
    intent: event.intent,
    number: event.number === undefined ? slot.number : event.number,
    body: event.body,
    typedAt: event.at,
    maybeSent: false,
  };
  return reconcile({
    ...state,
    queue: [...state.queue, deal],
    intents: remember(state.intents, event.intent),
  });
}

/**
 * A deal recorded: it leaves the queue. The answer moves the sheet on unless it is older than
 * what the phone knows (the same key answers again with the first answer).
 */
function sent(state: OutboxState, event: Extract<OutboxEvent, { type: 'sent' }>): OutboxState {
  const base = answered(state);
  const newer = base.facts !== null && event.game.version > base.facts.version;
  const facts =
    newer && base.facts
      ? {
          ...base.facts,
          count: event.number,
          version: event.game.version,
          finished: event.game.finished,
        }
      : base.facts;
  const mine = state.queue.find((deal) => deal.key === event.key);
  const own = mine
    ? [
        ...state.own.filter((deal) => deal.number !== event.number),
        { number: event.number, body: mine.body },
      ]
    : state.own;
  return reconcile({
    ...base,
    facts,
    own: own.slice(-KEPT_OWN),
    queue: state.queue.filter((deal) => deal.key !== event.key),
    // The sheet is read again to show the new row, its marks and totals.
    wantSheet: true,
    recorded: { number: event.number, key: event.key, at: event.at },
  });
}

/**
 * A refused deal leaves the queue at once, for the referee; the deals typed after it wait. The
 * sheet is read to tell why: its number taken, the round closed, or its facts.
 */
function refused(state: OutboxState, key: string, error: ApiErrorBody): OutboxState {
  const deal = state.queue.find((entry) => entry.key === key);
  if (!deal || state.draft) return { ...answered(state), behind: true };
  return {
    ...answered(state),
    queue: state.queue.filter((entry) => entry.key !== key),
    draft: refusedDeal(deal, { reason: 'checking', error, other: null }),
    behind: true,
  };
}

/**
 * The referee records the refused deal again, fixed or not: ahead of the deals typed after it,
 * as the next deal of the server's sheet, under a new key (its facts may have changed). With
 * `withFollowing`, the deals typed after it that the referee saw move on (`followingDeals`) take
 * their new numbers and dealers: one answer for the block, not one question per deal.
 */
function draftSent(
  state: OutboxState,
  event: Extract<OutboxEvent, { type: 'draftSent' }>,
): OutboxState {
  const { draft } = state;
  if (!draft || draft.key !== event.draftKey || !canResend(state)) return state;
  const deal: QueuedDeal = {
    key: event.key,
    intent: draft.intent,
    number: draftSlot(state).number,
    body: event.body,
    typedAt: draft.typedAt,
    maybeSent: false,
  };
  const moved = new Map(
    (event.withFollowing ? followingDeals(state) : []).map((each) => [each.key, each]),
  );
  const queue = state.queue.map((queued) => {
    const move = moved.get(queued.key);
    return move
      ? { ...queued, number: move.to, body: { ...queued.body, dealer: move.dealer } }
      : queued;
  });
  return reconcile({ ...state, draft: null, queue: [deal, ...queue] });
}

function remember(intents: string[], intent: string): string[] {
  return [...intents, intent].slice(-KEPT_INTENTS);
}
