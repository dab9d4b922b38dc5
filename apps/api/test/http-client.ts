import type { INestApplication } from '@nestjs/common';

/** A real HTTP client for an app listening on a random port. */
export interface HttpClient {
  baseUrl: string;
  request(
    method: string,
    path: string,
    init?: { body?: string | object; headers?: Record<string, string> },
  ): Promise<{ status: number; body: unknown; text: string }>;
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
      return { status: response.status, body: parsed, text };
    },
  };
}
