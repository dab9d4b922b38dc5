import type { ApiResult } from './api-client';
import { WriteKeys, sendUntilAnswered } from './idempotency';

describe('WriteKeys', () => {
  it('keeps the key of a request sent again, and gives another request a new one', () => {
    let count = 0;
    const keys = new WriteKeys(() => `k${++count}`);
    expect(keys.keyFor('PUT 3 {"a":1}')).toBe('k1');
    expect(keys.keyFor('PUT 3 {"a":1}')).toBe('k1');
    expect(keys.keyFor('PUT 3 {"a":2}')).toBe('k2');
    expect(keys.keyFor('PUT 3 {"a":1}')).toBe('k3');
  });
});

describe('sendUntilAnswered', () => {
  const unreached: ApiResult<string> = {
    ok: false,
    status: 0,
    offline: false,
    error: { statusCode: 0, error: 'Not the API', code: 'API_UNREACHABLE', message: '' },
  };
  const stored: ApiResult<string> = { ok: true, status: 200, data: 'first answer' };

  it('sends again while the API is not reached, and returns its first answer', async () => {
    const answers = [unreached, unreached, stored];
    const waits: number[] = [];
    const result = await sendUntilAnswered(
      async () => answers.shift() as ApiResult<string>,
      async (ms) => void waits.push(ms),
    );
    expect(result).toEqual(stored);
    expect(waits).toEqual([1000, 2000]);
  });

  it('stops at an answer of the API, even a refusal, and after four attempts', async () => {
    const refusal: ApiResult<string> = { ...unreached, status: 409 } as ApiResult<string>;
    let sent = 0;
    expect(
      await sendUntilAnswered(
        async () => (sent++, refusal),
        async () => undefined,
      ),
    ).toBe(refusal);
    expect(sent).toBe(1);
    sent = 0;
    expect(
      await sendUntilAnswered(
        async () => (sent++, unreached),
        async () => undefined,
      ),
    ).toBe(unreached);
    expect(sent).toBe(4);
  });
});
