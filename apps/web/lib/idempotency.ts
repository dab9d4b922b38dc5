import type { ApiResult } from './api-client';

/**
 * A fresh Idempotency-Key. crypto.randomUUID exists only on https and localhost; a phone on the
 * club's wifi may open the app over plain http, where getRandomValues still works.
 */
export function newIdempotencyKey(random: Crypto = globalThis.crypto): string {
  const bytes = random.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/**
 * The Idempotency-Key of a write: the same request sent again (after an answer that never came)
 * keeps its key, so the API answers it with its first answer; another request gets a new one.
 */
export class WriteKeys {
  private last: { request: string; key: string } | null = null;

  constructor(private readonly newKey: () => string = newIdempotencyKey) {}

  keyFor(request: string): string {
    if (this.last?.request !== request) this.last = { request, key: this.newKey() };
    return this.last.key;
  }
}

/** Milliseconds before the next attempt at a write the API did not answer. */
const WRITE_RETRY_MS = [1000, 2000, 4000];

/**
 * Sends a write until the API answers it (`callApi`'s status 0 is "not reached": no network, a
 * captive portal's page, a proxy's error page), a few times, with the same key each time: the
 * answer, or the last "not reached" once the attempts are spent (a tap sends it again).
 */
export async function sendUntilAnswered<T>(
  send: () => Promise<ApiResult<T>>,
  wait: (ms: number) => Promise<void> = (ms) => new Promise((done) => setTimeout(done, ms)),
): Promise<ApiResult<T>> {
  let result = await send();
  for (const ms of WRITE_RETRY_MS) {
    if (result.ok || result.status !== 0) return result;
    await wait(ms);
    result = await send();
  }
  return result;
}
