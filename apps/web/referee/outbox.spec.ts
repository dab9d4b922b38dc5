import { webcrypto } from 'node:crypto';
import type { ApiResult } from '../lib/api-client';
import type { RecordDealResponse } from '../lib/api-types';
import { newIdempotencyKey, readAnswerOf, sendAnswerOf } from './outbox';

const error = (statusCode: number) => ({
  statusCode,
  error: 'E',
  code: 'BAD_REQUEST' as const,
  message: 'non',
});
const failure = (status: number, offline = false): ApiResult<never> => ({
  ok: false,
  status,
  offline,
  error: error(status),
});

describe('sendAnswerOf', () => {
  it('reads a 201 as the deal recorded, with its number', () => {
    const data = {
      deal: { number: 4, made: true, marks: { A: 160, B: 0 } },
      game: { version: 5, totals: { A: 160, B: 0 }, finished: false, winner: null },
    } as RecordDealResponse;
    expect(sendAnswerOf({ ok: true, status: 201, data })).toEqual({
      kind: 'recorded',
      number: 4,
      game: data.game,
    });
  });

  it.each([
    [failure(0, true), { kind: 'failed', offline: true }],
    [failure(502, true), { kind: 'failed', offline: true }],
    [failure(503), { kind: 'failed', offline: false }],
    [failure(500), { kind: 'failed', offline: false }],
    [failure(429), { kind: 'failed', offline: false }],
    [failure(408), { kind: 'failed', offline: false }],
  ])('keeps the deal to ask again after %p', (result, expected) => {
    expect(sendAnswerOf(result)).toEqual(expected);
  });

  it.each([409, 422, 400, 403, 404])('gives the deal back to the referee after a %i', (status) => {
    expect(sendAnswerOf(failure(status))).toEqual({ kind: 'refused', error: error(status) });
  });
});

describe('readAnswerOf', () => {
  it('reads a 404 as a table taken back with its round', () => {
    expect(readAnswerOf(failure(404))).toEqual({ kind: 'gone' });
  });

  it('tells no network from a server that fails', () => {
    expect(readAnswerOf(failure(0, true))).toEqual({ kind: 'failed', offline: true });
    expect(readAnswerOf(failure(500))).toEqual({ kind: 'failed', offline: false });
  });
});

describe('newIdempotencyKey', () => {
  it('gives 32 hex digits, a new one each time', () => {
    const random = webcrypto as unknown as Crypto;
    const first = newIdempotencyKey(random);
    expect(first).toMatch(/^[0-9a-f]{32}$/);
    expect(newIdempotencyKey(random)).not.toBe(first);
  });
});
