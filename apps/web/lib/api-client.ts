import type { ApiErrorBody, ApiErrorCode } from '@marque/contracts';

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
  const text = await response.text().catch(() => '');
  const parsed = parseJson(text);
  if (response.ok) return { ok: true, status: response.status, data: parsed as T };
  const code = (parsed as { code?: unknown } | null)?.code;
  const loginRefused = code === 'LOGIN_EXPIRED' || code === 'LOGIN_REQUIRED';
  if (response.status === 401 && loginRefused && typeof window !== 'undefined') {
    window.dispatchEvent(new Event(UNAUTHORIZED_EVENT));
  }
  // The forwarder answers 502 when the API is unreachable: for a phone, that is "offline" too.
  return {
    ok: false,
    status: response.status,
    offline: response.status === 502 || response.status === 504,
    error: asErrorBody(parsed, response.status, response.statusText),
  };
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
