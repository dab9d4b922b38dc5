import { startTestServer } from '../lib/http-test-server';
import { fetchHealth } from './fetch-health';

describe('fetchHealth', () => {
  it('reads a healthy API', async () => {
    const api = await startTestServer((request, _body, response) => {
      if (request.url !== '/api/health') return void response.writeHead(404).end();
      response
        .writeHead(200, { 'content-type': 'application/json' })
        .end('{"status":"ok","database":"up"}');
    });
    try {
      expect(await fetchHealth(api.url)).toEqual({
        reachable: true,
        health: { status: 'ok', database: 'up' },
      });
    } finally {
      await api.close();
    }
  });

  it('reads an API whose database is down (503)', async () => {
    const api = await startTestServer((_request, _body, response) => {
      response
        .writeHead(503, { 'content-type': 'application/json' })
        .end('{"status":"error","database":"down"}');
    });
    try {
      expect(await fetchHealth(api.url)).toEqual({
        reachable: true,
        health: { status: 'error', database: 'down' },
      });
    } finally {
      await api.close();
    }
  });

  it('calls something that is not the API (an HTML 404) unreachable', async () => {
    const api = await startTestServer((_request, _body, response) => {
      response.writeHead(404, { 'content-type': 'text/html' }).end('<h1>Not found</h1>');
    });
    try {
      expect(await fetchHealth(api.url)).toEqual({ reachable: false });
    } finally {
      await api.close();
    }
  });

  it('calls an API that does not answer in time unreachable', async () => {
    const api = await startTestServer(() => undefined);
    try {
      expect(await fetchHealth(api.url, 200)).toEqual({ reachable: false });
    } finally {
      await api.close();
    }
  });

  it('calls a closed port unreachable', async () => {
    expect(await fetchHealth('http://127.0.0.1:1')).toEqual({ reachable: false });
  });
});
