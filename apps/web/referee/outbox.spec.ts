import { webcrypto } from 'node:crypto';
import type { ApiErrorCode } from '@marque/contracts';
import type { ApiResult } from '../lib/api-client';
import type { RecordDealResponse } from '../lib/api-types';
import { newIdempotencyKey, readAnswerOf, sendAnswerOf } from './outbox';

const error = (statusCode: number) => ({
  statusCode,
  error: 'E',
  code: 'BAD_REQUEST' as const,
  message: 'non',
});
const failure = (
  status: number,
  offline = false,
  code: ApiErrorCode = 'BAD_REQUEST',
): ApiResult<never> => ({
  ok: false,
  status,
  offline,
  error: { ...error(status), code },
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
    // Not the API’s answer (a portal’s page, a proxy’s 404 or 502): not reached yet.
    [failure(0), { kind: 'failed', offline: false }],
    [failure(502), { kind: 'failed', offline: false }],
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

  it.each([null, 'Connexion au wifi', {}, { deal: {} }])(
    'keeps the deal to ask again after a 201 of another shape (%p)',
    (data) => {
      expect(
        sendAnswerOf({ ok: true, status: 201, data } as ApiResult<RecordDealResponse>),
      ).toEqual({ kind: 'failed', offline: false });
    },
  );
});

describe('readAnswerOf', () => {
  it('reads the API’s own TABLE_NOT_FOUND as a table taken back with its round', () => {
    expect(readAnswerOf(failure(404, false, 'TABLE_NOT_FOUND'))).toEqual({ kind: 'gone' });
  });

  it('reads any other 404, and answers not the API’s, as not reached yet', () => {
    expect(readAnswerOf(failure(404, false, 'NOT_FOUND'))).toEqual({
      kind: 'failed',
      offline: false,
    });
    expect(readAnswerOf(failure(0))).toEqual({ kind: 'failed', offline: false });
  });

  it.each([null, '<html>portail</html>', { statusCode: 200 }, { id: 't', game: {} }])(
    'reads a 200 that is not a sheet (%p) as not reached yet, never as a sheet',
    (data) => {
      expect(readAnswerOf({ ok: true, status: 200, data } as ApiResult<never>)).toEqual({
        kind: 'failed',
        offline: false,
      });
    },
  );

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
