import type { ApiResult } from '../lib/api-client';
import type { RecordDealResponse, TableView } from '../lib/api-types';
import type { ReadAnswer, SendAnswer } from './outbox-controller';

/**
 * What an answer to a deal means for the outbox. No answer, a timeout, a rate limit or a server
 * error say nothing of the deal: it stays, and the same key asks again. Any other refusal is for
 * good: the deal goes back to the referee.
 */
export function sendAnswerOf(result: ApiResult<RecordDealResponse>): SendAnswer {
  if (result.ok)
    return { kind: 'recorded', number: result.data.deal.number, game: result.data.game };
  if (result.offline || result.status === 0) return { kind: 'failed', offline: true };
  if (result.status === 408 || result.status === 429 || result.status >= 500) {
    return { kind: 'failed', offline: false };
  }
  return { kind: 'refused', error: result.error };
}

/** What an answer to `GET /api/tables/:id` means: the sheet, a table taken back, or nothing. */
export function readAnswerOf(result: ApiResult<TableView>): ReadAnswer {
  if (result.ok) return { kind: 'table', table: result.data };
  if (result.status === 404) return { kind: 'gone' };
  return { kind: 'failed', offline: result.offline || result.status === 0 };
}

/**
 * A fresh Idempotency-Key. crypto.randomUUID exists only on https and localhost; a phone on the
 * club's wifi may open the app over plain http, where getRandomValues still works.
 */
export function newIdempotencyKey(random: Crypto = globalThis.crypto): string {
  const bytes = random.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}
