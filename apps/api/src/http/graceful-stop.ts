import type { Server } from 'node:http';

/**
 * The first half of a clean stop: no new connection is taken (the load balancer sends them to
 * another process), the event streams end so that their clients reconnect elsewhere, a request
 * that arrives on a kept-alive connection is answered with `Connection: close`, and the requests
 * in flight finish. Resolves once the last connection has closed, or after `timeoutMs` (the
 * connections left are then cut).
 */
export async function finishRequestsInFlight(
  server: Server,
  closeStreams: () => void,
  timeoutMs: number,
): Promise<void> {
  server.prependListener('request', (_request, response) => {
    if (!response.headersSent) response.setHeader('connection', 'close');
  });
  const closed = new Promise<void>((resolve) => server.close(() => resolve()));
  closeStreams();
  server.closeIdleConnections();
  // A connection that finishes its request becomes idle: close it then.
  const sweep = setInterval(() => server.closeIdleConnections(), 50);
  let timer: NodeJS.Timeout | undefined;
  const timedOut = new Promise<void>((resolve) => {
    timer = setTimeout(resolve, timeoutMs);
  });
  try {
    await Promise.race([closed, timedOut]);
  } finally {
    clearInterval(sweep);
    clearTimeout(timer);
    server.closeAllConnections();
  }
}
