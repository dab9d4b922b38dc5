import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { FastifyInstance } from 'fastify';

export const REQUEST_ID_HEADER = 'x-request-id';
/** What a proxy's request id may look like: nginx's `$request_id` (32 hex), a UUID, … */
const REQUEST_ID = /^[A-Za-z0-9._:-]{8,128}$/;

/**
 * Fastify's `genReqId`: the request id of a trusted proxy (nginx's X-Request-Id, which it also
 * writes in its own access log), else a new one. A client's own header is not believed: ids in
 * the log are then never chosen by whoever sends the request.
 */
export function requestIdFrom(
  trusted: false | ((address: string, hop: number) => boolean),
): (request: IncomingMessage) => string {
  return (request) => {
    const given = request.headers[REQUEST_ID_HEADER];
    const address = request.socket.remoteAddress;
    const fromProxy = trusted !== false && address !== undefined && trusted(address, 0);
    return fromProxy && typeof given === 'string' && REQUEST_ID.test(given) ? given : randomUUID();
  };
}

/**
 * One JSON line per request once answered: its id (also sent back in X-Request-Id), method, the
 * route's pattern (`/api/referee/:code`, never the path itself: a path can hold a referee code,
 * and neither the query, headers, cookies nor the body are logged), status and duration.
 */
export function logRequests(fastify: FastifyInstance): void {
  fastify.addHook('onRequest', (request, reply, done) => {
    // On the raw response, as the security headers: kept by answers written to it directly.
    reply.raw.setHeader(REQUEST_ID_HEADER, request.id);
    done();
  });
  fastify.addHook('onResponse', (request, reply, done) => {
    const status = reply.statusCode;
    const line = {
      method: request.method,
      route: request.routeOptions.url ?? null,
      status,
      ms: Math.round(reply.elapsedTime * 10) / 10,
    };
    if (status >= 500) request.log.warn(line, 'request');
    else request.log.info(line, 'request');
    done();
  });
}
