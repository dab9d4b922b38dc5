import pino, { type Logger } from 'pino';

export type ApiLog = Logger;

/** Levels from the quietest; MARQUE_LOG_LEVEL picks one (default `info`). */
export const LOG_LEVELS = ['silent', 'fatal', 'error', 'warn', 'info', 'debug', 'trace'] as const;
export type LogLevel = (typeof LOG_LEVELS)[number];

/**
 * Fields that may carry a secret, should anything log a request, its headers or a body: their
 * values never reach the log (a line says `[redacted]` instead). Request lines log none of these
 * in the first place (request-log.ts): this is the net under that.
 */
const REDACTED = [
  'req.headers.authorization',
  'req.headers.cookie',
  'req.headers["x-referee-code"]',
  'req.headers["x-marque-forwarder"]',
  'res.headers["set-cookie"]',
  'headers.authorization',
  'headers.cookie',
  'headers["x-referee-code"]',
  'password',
  '*.password',
  'accessToken',
  '*.accessToken',
  'refereeCode',
  '*.refereeCode',
  'token',
  '*.token',
];

/** The API's one logger: JSON lines on stdout (or `destination`), written at once, ISO time. */
export function createApiLog(
  options: { level?: LogLevel; destination?: pino.DestinationStream } = {},
): ApiLog {
  return pino(
    {
      level: options.level ?? 'info',
      base: { service: 'marque-api' },
      timestamp: pino.stdTimeFunctions.isoTime,
      formatters: { level: (label) => ({ level: label }) },
      redact: { paths: REDACTED, censor: '[redacted]' },
    },
    options.destination ?? pino.destination(1),
  );
}

/** MARQUE_LOG_LEVEL, checked at start. */
export function logLevelOf(raw: string | undefined): LogLevel {
  const level = (raw?.trim() || 'info').toLowerCase();
  if (!(LOG_LEVELS as readonly string[]).includes(level))
    throw new Error(`MARQUE_LOG_LEVEL must be one of ${LOG_LEVELS.join(', ')}, got "${raw}"`);
  return level as LogLevel;
}
