import { headers } from 'next/headers';
import { apiResultOf } from './api-client';
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
  const sent: Record<string, string> = { Accept: 'application/json', 'Accept-Language': locale };
  const address = browserAddress(await headers());
  if (address) sent['x-forwarded-for'] = address;
  const secret = forwarderSecret();
  if (secret) sent[FORWARDER_HEADER] = secret;
  try {
    const response = await fetch(`${apiBaseUrl()}/api${path}`, {
      headers: sent,
      cache: 'no-store',
      signal: AbortSignal.timeout(WAIT_MS),
    });
    const result = await apiResultOf<T>(response);
    return result.ok ? result.data : null;
  } catch {
    return null;
  }
}
