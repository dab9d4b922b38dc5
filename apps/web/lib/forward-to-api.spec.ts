import { gzipSync } from 'node:zlib';
import { startTestServer } from './http-test-server';
import { forwardToApi } from './forward-to-api';

describe('forwardToApi', () => {
  it('forwards method, path, query, headers and body, and returns the answer unchanged', async () => {
    const api = await startTestServer((request, body, response) => {
      response.writeHead(201, {
        'content-type': 'application/json',
        'x-seen-referee-code': String(request.headers['x-referee-code']),
        'x-seen-host': String(request.headers.host),
      });
      response.end(
        JSON.stringify({ method: request.method, url: request.url, body: JSON.parse(body) }),
      );
    });
    try {
      const request = new Request('http://web.example/api/tables/7/deals?lang=fr', {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-referee-code': 'K7Q2' },
        body: JSON.stringify({ dealer: 1 }),
      });
      const response = await forwardToApi(request, api.url);
      expect(response.status).toBe(201);
      expect(response.headers.get('x-seen-referee-code')).toBe('K7Q2');
      // The API sees its own address as host, not the web origin's.
      expect(response.headers.get('x-seen-host')).toBe(new URL(api.url).host);
      expect(await response.json()).toEqual({
        method: 'POST',
        url: '/api/tables/7/deals?lang=fr',
        body: { dealer: 1 },
      });
    } finally {
      await api.close();
    }
  });

  it('passes error statuses and every Set-Cookie through', async () => {
    const api = await startTestServer((_request, _body, response) => {
      response
        .writeHead(422, {
          'content-type': 'application/json',
          'set-cookie': ['a=1; Path=/', 'b=2; Path=/'],
        })
        .end('{"statusCode":422}');
    });
    try {
      const response = await forwardToApi(new Request('http://web.example/api/x'), api.url);
      expect(response.status).toBe(422);
      expect(response.headers.getSetCookie()).toEqual(['a=1; Path=/', 'b=2; Path=/']);
      expect(await response.json()).toEqual({ statusCode: 422 });
    } finally {
      await api.close();
    }
  });

  it('returns a compressed answer decoded, whatever encodings the browser accepts', async () => {
    const api = await startTestServer((request, _body, response) => {
      const gzip = String(request.headers['accept-encoding']).includes('gzip');
      response
        .writeHead(200, {
          'content-type': 'application/json',
          ...(gzip ? { 'content-encoding': 'gzip' } : {}),
        })
        .end(gzip ? gzipSync('{"standings":[]}') : '{"standings":[]}');
    });
    try {
      const request = new Request('http://web.example/api/tournaments/1/standings', {
        headers: { 'accept-encoding': 'zstd, br' },
      });
      const response = await forwardToApi(request, api.url);
      expect(response.headers.get('content-encoding')).toBeNull();
      expect(await response.json()).toEqual({ standings: [] });
    } finally {
      await api.close();
    }
  });

  it('answers a 204 with no body', async () => {
    const api = await startTestServer((request, body, response) => {
      response.writeHead(204, { 'x-method': `${request.method} ${body.length}` }).end();
    });
    try {
      const request = new Request('http://web.example/api/tables/7/deals/3', { method: 'DELETE' });
      const response = await forwardToApi(request, api.url);
      expect(response.status).toBe(204);
      expect(response.headers.get('x-method')).toBe('DELETE 0');
      expect(await response.text()).toBe('');
    } finally {
      await api.close();
    }
  });

  it('streams an event stream as it comes, and stops the API call when the browser leaves', async () => {
    let apiSawClose: () => void = () => undefined;
    const closed = new Promise<void>((resolve) => (apiSawClose = resolve));
    const api = await startTestServer((request, _body, response) => {
      response.writeHead(200, {
        'content-type': 'text/event-stream',
        'cache-control': 'no-cache, no-transform',
        'x-seen-last-event-id': String(request.headers['last-event-id']),
      });
      response.write('id: 7\nevent: deal\ndata: {}\n\n');
      response.on('close', () => apiSawClose());
    });
    try {
      const browser = new AbortController();
      const request = new Request('http://web.example/api/tournaments/1/events', {
        headers: { 'last-event-id': '6' },
        signal: browser.signal,
      });
      const response = await forwardToApi(request, api.url);
      expect(response.headers.get('content-type')).toBe('text/event-stream');
      expect(response.headers.get('x-seen-last-event-id')).toBe('6');
      // The first event arrives while the API still holds the stream open.
      const reader = (response.body as ReadableStream<Uint8Array>).getReader();
      const { value } = await reader.read();
      expect(new TextDecoder().decode(value)).toBe('id: 7\nevent: deal\ndata: {}\n\n');
      browser.abort();
      await closed;
    } finally {
      await api.close();
    }
  });

  describe("the browser's address", () => {
    /** What the API sees (X-Forwarded-For, X-Marque-Forwarder) when the web server got `received`. */
    async function seenByApi(
      received: Record<string, string> = {},
      secret?: string,
    ): Promise<{ address: string; forwarder: string }> {
      const api = await startTestServer((request, _body, response) => {
        response.end(
          JSON.stringify({
            address: String(request.headers['x-forwarded-for']),
            forwarder: String(request.headers['x-marque-forwarder']),
          }),
        );
      });
      try {
        const request = new Request('http://web.example/api/auth/login', {
          method: 'POST',
          headers: received,
          body: '{}',
        });
        return (await (await forwardToApi(request, api.url, secret)).json()) as {
          address: string;
          forwarder: string;
        };
      } finally {
        await api.close();
      }
    }

    it('goes to the API as the connection address the server wrote, so each browser has its own limits', async () => {
      expect(await seenByApi({ 'x-forwarded-for': '::ffff:203.0.113.7' })).toMatchObject({
        address: '203.0.113.7',
      });
      expect(await seenByApi({ 'x-forwarded-for': '2001:db8::7' })).toMatchObject({
        address: '2001:db8::7',
      });
    });

    it('is one address, never a chain a browser could have begun', async () => {
      const seen = await seenByApi({ 'x-forwarded-for': '198.51.100.1, unknown,  203.0.113.7' });
      expect(seen.address).toBe('203.0.113.7');
    });

    it('is not made up when none came', async () => {
      expect((await seenByApi()).address).toBe('undefined');
      expect((await seenByApi({ 'x-forwarded-for': 'not-an-address' })).address).toBe('undefined');
    });

    it("proves the forwarder with the secret, and never passes on a browser's own", async () => {
      const forged = { 'x-marque-forwarder': 'guessed' };
      expect((await seenByApi(forged)).forwarder).toBe('undefined');
      expect((await seenByApi(forged, 'the-secret')).forwarder).toBe('the-secret');
    });
  });

  it('answers 502 in the API error shape when the API is unreachable', async () => {
    const response = await forwardToApi(
      new Request('http://web.example/api/health'),
      'http://127.0.0.1:1',
    );
    expect(response.status).toBe(502);
    expect(await response.json()).toEqual({
      statusCode: 502,
      error: 'Bad Gateway',
      code: 'API_UNREACHABLE',
      message: 'The API is unreachable',
    });
    // Not the API's answer: the phone reads it as "not reached yet", never as a refusal.
    expect(response.headers.get('x-marque-api')).toBeNull();
  });

  it('passes the API’s own marker (X-Marque-API) through, on errors too', async () => {
    const api = await startTestServer((_request, _body, response) => {
      response
        .writeHead(404, { 'content-type': 'application/json', 'x-marque-api': '1' })
        .end('{"statusCode":404,"code":"TABLE_NOT_FOUND"}');
    });
    try {
      const response = await forwardToApi(new Request('http://web.example/api/tables/x'), api.url);
      expect(response.status).toBe(404);
      expect(response.headers.get('x-marque-api')).toBe('1');
    } finally {
      await api.close();
    }
  });
});
