import {
  API_MARKER_HEADER,
  API_MARKER_VALUE,
  type ApiErrorBody,
  type ApiErrorCode,
} from '@marque/contracts';

/** Sent on window when the organiser's session is refused: the pages show the sign-in form again. */
export const UNAUTHORIZED_EVENT = 'marque:unauthorized';

/**
 * Sent with every write: the API accepts a write signed in by the session cookie only with it
 * (a page of another origin cannot send it), see apps/api/src/auth/csrf.ts.
 */
export const CSRF_HEADER = 'X-Marque-CSRF';

export type ApiResult<T> =
  | { ok: true; status: number; data: T }
  | { ok: false; status: number; error: ApiErrorBody; offline: boolean };

export interface ApiRequest {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  body?: unknown;
  refereeCode?: string;
  idempotencyKey?: string;
  /** The number a new deal was typed as: the API refuses it (409) where the sheet has moved. */
  dealNumber?: number;
  ifMatch?: number;
  /** The language the API answers 422 messages in. */
  locale?: string;
  signal?: AbortSignal;
}

/**
 * Calls the API through the web app's own origin (`/api/*` is forwarded). Never throws: a
 * network failure is `{ ok: false, offline: true }`, so callers keep what they tried to send.
 * Only the API's own answers are believed (its X-Marque-API marker, and JSON): anything else,
 * a captive portal's page, a venue proxy's 404 or 502 page, the forwarder's own 502, is "not
 * reached" (`status: 0`, `offline: false`), never an answer about what was sent.
 */
export async function callApi<T>(path: string, request: ApiRequest = {}): Promise<ApiResult<T>> {
  const headers: Record<string, string> = { Accept: 'application/json' };
  if (request.body !== undefined) headers['Content-Type'] = 'application/json';
  const method = request.method ?? 'GET';
  if (method !== 'GET') headers[CSRF_HEADER] = '1';
  if (request.refereeCode) headers['X-Referee-Code'] = request.refereeCode;
  if (request.idempotencyKey) headers['Idempotency-Key'] = request.idempotencyKey;
  if (request.dealNumber !== undefined) headers['X-Deal-Number'] = String(request.dealNumber);
  if (request.ifMatch !== undefined) headers['If-Match'] = `"${request.ifMatch}"`;
  if (request.locale) headers['Accept-Language'] = request.locale;
  let response: Response;
  try {
    response = await fetch(`/api${path}`, {
      method,
      headers,
      body: request.body === undefined ? undefined : JSON.stringify(request.body),
      cache: 'no-store',
      signal: request.signal,
    });
  } catch {
    return { ok: false, status: 0, offline: true, error: offlineError() };
  }
  const result = await apiResultOf<T>(response);
  const loginRefused =
    !result.ok &&
    (result.error.code === 'LOGIN_EXPIRED' ||
      result.error.code === 'LOGIN_REQUIRED' ||
      result.error.code === 'ACCOUNT_DISABLED');
  if (result.status === 401 && loginRefused && typeof window !== 'undefined') {
    window.dispatchEvent(new Event(UNAUTHORIZED_EVENT));
  }
  return result;
}

/**
 * What an answer means, believed only when it is the API's own (`isApiAnswer`); anything else is
 * "not reached" (`status: 0`, `offline: false`).
 */
export async function apiResultOf<T>(response: Response): Promise<ApiResult<T>> {
  const text = await response.text().catch(() => null);
  const parsed = text === null ? undefined : parseJson(text);
  if (!isApiAnswer(response, parsed)) {
    return { ok: false, status: 0, offline: false, error: unreachedError() };
  }
  if (response.ok) return { ok: true, status: response.status, data: parsed as T };
  return {
    ok: false,
    status: response.status,
    offline: false,
    error: asErrorBody(parsed, response.status, response.statusText),
  };
}

/**
 * Whether an answer is the API's: its marker, and JSON (an object or a list; nothing at all only
 * for a 204). A portal's 200 page is text, a proxy's 404 page has no marker.
 */
export function isApiAnswer(response: Response, parsed: unknown): boolean {
  if (response.headers.get(API_MARKER_HEADER) !== API_MARKER_VALUE) return false;
  if (response.status === 204) return true;
  return typeof parsed === 'object' && parsed !== null;
}

function unreachedError(): ApiErrorBody {
  return { statusCode: 0, error: 'Not the API', code: 'API_UNREACHABLE', message: '' };
}

function parseJson(text: string): unknown {
  if (text === '') return null;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

function offlineError(): ApiErrorBody {
  return { statusCode: 0, error: 'Network Error', code: 'API_UNREACHABLE', message: '' };
}

function asErrorBody(value: unknown, status: number, statusText: string): ApiErrorBody {
  if (value && typeof value === 'object' && 'message' in value) {
    const body = value as Partial<ApiErrorBody> & { message: unknown };
    return {
      statusCode: status,
      error: body.error ?? statusText,
      // An answer that is not the API's own has no code: one from its status.
      code: body.code ?? fallbackCode(status),
      params: body.params,
      message: Array.isArray(body.message) ? body.message.join(' ') : String(body.message),
      details: body.details,
    };
  }
  return {
    statusCode: status,
    error: statusText,
    code: fallbackCode(status),
    message: typeof value === 'string' ? value : '',
  };
}

function fallbackCode(status: number): ApiErrorCode {
  return status === 502 || status === 504
    ? 'API_UNREACHABLE'
    : status >= 500
      ? 'INTERNAL_ERROR'
      : 'BAD_REQUEST';
}
