import { connect } from 'node:net';
import { startApiUnderTest, type ApiUnderTest } from './api-under-test';

// An event stream writes its events straight to the socket, framed once for every stream
// (sse-stream.ts). The bytes on the wire, as a client reads them: an HTTP/1.1 body in valid
// chunks, an HTTP/1.0 body as is (it ends with the connection), and no body at all for HEAD.

const ADMIN = { email: 'framing@marque.test', password: 'correct horse battery staple' };

describe('the bytes of an event stream', () => {
  let api: ApiUnderTest;
  let tournamentId: string;
  let port: number;

  beforeAll(async () => {
    api = await startApiUnderTest(ADMIN);
    port = Number(new URL(api.http.baseUrl).port);
    const created = await api.http.request('POST', '/api/tournaments', {
      headers: api.organiser,
      body: { name: 'Open des octets', rounds: 2, pairing: 'swiss' },
    });
    tournamentId = (created.body as { id: string }).id;
    for (let i = 1; i <= 4; i += 1) {
      await api.http.request('POST', `/api/tournaments/${tournamentId}/teams`, {
        headers: api.organiser,
        body: { name: `Équipe ${i}`, players: [`Joueur ${i}a`, `Joueur ${i}b`] },
      });
    }
    const round = await api.http.request('POST', `/api/tournaments/${tournamentId}/rounds`, {
      headers: api.organiser,
    });
    if (round.status !== 201) throw new Error(`round 1 not started: ${round.status}`);
  });

  afterAll(async () => {
    await api.close();
  });

  /** Sends `request` on a new connection; what came back once `enough` says so (or `waitMs`). */
  function exchange(
    request: string,
    enough: (received: Buffer) => boolean,
    waitMs = 5_000,
  ): Promise<Buffer> {
    return new Promise((resolve, reject) => {
      const socket = connect(port, '127.0.0.1', () => socket.write(request));
      let received = Buffer.alloc(0);
      const done = () => {
        clearTimeout(timer);
        socket.destroy();
        resolve(received);
      };
      const timer = setTimeout(done, waitMs);
      socket.on('data', (data: Buffer) => {
        received = Buffer.concat([received, data]);
        if (enough(received)) done();
      });
      socket.on('error', reject);
    });
  }

  const path = () => `/api/tournaments/${tournamentId}/events?lastEventId=0`;
  const split = (received: Buffer) => {
    const end = received.indexOf('\r\n\r\n');
    return { head: received.subarray(0, end).toString(), body: received.subarray(end + 4) };
  };
  /** The stream asked in `version`, read until the round's event came: its head and body. */
  const streamed = async (version: 'HTTP/1.1' | 'HTTP/1.0') =>
    split(
      await exchange(`GET ${path()} ${version}\r\nHost: marque.test\r\n\r\n`, (bytes) =>
        bytes.includes('event: round'),
      ),
    );
  const RETRY_THEN_ROUND = /^retry: 2000\n\nid: \d+\nevent: round\ndata: \{.*\}\n\n/s;

  it('sends an HTTP/1.1 body in chunks that decode to the retry hint, then the events', async () => {
    const { head, body } = await streamed('HTTP/1.1');
    expect(head).toMatch(/^HTTP\/1\.1 200 OK\r\n/);
    expect(head.toLowerCase()).toContain('transfer-encoding: chunked');
    const { text, rest } = dechunk(body);
    expect(rest).toBe('');
    expect(text).toMatch(RETRY_THEN_ROUND);
  });

  it('sends an HTTP/1.0 body as is: it ends with the connection', async () => {
    const { head, body } = await streamed('HTTP/1.0');
    expect(head).toMatch(/^HTTP\/1\.1 200 OK\r\n/);
    expect(head.toLowerCase()).not.toContain('transfer-encoding');
    expect(body.toString()).toMatch(RETRY_THEN_ROUND);
  });

  it('answers HEAD with the head alone', async () => {
    const received = await exchange(
      `HEAD ${path()} HTTP/1.1\r\nHost: marque.test\r\n\r\n`,
      () => false, // all that comes within a second
      1_000,
    );
    const { head, body } = split(received);
    expect(head).toMatch(/^HTTP\/1\.1 200 OK\r\n/);
    expect(head.toLowerCase()).toContain('content-type: text/event-stream');
    expect(body.toString()).toBe('');
  });
});

/** A chunked body decoded: its text, and what is left that is not a whole chunk. */
function dechunk(body: Buffer): { text: string; rest: string } {
  const parts: Buffer[] = [];
  let at = 0;
  for (;;) {
    const lineEnd = body.indexOf('\r\n', at);
    if (lineEnd < 0) break;
    const size = Number.parseInt(body.subarray(at, lineEnd).toString(), 16);
    if (!Number.isFinite(size) || body.length < lineEnd + 2 + size + 2) break;
    const data = body.subarray(lineEnd + 2, lineEnd + 2 + size);
    if (body.subarray(lineEnd + 2 + size, lineEnd + 4 + size).toString() !== '\r\n') break;
    parts.push(data);
    at = lineEnd + 4 + size;
  }
  return { text: Buffer.concat(parts).toString(), rest: body.subarray(at).toString() };
}
