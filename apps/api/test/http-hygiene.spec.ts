import { connect } from 'node:net';
import type { Server } from 'node:http';
import { readHttpConfig } from '../src/config/http-config';
import { startApiUnderTest, type ApiUnderTest } from './api-under-test';
import { connectSse } from './sse-client';

// What a security reviewer checks first: the headers of every answer, who may read the API from
// another origin, how long a client may hold a connection without sending its request.

const ADMIN = { email: 'hygiene@marque.test', password: 'correct horse battery staple' };

async function headersOf(url: string, init: RequestInit = {}): Promise<Headers> {
  const response = await fetch(url, init);
  await response.arrayBuffer();
  return response.headers;
}

describe('HTTP hygiene', () => {
  let api: ApiUnderTest;

  beforeAll(async () => {
    // Short timeouts, so that the test of a stalled body does not wait the real 15 s.
    api = await startApiUnderTest(ADMIN, {
      requestTimeoutMs: 1_000,
      headersTimeoutMs: 1_000,
      corsOrigins: ['https://club.example'],
    });
  });

  afterAll(async () => {
    await api.close();
  });

  describe('security headers', () => {
    it.each([
      ['a JSON answer', '/api/health'],
      ['an error', '/api/tournaments/not-a-uuid'],
      ['a CSV file', '/api/tournaments/00000000-0000-4000-8000-000000000000/export/deals.csv'],
    ])('come with %s: nothing in it runs, loads or is framed', async (_what, path) => {
      const headers = await headersOf(api.http.baseUrl + path);
      expect(headers.get('x-content-type-options')).toBe('nosniff');
      expect(headers.get('referrer-policy')).toBe('no-referrer');
      const csp = headers.get('content-security-policy') ?? '';
      expect(csp).toContain("default-src 'none'");
      expect(csp).toContain("frame-ancestors 'none'");
      expect(headers.get('x-powered-by')).toBeNull();
    });

    it('let the Swagger UI at /api/docs load its own scripts and styles, and nothing else', async () => {
      const page = await fetch(`${api.http.baseUrl}/api/docs`);
      expect(page.status).toBe(200);
      const html = await page.text();
      const csp = page.headers.get('content-security-policy') ?? '';
      expect(csp).toContain("script-src 'self'");
      expect(csp).toContain("style-src 'self' 'unsafe-inline'");
      expect(csp).toContain("img-src 'self' data:");
      expect(csp).toContain("frame-ancestors 'none'");
      // 'self' covers every script: none is inline, each comes from the API itself.
      const scripts = [...html.matchAll(/<script([^>]*)>/g)].map((match) => match[1] ?? '');
      expect(scripts.length).toBeGreaterThan(0);
      const sources = scripts.map((attributes) => /src="([^"]+)"/.exec(attributes)?.[1]);
      expect(sources.every((src) => src !== undefined && !/^\w+:|^\/\//.test(src))).toBe(true);
      for (const src of sources) {
        const script = await fetch(new URL(src as string, `${api.http.baseUrl}/api/docs/`));
        expect(script.status).toBe(200);
        await script.arrayBuffer();
      }
    });
  });

  describe('CORS', () => {
    it('lets pages of another origin read nothing, unless MARQUE_CORS_ORIGINS names it', async () => {
      const url = `${api.http.baseUrl}/api/health`;
      const evil = await headersOf(url, { headers: { origin: 'https://evil.example' } });
      expect(evil.get('access-control-allow-origin')).toBeNull();
      const club = await headersOf(url, { headers: { origin: 'https://club.example' } });
      expect(club.get('access-control-allow-origin')).toBe('https://club.example');
    });

    it('answers the preflight of a write for a named origin only', async () => {
      const preflight = (origin: string) =>
        headersOf(`${api.http.baseUrl}/api/tables/x/deals`, {
          method: 'OPTIONS',
          headers: {
            origin,
            'access-control-request-method': 'POST',
            'access-control-request-headers': 'content-type,x-referee-code',
          },
        });
      expect((await preflight('https://evil.example')).get('access-control-allow-origin')).toBe(
        null,
      );
      const club = await preflight('https://club.example');
      expect(club.get('access-control-allow-origin')).toBe('https://club.example');
      expect(club.get('access-control-allow-headers')).toContain('x-referee-code');
    });

    it('is same-origin only by default', () => {
      expect(readHttpConfig({}).corsOrigins).toEqual([]);
    });
  });

  describe('timeouts', () => {
    it('are short by default: 15 s for a whole request, 10 s for its headers', () => {
      expect(readHttpConfig({})).toMatchObject({
        requestTimeoutMs: 15_000,
        headersTimeoutMs: 10_000,
      });
      const server = api.app.getHttpServer() as Server;
      expect(server.requestTimeout).toBe(1_000);
    });

    it('close a connection whose announced body never comes', async () => {
      const { port } = (api.app.getHttpServer() as Server).address() as { port: number };
      const socket = connect(port, '127.0.0.1');
      let answer = '';
      socket.on('data', (chunk) => (answer += chunk.toString()));
      const started = Date.now();
      socket.write(
        'POST /api/auth/login HTTP/1.1\r\nHost: localhost\r\n' +
          'Content-Type: application/json\r\nContent-Length: 200\r\n\r\n{"email":',
      );
      await new Promise((resolve) => socket.on('close', resolve));
      expect(Date.now() - started).toBeLessThan(3_000);
      expect(answer).toMatch(/^HTTP\/1\.1 408/);
    });

    it('leave event streams open: they bound receiving a request, not answering it', async () => {
      const created = await api.http.request('POST', '/api/tournaments', {
        headers: api.organiser,
        body: { name: 'Open du temps', rounds: 1, pairing: 'round-robin' },
      });
      const id = (created.body as { id: string }).id;
      const stream = await connectSse(`${api.http.baseUrl}/api/tournaments/${id}/events`);
      try {
        await new Promise((resolve) => setTimeout(resolve, 2_500));
        await api.http.request('PATCH', `/api/tournaments/${id}`, {
          headers: api.organiser,
          body: { name: 'Open du temps, renommé' },
        });
        await api.http.request('POST', `/api/tournaments/${id}/teams`, {
          headers: api.organiser,
          body: { name: 'Les As', players: ['A', 'B'] },
        });
        await api.http.request('POST', `/api/tournaments/${id}/teams`, {
          headers: api.organiser,
          body: { name: 'Les Rois', players: ['C', 'D'] },
        });
        await api.http.request('POST', `/api/tournaments/${id}/rounds`, { headers: api.organiser });
        expect((await stream.next()).event).toBe('round');
      } finally {
        stream.close();
      }
    });
  });
});
