import { createHash } from 'node:crypto';
import { HttpStatus } from '@nestjs/common';
import { ApiError } from '../common/api-error';
import type { Transaction } from '../database/prisma.service';
import { idempotencyKeyOf } from './idempotency-key';
import type { TablesRepository } from './tables.repository';

// Corrections, deletions and signatures are answered once per Idempotency-Key, as deals are: a
// phone whose answer was lost sends the same request again with the same key and gets the first
// answer, instead of a 409 about "another device" that was itself.

/** A write's Idempotency-Key and what names its request (method, path, body). */
export interface IdempotentAsk {
  key: string;
  requestHash: string;
}

/** The key of a write (from its header) and its request's hash; undefined without a key. */
export function idempotentAsk(
  header: string | undefined,
  request: string,
  body?: unknown,
): IdempotentAsk | undefined {
  const key = idempotencyKeyOf(header);
  if (!key) return undefined;
  const text = body === undefined ? request : `${request} ${JSON.stringify(body)}`;
  return { key, requestHash: createHash('sha256').update(text).digest('hex') };
}

/**
 * The first answer to this key on this table, if any (call it under the table's row lock, so two
 * copies of one request cannot both miss it): a 409 when the key was used for another request.
 */
export async function firstAnswer(
  tx: Transaction,
  tables: TablesRepository,
  tableId: string,
  ask: IdempotentAsk | undefined,
): Promise<{ response: unknown } | null> {
  if (!ask) return null;
  const replay = await tables.findIdempotent(tx, tableId, ask.key);
  if (!replay) return null;
  if (replay.requestHash !== ask.requestHash) {
    throw new ApiError(
      HttpStatus.CONFLICT,
      'IDEMPOTENCY_KEY_REUSED',
      'This Idempotency-Key was used for another request',
    );
  }
  return { response: replay.responseBody };
}

/** Keeps the answer to this key, in the write's transaction. */
export async function rememberAnswer(
  tx: Transaction,
  tables: TablesRepository,
  tableId: string,
  ask: IdempotentAsk | undefined,
  status: number,
  response: unknown,
): Promise<void> {
  if (ask) await tables.rememberIdempotent(tx, tableId, ask, status, response);
}
