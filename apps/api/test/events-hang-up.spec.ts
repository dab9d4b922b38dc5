import { get, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { runInThisContext } from 'node:vm';
import { startApiUnderTest, type ApiUnderTest } from './api-under-test';

// Issue 23's bench: when thousands of screens hang up at once, the API spent a turn of its event
// loop of 0.25 to 0.8 s closing their streams, deals waiting behind it; a fifth of it formatting
// the stack of the error with which Node aborts each stream's request. The API over real HTTP;
// the request as its server saw it.

/** The Error of Node's own modules (Jest's context has an Error of its own). */
const CoreError = runInThisContext('Error') as ErrorConstructor;
const ADMIN = { email: 'hang-up@marque.test', password: 'correct horse battery staple' };

describe('an event stream whose client hangs up', () => {
  let api: ApiUnderTest;
  let eventsUrl: string;

  beforeAll(async () => {
    api = await startApiUnderTest(ADMIN);
    const { id } = await api.call<{ id: string }>(
      'POST',
      '/api/tournaments',
      { name: 'Open des écrans', rounds: 1, pairing: 'swiss' },
      201,
    );
    const { port } = (api.app.getHttpServer() as Server).address() as AddressInfo;
    eventsUrl = `http://127.0.0.1:${port}/api/tournaments/${id}/events`;
  });

  afterAll(async () => {
    await api.close();
  });

  /** Opens a stream, hangs up once its first bytes came; the request as the server saw it. */
  async function hungUp(how: 'end' | 'reset'): Promise<IncomingMessage> {
    const server = api.app.getHttpServer() as Server;
    const seen = new Promise<IncomingMessage>((resolve) => {
      const listen = (request: IncomingMessage) => {
        if (!request.url?.endsWith('/events')) return;
        server.off('request', listen);
        resolve(request);
      };
      server.on('request', listen);
    });
    const client = get(eventsUrl);
    const response = await new Promise<IncomingMessage>((resolve) =>
      client.on('response', resolve),
    );
    expect(response.statusCode).toBe(200);
    await new Promise((resolve) => response.once('data', resolve));
    const request = await seen;
    const closed = new Promise((resolve) => request.once('close', resolve));
    client.on('error', () => undefined);
    if (how === 'end') client.destroy();
    else response.socket.resetAndDestroy();
    await closed;
    return request;
  }

  it.each(['end', 'reset'] as const)(
    'ends its request without a stack trace (%s), and errors after it keep theirs',
    async (how) => {
      const limit = CoreError.stackTraceLimit;
      const request = await hungUp(how);
      expect(request.errored?.message).toMatch(/aborted|ECONNRESET/);
      expect(request.errored?.stack).not.toContain('\n    at ');
      expect(CoreError.stackTraceLimit).toBe(limit);
      expect(new CoreError('later').stack).toContain('\n    at ');
    },
  );
});
