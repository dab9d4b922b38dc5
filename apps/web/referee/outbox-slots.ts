import type { Seat } from '../lib/api-types';
import { dealerOf, type OutboxState, type QueuedDeal } from './outbox-state';

// What the referee's phone offers from the outbox's state: the next deal's number and dealer,
// where a refused deal would go, what waits, what can no longer be sent.

/**
 * The number and dealer of the next deal typed: after the last queued deal, else after the
 * server's sheet. Null dealer: the sheet is not confirmed and nothing typed follows from it, so
 * the phone asks who dealt rather than guess. Null: no deal can follow (a refused deal waits,
 * the game or the round is over).
 */
export function nextSlot(
  state: OutboxState,
): { number: number | null; dealer: Seat | null } | null {
  const { facts } = state;
  if (state.draft || state.gone || facts?.finished || facts?.closed) return null;
  const last = state.queue[state.queue.length - 1];
  if (last && last.number === null) {
    return { number: null, dealer: ((last.body.dealer + 1) % 4) as Seat };
  }
  if (!facts || (!last && !state.fresh)) return { number: null, dealer: null };
  // After the sheet's last deal, or after the last queued one unless the sheet has its number.
  const number = Math.max(last?.number ?? 0, facts.count) + 1;
  return { number, dealer: dealerOf(facts.firstDealer, number) };
}

/**
 * Where the refused deal would go if recorded again: next on the server's sheet, ahead of the
 * deals typed after it; its dealer recomputed from that sheet (null: not confirmed, ask).
 */
export function draftSlot(state: OutboxState): { number: number | null; dealer: Seat | null } {
  const { facts } = state;
  if (!facts || !state.fresh) return { number: null, dealer: null };
  return { number: facts.count + 1, dealer: dealerOf(facts.firstDealer, facts.count + 1) };
}

/**
 * The deals typed after the refused one that move on with it when it is recorded again as the
 * sheet's next deal (another device took its number): those right behind it, typed for numbers
 * the sheet does not have yet and never sent, each to its number plus the same shift, with that
 * number's dealer. A deal typed for a number the sheet has is not among them (and nothing after
 * it): its turn asks again, beside the deal that holds its number.
 */
export function followingDeals(
  state: OutboxState,
): Array<{ key: string; from: number; to: number; dealer: Seat }> {
  const { draft, facts } = state;
  const to = draftSlot(state).number;
  if (!draft || !facts || draft.number === null || to === null || to <= draft.number) return [];
  const shift = to - draft.number;
  const moved: Array<{ key: string; from: number; to: number; dealer: Seat }> = [];
  let previous = draft.number;
  for (const deal of state.queue) {
    if (deal.number !== previous + 1 || deal.number <= facts.count || deal.maybeSent) break;
    previous = deal.number;
    const number = deal.number + shift;
    moved.push({
      key: deal.key,
      from: deal.number,
      to: number,
      dealer: dealerOf(facts.firstDealer, number),
    });
  }
  return moved;
}

/** Whether the refused deal can be recorded again (not once the game, round or table is over). */
export function canResend(state: OutboxState): boolean {
  const reason = state.draft?.reason;
  return reason !== undefined && !['finished', 'closed', 'gone'].includes(reason);
}

/**
 * Nothing typed can be recorded any more: the table is gone, or the round was closed or the game
 * is over, and no deal the server may already have is left to check with its key.
 */
export function unsendable(state: OutboxState): boolean {
  const { facts } = state;
  if (state.gone) return true;
  if (!facts || !(facts.closed || (facts.finished && state.fresh))) return false;
  return !state.queue.some(
    (deal) => deal.maybeSent && deal.number !== null && deal.number <= facts.count,
  );
}

/**
 * The queued deals to show as waiting, each with the number it will have. A deal whose number the
 * sheet already has and that may have reached the server is not waiting: it is being checked.
 */
export function waitingDeals(
  state: OutboxState,
): Array<QueuedDeal & { shownNumber: number | null }> {
  const count = state.facts?.count ?? 0;
  let previous: number | null = state.fresh ? count : null;
  const shown: Array<QueuedDeal & { shownNumber: number | null }> = [];
  for (const deal of state.queue) {
    const number = deal.number ?? (previous === null ? null : previous + 1);
    previous = number;
    if (number !== null && number <= count && deal.maybeSent) continue;
    shown.push({ ...deal, shownNumber: number });
  }
  return shown;
}

/** Queued deals the server may already have, being checked with their own key. */
export function checkingCount(state: OutboxState): number {
  return state.queue.length - waitingDeals(state).length;
}
