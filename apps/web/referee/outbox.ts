import type { ApiResult } from '../lib/api-client';
import type { RecordDealResponse, TableView } from '../lib/api-types';
import type { ReadAnswer, SendAnswer } from './outbox-controller';

/**
 * What an answer to a deal means for the outbox. No answer, an answer that is not the API's
 * (`callApi` says status 0), a timeout, a rate limit, a server error or an answer of another
 * shape say nothing of the deal: it stays, and the same key asks again. Any other refusal by the
 * API is for good: the deal goes back to the referee.
 */
export function sendAnswerOf(result: ApiResult<RecordDealResponse>): SendAnswer {
  if (result.ok) {
    const { deal, game } = (result.data ?? {}) as Partial<RecordDealResponse>;
    if (typeof deal?.number === 'number' && typeof game?.version === 'number') {
      return { kind: 'recorded', number: deal.number, game };
    }
    return { kind: 'failed', offline: false };
  }
  if (result.status === 0) return { kind: 'failed', offline: result.offline };
  if (result.status === 408 || result.status === 429 || result.status >= 500) {
    return { kind: 'failed', offline: false };
  }
  return { kind: 'refused', error: result.error };
}

/**
 * What an answer to `GET /api/tables/:id` means: the sheet, a table taken back (the API's own
 * TABLE_NOT_FOUND, nothing else), or nothing yet.
 */
export function readAnswerOf(result: ApiResult<TableView>): ReadAnswer {
  if (result.ok) {
    return isTableView(result.data)
      ? { kind: 'table', table: result.data }
      : { kind: 'failed', offline: false };
  }
  if (result.status === 404 && result.error.code === 'TABLE_NOT_FOUND') return { kind: 'gone' };
  return { kind: 'failed', offline: result.offline };
}

/** A sheet of the shape the phone reads: its teams, seats and deals. */
function isTableView(value: unknown): value is TableView {
  const table = value as Partial<TableView> | null;
  return (
    typeof table === 'object' &&
    table !== null &&
    typeof table.id === 'string' &&
    typeof table.firstDealer === 'number' &&
    Array.isArray(table.game?.deals) &&
    typeof table.game?.version === 'number'
  );
}

export { newIdempotencyKey } from '../lib/idempotency';
