import { webcrypto } from 'node:crypto';
import {
  dealerAfterQueue,
  newIdempotencyKey,
  nextToSend,
  outcomeOf,
  retryDelay,
  settle,
  type OutboxItem,
} from './outbox';

const item = (key: string, createdAt: number, tableId = 't1'): OutboxItem => ({
  key,
  tableId,
  refereeCode: 'ABC123',
  body: { dealer: 0, passedOut: true },
  createdAt,
  attempts: 0,
  state: 'pending',
});

describe('outcomeOf', () => {
  it.each([
    [{ ok: true, status: 201 }, 'sent'],
    [{ ok: false, status: 0, offline: true }, 'retry'],
    [{ ok: false, status: 502, offline: true }, 'retry'],
    [{ ok: false, status: 503 }, 'retry'],
    [{ ok: false, status: 429 }, 'retry'],
    [{ ok: false, status: 422 }, 'rejected'],
    [{ ok: false, status: 409 }, 'rejected'],
    [{ ok: false, status: 403 }, 'rejected'],
  ])('treats %p as %s', (result, expected) => {
    expect(outcomeOf(result)).toBe(expected);
  });
});

describe('settle', () => {
  const queue = [item('a', 1), item('b', 2)];

  it('removes a sent deal', () => {
    expect(settle(queue, 'a', 'sent').map((entry) => entry.key)).toEqual(['b']);
  });

  it('keeps a deal to retry and counts the attempt', () => {
    expect(settle(queue, 'a', 'retry')[0]).toMatchObject({ key: 'a', attempts: 1 });
  });

  it('keeps a refused deal with the server error, for the referee to fix', () => {
    const error = { statusCode: 422, error: 'Unprocessable Entity', message: 'non' };
    expect(settle(queue, 'b', 'rejected', error)[1]).toMatchObject({ state: 'rejected', error });
  });
});

describe('nextToSend', () => {
  it('sends the oldest deal of the table first', () => {
    expect(nextToSend([item('late', 5), item('other', 1, 't2'), item('early', 2)], 't1')?.key).toBe(
      'early',
    );
  });

  it('sends nothing past a refused deal', () => {
    const queue = settle([item('a', 1), item('b', 2)], 'a', 'rejected');
    expect(nextToSend(queue, 't1')).toBeNull();
  });

  it('has nothing to send for an empty table', () => {
    expect(nextToSend([item('a', 1, 't2')], 't1')).toBeNull();
  });
});

describe('dealerAfterQueue', () => {
  it('moves the deal one seat to the right per queued deal', () => {
    expect(dealerAfterQueue(3, 0)).toBe(3);
    expect(dealerAfterQueue(3, 1)).toBe(0);
    expect(dealerAfterQueue(1, 6)).toBe(3);
  });

  it('has no dealer once the game is over', () => {
    expect(dealerAfterQueue(null, 2)).toBeNull();
  });
});

describe('retryDelay', () => {
  it('doubles up to 30 seconds', () => {
    expect([0, 1, 2, 5, 10].map(retryDelay)).toEqual([1000, 2000, 4000, 30_000, 30_000]);
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
