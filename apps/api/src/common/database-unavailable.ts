/**
 * Whether an error means the database is away (stopped, restarting, unreachable, out of
 * connections) rather than that the request was wrong: the answer is then a 503 with
 * Retry-After, which phones retry, not a 500.
 *
 * The error comes from Prisma (a code, and the driver adapter's error with its `cause`), or from
 * node-postgres on the plain SQL path (a socket code, a SQLSTATE, or a bare message).
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  const seen = new Set<unknown>();
  const queue: unknown[] = [error];
  while (queue.length > 0) {
    const current = queue.shift();
    if (typeof current !== 'object' || current === null || seen.has(current)) continue;
    seen.add(current);
    if (looksUnavailable(current as ErrorLike)) return true;
    const { meta, cause, errors } = current as ErrorLike;
    queue.push(meta?.driverAdapterError, cause, ...(Array.isArray(errors) ? errors : []));
  }
  return false;
}

interface ErrorLike {
  name?: unknown;
  code?: unknown;
  kind?: unknown;
  message?: unknown;
  meta?: { driverAdapterError?: unknown };
  cause?: unknown;
  errors?: unknown;
}

/** Prisma: can't reach, timed out, connection closed, no connection free in the pool. */
const PRISMA_CODES = new Set(['P1001', 'P1002', 'P1008', 'P1017', 'P2024']);
/** The driver adapter's names for the same. */
const ADAPTER_KINDS = new Set([
  'DatabaseNotReachable',
  'ConnectionClosed',
  'SocketTimeout',
  'TooManyConnections',
]);
const SOCKET_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'ENOTFOUND',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'EAI_AGAIN',
]);
/**
 * SQLSTATE: connection exceptions (class 08), shutting down or starting up, too many clients, a
 * statement cancelled by statement_timeout (a database too busy or a lock held too long).
 */
const SQLSTATE = /^(08[0-9A-Z]{3}|57P0[123]|57014|53300)$/;
const MESSAGES =
  /Connection terminated|timeout exceeded when trying to connect|connection error and is not queryable|Connection is closed/i;

function looksUnavailable({ name, code, kind, message }: ErrorLike): boolean {
  if (name === 'PrismaClientInitializationError') return true;
  if (typeof code === 'string' && (PRISMA_CODES.has(code) || SOCKET_CODES.has(code))) return true;
  if (typeof code === 'string' && SQLSTATE.test(code)) return true;
  if (typeof kind === 'string' && ADAPTER_KINDS.has(kind)) return true;
  return typeof message === 'string' && MESSAGES.test(message);
}
