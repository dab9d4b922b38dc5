import type { LoggerService } from '@nestjs/common';
import type { ApiLog } from './api-log';

/**
 * Nest's logger, writing through the API's pino: what Nest and the services log (start, the
 * database coming and going, backups, unexpected errors) comes out as JSON lines like the
 * requests, each with its `context` (the class that logged it).
 */
export class NestLog implements LoggerService {
  constructor(private readonly pino: ApiLog) {}

  log(message: unknown, context?: string): void {
    this.write('info', message, context);
  }
  error(message: unknown, stackOrContext?: string, context?: string): void {
    // Nest passes (message, stack, context), or (message, context) when there is no stack.
    const stack = context === undefined ? undefined : stackOrContext;
    this.write('error', message, context ?? stackOrContext, stack);
  }
  warn(message: unknown, context?: string): void {
    this.write('warn', message, context);
  }
  debug(message: unknown, context?: string): void {
    this.write('debug', message, context);
  }
  verbose(message: unknown, context?: string): void {
    this.write('trace', message, context);
  }
  fatal(message: unknown, context?: string): void {
    this.write('fatal', message, context);
  }

  private write(
    level: 'info' | 'error' | 'warn' | 'debug' | 'trace' | 'fatal',
    message: unknown,
    context?: string,
    stack?: string,
  ): void {
    const fields = { context, ...(stack ? { stack } : {}) };
    if (message instanceof Error) this.pino[level]({ ...fields, err: message }, message.message);
    else if (typeof message === 'string') this.pino[level](fields, message);
    else this.pino[level]({ ...fields, detail: message }, 'log');
  }
}
