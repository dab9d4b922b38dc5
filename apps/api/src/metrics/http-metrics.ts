import type { FastifyInstance } from 'fastify';
import type { Metrics } from './metrics';

/** Counts every answered request by route pattern and status, and the 429s of the limits. */
export function measureRequests(fastify: FastifyInstance, metrics: Metrics): void {
  fastify.addHook('onResponse', (request, reply, done) => {
    const route = request.routeOptions.url ?? 'unmatched';
    const status = reply.statusCode;
    metrics.requests
      .labels({ route, method: request.method, status: String(status) })
      .observe(reply.elapsedTime / 1000);
    if (status === 429) metrics.rateLimitRefusals.labels({ route }).inc();
    done();
  });
}
