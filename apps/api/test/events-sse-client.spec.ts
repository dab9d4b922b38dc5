import { createServer, type Server } from 'node:http';
import { connectSse, SseParser } from './sse-client';

describe('SseParser', () => {
  it('dispatches an event at a blank line, with its id, type and data lines joined', () => {
    const sut = new SseParser();
    expect(sut.push('retry: 2000\n\nid: 7\nevent: deal\ndata: {"a":1}\ndata: 2\n\n')).toEqual([
      { id: '7', event: 'deal', data: '{"a":1}\n2' },
    ]);
    expect(sut.retry).toBe(2000);
  });

  it('reads chunks cut anywhere, even between \\r and \\n', () => {
    const sut = new SseParser();
    const text = 'id: 1\r\nevent: round\r\ndata: x\r\n\r\nid: 2\rdata: y\r\r\n';
    const events = [...text].flatMap((char) => sut.push(char));
    expect(events).toEqual([
      { id: '1', event: 'round', data: 'x' },
      { id: '2', event: 'message', data: 'y' },
    ]);
  });

  it('keeps comments apart, and dispatches nothing for a block without data', () => {
    const sut = new SseParser();
    expect(sut.push(': heartbeat\n\nevent: deal\n\n')).toEqual([]);
    expect(sut.comments).toEqual(['heartbeat']);
  });

  it('remembers the last id for events that carry none', () => {
    const sut = new SseParser();
    expect(sut.push('id: 3\ndata: a\n\ndata: b\n\n').map((event) => event.id)).toEqual(['3', '3']);
  });
});

describe('connectSse', () => {
  let server: Server;
  let url: string;

  beforeAll(async () => {
    server = createServer((request, response) => {
      if (request.url === '/missing') {
        response.writeHead(404, { 'content-type': 'application/json' }).end('{"statusCode":404}');
        return;
      }
      response.writeHead(200, { 'content-type': 'text/event-stream' });
      response.write(
        `retry: 1000\n\nid: 1\nevent: deal\ndata: ${request.headers['last-event-id']}\n\n`,
      );
      setTimeout(() => response.write('id: 2\nevent: deal\nda'), 20);
      setTimeout(() => response.write('ta: later\n\n'), 40);
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    url = `http://127.0.0.1:${(server.address() as { port: number }).port}`;
  });

  afterAll(async () => {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  });

  it('streams events as they come, sending the headers given', async () => {
    const sut = await connectSse(`${url}/stream`, { 'last-event-id': '41' });
    try {
      expect(sut.status).toBe(200);
      expect(await sut.next()).toEqual({ id: '1', event: 'deal', data: '41' });
      expect(await sut.next()).toEqual({ id: '2', event: 'deal', data: 'later' });
      expect(sut.parser.retry).toBe(1000);
      await expect(sut.next(100)).rejects.toThrow('no event #3 after 100 ms');
    } finally {
      sut.close();
    }
  });

  it('resolves an error answer with its status and body', async () => {
    const sut = await connectSse(`${url}/missing`);
    expect(sut.status).toBe(404);
    expect(JSON.parse(sut.body)).toEqual({ statusCode: 404 });
  });
});
