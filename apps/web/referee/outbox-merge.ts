import type { DealBody, Seat, SheetDeal } from '../lib/api-types';
import {
  dealerOf,
  type DraftReason,
  type OutboxState,
  type QueuedDeal,
  type RefusedDeal,
  type SheetFacts,
} from './outbox-state';

// The server's sheet merged into the outbox by deal number, once the server has answered: the
// first queued deal goes if it is the sheet's next deal with its dealer, or comes back to the
// referee saying why; the refused deal is named from the sheet.

/** Names why the refused deal was refused, from the sheet just read; the bell overrides all. */
export function classifyDraft(state: OutboxState): OutboxState {
  const { draft, facts } = state;
  if (!draft || !facts) return state;
  const terminal = state.gone ? 'gone' : facts.closed ? 'closed' : null;
  if (terminal) return { ...state, draft: { ...draft, reason: terminal } };
  const reopened = draft.reason === 'finished' && !facts.finished;
  if (draft.reason !== 'checking' && !reopened) return state;
  const why = whyNot(state, draft.number, draft.body.dealer);
  if (reopened && why.reason === null) {
    // The game ended, then its last deal was deleted: the deal goes as it was typed.
    const { key, intent, number, body, typedAt } = draft;
    const deal: QueuedDeal = { key, intent, number, body, typedAt, maybeSent: false };
    return { ...state, draft: null, queue: [deal, ...state.queue] };
  }
  return {
    ...state,
    draft: {
      ...draft,
      reason: why.reason ?? 'refused',
      other: why.other,
      otherIsOwn: why.otherIsOwn,
    },
  };
}

/**
 * Compares the first queued deal with the server's sheet once the server has answered: bound to
 * the next number and its dealer, it is sent; if the server may have it (an attempt unanswered),
 * the same key asks; anything else makes it the refused deal, for the referee to decide.
 */
export function reconcile(state: OutboxState): OutboxState {
  const [head, ...rest] = state.queue;
  const { facts } = state;
  if (state.draft || !head || !facts || !state.fresh) return state;
  if (head.maybeSent && !state.gone) {
    if (head.number !== null && head.number <= facts.count) return state;
    // Kept by an earlier page with no number: its key asks the server, whose answer decides.
    if (head.number === null)
      return { ...state, queue: [{ ...head, number: facts.count + 1 }, ...rest] };
  }
  const number = head.number ?? facts.count + 1;
  const why: Why = state.gone
    ? { reason: 'gone', other: null }
    : facts.closed
      ? { reason: 'closed', other: null }
      : whyNot(state, number, head.body.dealer);
  if (why.reason === null) {
    return head.number === null ? { ...state, queue: [{ ...head, number }, ...rest] } : state;
  }
  if (why.reason === 'taken' && why.other === null) {
    // The sheet on the phone is older than its facts (a deal just recorded): read it, then show
    // the deal that holds the number beside this one.
    const checking = { reason: 'checking' as const, error: null, other: null };
    return {
      ...state,
      queue: rest,
      draft: refusedDeal({ ...head, number }, checking),
      behind: true,
    };
  }
  return {
    ...state,
    queue: rest,
    draft: refusedDeal(
      { ...head, number },
      { reason: why.reason, error: null, other: why.other, otherIsOwn: why.otherIsOwn },
    ),
  };
}

/** A queued deal handed back to the referee, with why. */
export function refusedDeal(
  deal: QueuedDeal,
  why: Pick<RefusedDeal, 'reason' | 'error' | 'other' | 'otherIsOwn'>,
): RefusedDeal {
  const { key, intent, number, body, typedAt } = deal;
  return { key, intent, number, body, typedAt, ...why };
}

type Why = {
  reason: Exclude<DraftReason, 'checking'> | null;
  other: SheetDeal | null;
  otherIsOwn?: boolean;
};

/** Why deal `number` dealt by `dealer` cannot be the sheet's next deal; null reason if it can. */
function whyNot(state: OutboxState, number: number | null, dealer: Seat): Why {
  const facts = state.facts as SheetFacts;
  if (number !== null && number <= facts.count) {
    const other = state.table?.game.deals[number - 1] ?? null;
    const own = state.own.find((deal) => deal.number === number);
    return {
      reason: 'taken',
      other,
      otherIsOwn: Boolean(other && own && sameFacts(own.body, other)),
    };
  }
  if (number !== null && number > facts.count + 1) return { reason: 'misplaced', other: null };
  if (dealer !== dealerOf(facts.firstDealer, facts.count + 1))
    return { reason: 'misplaced', other: null };
  if (facts.finished) return { reason: 'finished', other: null };
  return { reason: null, other: null };
}

/** Whether the sheet's deal has the facts this phone sent (a deal it recorded itself). */
export function sameFacts(sent: DealBody, onSheet: SheetDeal): boolean {
  const recorded = onSheet as unknown as Record<string, unknown>;
  return Object.entries(sent).every(([field, value]) => stable(value) === stable(recorded[field]));
}

/** JSON with object keys in order: the server may write a deal's fields in another order. */
function stable(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(stable).join(',')}]`;
  if (value && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, each]) => each !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : 1));
    return `{${entries.map(([key, each]) => `${JSON.stringify(key)}:${stable(each)}`).join(',')}}`;
  }
  return JSON.stringify(value ?? null);
}
