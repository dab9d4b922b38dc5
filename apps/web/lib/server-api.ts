import { cookies, headers } from 'next/headers';
import { apiResultOf, type ApiResult } from './api-client';
import { apiBaseUrl, forwarderSecret } from './api-url';
import { browserAddress, FORWARDER_HEADER } from './forward-to-api';

/** How long a page waits for the API before it renders without the data. */
const WAIT_MS = 2000;

/**
 * A public read of the API while a page renders on the server, so that the page arrives with
 * its content: nothing moves when it comes, and the phone renders it once instead of fetching
 * it after its scripts. Sent as the /api forwarder sends a browser's requests (the browser's
 * address, proven by the forwarder's secret, for the API's limits), without the browser's
 * cookies: what anyone may see. Null when the API is away, slow or refuses: the page then
 * loads it in the browser as before.
 */
export async function readApiOnServer<T>(path: string, locale: string): Promise<T | null> {
  const result = await askApiOnServer<T>(path, locale);
  return result.ok ? result.data : null;
}

/**
 * `readApiOnServer`'s request, answered as `callApi` answers (the API's refusals with their
 * code; `status: 0` when it was not reached). `passCookies`: the only cookies of the browser's
 * sent on, by name (a referee's pass, so that a lookup counts where the phone's own would).
 */
export async function askApiOnServer<T>(
  path: string,
  locale: string,
  passCookies: readonly string[] = [],
): Promise<ApiResult<T>> {
  const sent: Record<string, string> = { Accept: 'application/json', 'Accept-Language': locale };
  const address = browserAddress(await headers());
  if (address) sent['x-forwarded-for'] = address;
  const secret = forwarderSecret();
  if (secret) sent[FORWARDER_HEADER] = secret;
  const jar = await cookies();
  const passed = passCookies.flatMap((name) => {
    const value = jar.get(name)?.value;
    return value === undefined ? [] : [`${name}=${value}`];
  });
  if (passed.length) sent['cookie'] = passed.join('; ');
  try {
    const response = await fetch(`${apiBaseUrl()}/api${path}`, {
      headers: sent,
      cache: 'no-store',
      signal: AbortSignal.timeout(WAIT_MS),
    });
    return await apiResultOf<T>(response);
  } catch {
    return {
      ok: false,
      status: 0,
      offline: false,
      error: { statusCode: 0, error: 'Not reached', code: 'API_UNREACHABLE', message: '' },
    };
  }
}
