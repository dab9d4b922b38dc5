import { get, type ClientRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import Fastify, { type FastifyInstance } from 'fastify';
import {
  EVENTS_ROUTE,
  STREAMS_STARTING_AT_ONCE,
  StreamAdmission,
} from '../src/events/stream-admission';

// Issue 23's bench: a deal sent just after a thousand screens reconnect at once waited 3 to 10
// seconds, each of its steps behind the thousand streams' own steps through the pipeline. Event
// streams now start a few at a time, the others waiting before anything is done for them; every
// other request goes straight on. A real HTTP server with the API's hook, whose event route
// starts a stream only when the test says so.

describe('event streams start a few at a time', () => {
  let server: FastifyInstance;
  let admission: StreamAdmission;
  let base: string;
  /** The streams inside the handler, each with the function that lets it write its headers. */
  let inside: Array<{ id: string; start: () => void }>;
  const requests: ClientRequest[] = [];

  beforeEach(async () => {
    inside = [];
    admission = new StreamAdmission();
    server = Fastify();
    server.addHook('onRequest', admission.onRequest);
    server.get(EVENTS_ROUTE, async (request, reply) => {
      const { id } = request.params as { id: string };
      if (id === 'unknown') return reply.code(404).send({ code: 'TOURNAMENT_NOT_FOUND' });
      await new Promise<void>((resolve) => inside.push({ id, start: resolve }));
      reply.hijack();
      reply.raw.writeHead(200, { 'content-type': 'text/event-stream' });
      reply.raw.write('retry: 2000\n\n');
      admission.started(request.raw);
    });
    server.post('/api/tables/:id/deals', async () => ({ recorded: true }));
    await server.listen({ port: 0, host: '127.0.0.1' });
    base = `http://127.0.0.1:${(server.server.address() as AddressInfo).port}`;
  });

  afterEach(async () => {
    for (const request of requests.splice(0)) request.destroy();
    await server.close();
  });

  function openStream(id: string): Promise<number> {
    return new Promise((resolve, reject) => {
      const request = get(`${base}/api/tournaments/${id}/events`, { agent: false }, (response) => {
        resolve(response.statusCode ?? 0);
        response.resume();
      });
      request.on('error', (error) => (request.destroyed ? undefined : reject(error)));
      requests.push(request);
    });
  }

  async function until(condition: () => boolean): Promise<void> {
    while (!condition()) await new Promise((resolve) => setTimeout(resolve, 5));
  }

  it('lets in STREAMS_STARTING_AT_ONCE streams, the next once one has written its headers', async () => {
    const opened = Array.from({ length: 10 }, (_, index) => openStream(`t${index}`));
    await until(() => inside.length === STREAMS_STARTING_AT_ONCE);
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(inside).toHaveLength(STREAMS_STARTING_AT_ONCE);
    expect(admission.waiting).toBe(10 - STREAMS_STARTING_AT_ONCE);

    // A deal does not wait for them.
    const deal = await fetch(`${base}/api/tables/x/deals`, { method: 'POST' });
    expect(deal.status).toBe(200);

    inside[0]?.start();
    inside[1]?.start();
    await until(() => inside.length === STREAMS_STARTING_AT_ONCE + 2);
    expect(await Promise.all(opened.slice(0, 2))).toEqual([200, 200]);
    // In the order they came.
    expect(inside.map(({ id }) => id)).toEqual(['t0', 't1', 't2', 't3', 't4', 't5']);

    for (let started = 2; started < 10; started += 1) {
      await until(() => inside.length > started);
      inside[started]?.start();
    }
    expect(await Promise.all(opened)).toEqual(Array(10).fill(200));
    expect(admission.waiting).toBe(0);
  });

  it('passes the turn on when a stream is answered with an error, or its client left', async () => {
    const first = Array.from({ length: STREAMS_STARTING_AT_ONCE }, (_, index) =>
      openStream(`held${index}`),
    );
    await until(() => inside.length === STREAMS_STARTING_AT_ONCE);
    const unknown = openStream('unknown');
    const leaving = openStream('leaving');
    const last = openStream('last');
    await until(() => admission.waiting === 3);
    // The client of a waiting stream goes away.
    requests[STREAMS_STARTING_AT_ONCE + 1]?.destroy();
    await new Promise((resolve) => setTimeout(resolve, 50));

    inside[0]?.start();
    // The 404 passes and ends; the client that left takes no turn; "last" gets in.
    expect(await unknown).toBe(404);
    await until(() => inside.some(({ id }) => id === 'last'));
    expect(inside.map(({ id }) => id)).not.toContain('leaving');
    for (const stream of inside) stream.start();
    expect(await last).toBe(200);
    expect(await Promise.all(first)).toEqual(Array(STREAMS_STARTING_AT_ONCE).fill(200));
    void leaving.catch(() => undefined);
  });
});
