import type { BrowserContext } from 'playwright-core';
import { ADMIN } from './servers';
import type { E2EState } from './state';

export interface ApiAnswer<T> {
  status: number;
  data: T;
  text: string;
  contentType: string;
}

/** Calls the API directly (not through the browser), with the organiser's token when given. */
export async function api<T = unknown>(
  state: Pick<E2EState, 'apiUrl'>,
  path: string,
  init: {
    method?: string;
    body?: unknown;
    token?: string;
    refereeCode?: string;
    /** The sheet version a correction is made on. */
    ifMatch?: number;
  } = {},
): Promise<ApiAnswer<T>> {
  const headers: Record<string, string> = {};
  if (init.body !== undefined) headers['Content-Type'] = 'application/json';
  if (init.token) headers['Authorization'] = `Bearer ${init.token}`;
  if (init.refereeCode) headers['X-Referee-Code'] = init.refereeCode;
  if (init.ifMatch !== undefined) headers['If-Match'] = `"${init.ifMatch}"`;
  const response = await fetch(`${state.apiUrl}/api${path}`, {
    method: init.method ?? 'GET',
    headers,
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
  });
  const text = await response.text();
  const contentType = response.headers.get('content-type') ?? '';
  const data = (contentType.includes('json') && text ? JSON.parse(text) : text) as T;
  return { status: response.status, data, text, contentType };
}

/**
 * Signs a browser context in as the organiser (another account when given), as its login form does: the API's session cookie
 * (httpOnly, no script of the page sees it) lands in the context's cookies.
 */
export async function signInBrowser(
  context: BrowserContext,
  state: Pick<E2EState, 'webUrl'>,
  account: { email: string; password: string } = ADMIN,
): Promise<void> {
  const login = await context.request.post(`${state.webUrl}/api/auth/login`, { data: account });
  if (login.status() !== 200) throw new Error(`the organiser could not sign in: ${login.status()}`);
  const cookies = await context.cookies(state.webUrl + '/api');
  if (!cookies.some((cookie) => cookie.name === 'marque_session'))
    throw new Error('no session cookie after signing in');
}
