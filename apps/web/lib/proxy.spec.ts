import { startTestServer } from './http-test-server';
import { forwardToApi } from './proxy';

describe('forwardToApi', () => {
  it('forwards method, path, query, headers and body, and returns the answer unchanged', async () => {
    const api = await startTestServer((request, body, response) => {
      response.writeHead(201, {
        'content-type': 'application/json',
        'x-seen': request.headers['x-referee-code'] as string,
      });
      response.end(
        JSON.stringify({ method: request.method, url: request.url, body: JSON.parse(body) }),
      );
    });
    try {
      const request = new Request('http://web.local/api/tables/7/deals?lang=fr', {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-referee-code': 'K7Q2' },
        body: JSON.stringify({ dealer: 1 }),
      });
      const response = await forwardToApi(request, api.url);
      expect(response.status).toBe(201);
      expect(response.headers.get('x-seen')).toBe('K7Q2');
      expect(await response.json()).toEqual({
        method: 'POST',
        url: '/api/tables/7/deals?lang=fr',
        body: { dealer: 1 },
      });
    } finally {
      await api.close();
    }
  });

  it('passes error statuses through', async () => {
    const api = await startTestServer((_request, _body, response) => {
      response.writeHead(422, { 'content-type': 'application/json' }).end('{"statusCode":422}');
    });
    try {
      const response = await forwardToApi(new Request('http://web.local/api/x'), api.url);
      expect(response.status).toBe(422);
      expect(await response.json()).toEqual({ statusCode: 422 });
    } finally {
      await api.close();
    }
  });

  it('answers 502 in the API error shape when the API is unreachable', async () => {
    const response = await forwardToApi(
      new Request('http://web.local/api/health'),
      'http://127.0.0.1:1',
    );
    expect(response.status).toBe(502);
    expect(await response.json()).toEqual({
      statusCode: 502,
      error: 'Bad Gateway',
      message: 'The API is unreachable',
    });
  });
});
