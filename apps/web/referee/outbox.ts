import type { ApiErrorBody, DealBody, Seat } from '../lib/api-types';

/**
 * A deal typed on the referee's phone and not yet acknowledged by the server. It is written to
 * IndexedDB before the first attempt, and keeps its Idempotency-Key across attempts and reloads:
 * the server records it once however many times it is sent.
 */
export interface OutboxItem {
  key: string;
  tableId: string;
  refereeCode: string;
  body: DealBody;
  createdAt: number;
  attempts: number;
  /** `rejected`: the server refused it (422, 409…); it waits for the referee, not the network. */
  state: 'pending' | 'rejected';
  error?: ApiErrorBody;
}

export type SendOutcome = 'sent' | 'retry' | 'rejected';

/** What an answer to a queued deal means for it. */
export function outcomeOf(result: { ok: boolean; status: number; offline?: boolean }): SendOutcome {
  if (result.ok) return 'sent';
  if (result.offline || result.status === 0) return 'retry';
  // Timeouts, rate limits and server errors say nothing about the deal: try again later.
  if (result.status === 408 || result.status === 429 || result.status >= 500) return 'retry';
  return 'rejected';
}

/** Applies an answer: a sent deal leaves the outbox, a refused one waits for the referee. */
export function settle(
  items: readonly OutboxItem[],
  key: string,
  outcome: SendOutcome,
  error?: ApiErrorBody,
): OutboxItem[] {
  switch (outcome) {
    case 'sent':
      return items.filter((item) => item.key !== key);
    case 'retry':
      return items.map((item) =>
        item.key === key ? { ...item, attempts: item.attempts + 1 } : item,
      );
    case 'rejected':
      return items.map((item) =>
        item.key === key ? { ...item, state: 'rejected' as const, error } : item,
      );
  }
}

/**
 * The next deal of a table to send, oldest first. Nothing is sent past a refused deal: the
 * deals typed after it name dealers that follow it, and would be refused too.
 */
export function nextToSend(items: readonly OutboxItem[], tableId: string): OutboxItem | null {
  const first = itemsOf(items, tableId)[0];
  return first && first.state === 'pending' ? first : null;
}

export function itemsOf(items: readonly OutboxItem[], tableId: string): OutboxItem[] {
  return items.filter((item) => item.tableId === tableId).sort((a, b) => a.createdAt - b.createdAt);
}

/**
 * Who deals next once the queued deals are in: the deal moves one seat to the right after
 * every deal (RULES-2018, "Table, seats, teams"), so the phone can go on while offline.
 */
export function dealerAfterQueue(serverNext: Seat | null, queued: number): Seat | null {
  if (serverNext === null) return null;
  return ((serverNext + queued) % 4) as Seat;
}

/** Milliseconds before the next attempt: 1 s, 2 s, 4 s… at most 30 s. */
export function retryDelay(attempts: number): number {
  return Math.min(30_000, 1000 * 2 ** Math.max(0, attempts));
}

/**
 * A fresh Idempotency-Key. crypto.randomUUID exists only on https and localhost; a phone on the
 * club's wifi may open the app over plain http, where getRandomValues still works.
 */
export function newIdempotencyKey(random: Crypto = globalThis.crypto): string {
  const bytes = random.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}
