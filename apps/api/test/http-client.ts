import type { INestApplication } from '@nestjs/common';
import { API_ERROR_CODES, type ApiErrorBody } from '@marque/contracts';

/** A real HTTP client for an app listening on a random port. */
export interface HttpClient {
  baseUrl: string;
  request(
    method: string,
    path: string,
    init?: { body?: string | object; headers?: Record<string, string> },
  ): Promise<{ status: number; body: unknown; text: string; headers: Record<string, string> }>;
}

export async function listen(app: INestApplication): Promise<HttpClient> {
  await app.listen(0, '127.0.0.1');
  const { port } = app.getHttpServer().address() as { port: number };
  const baseUrl = `http://127.0.0.1:${port}`;
  return {
    baseUrl,
    async request(method, path, init = {}) {
      const body = typeof init.body === 'object' ? JSON.stringify(init.body) : init.body;
      const response = await fetch(baseUrl + path, {
        method,
        body,
        headers: { 'content-type': 'application/json', ...init.headers },
      });
      // The text exactly as sent: a byte order mark (the CSV files' BOM) is kept, not swallowed.
      const text = new TextDecoder('utf-8', { ignoreBOM: true }).decode(
        await response.arrayBuffer(),
      );
      let parsed: unknown = undefined;
      try {
        parsed = JSON.parse(text);
      } catch {
        parsed = undefined;
      }
      assertListedCodes(response.status, parsed, `${method} ${path}`);
      const headers = Object.fromEntries(response.headers.entries());
      return { status: response.status, body: parsed, text, headers };
    },
  };
}

const LISTED = new Set<unknown>(API_ERROR_CODES);

/**
 * Every error answer of every test carries codes a client can translate (libs/contracts), at
 * the top and in each detail: an error thrown without one fails the test that met it. (Health's
 * 503 is its own report, not an error body.)
 */
function assertListedCodes(status: number, body: unknown, request: string): void {
  if (status < 400 || typeof body !== 'object' || body === null || !('statusCode' in body)) return;
  const { code, details } = body as Partial<ApiErrorBody>;
  const codes = [code, ...(details ?? []).map((detail) => detail.code)];
  if (codes.every((each) => LISTED.has(each))) return;
  throw new Error(`${request} answered ${status} without a listed code: ${JSON.stringify(body)}`);
}
