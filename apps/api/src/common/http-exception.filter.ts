import {
  ArgumentsHost,
  Catch,
  HttpException,
  HttpStatus,
  Logger,
  type ExceptionFilter,
} from '@nestjs/common';
import type { Response } from 'express';
import type { ApiErrorBody, ApiErrorDetail } from '@marque/contracts';
import { errorBody } from './error-body';

/**
 * Every error leaves the API in one shape: { statusCode, error, message, details? }.
 * Anything that is not an HttpException is logged here and answered as a bare 500:
 * no stack trace, SQL or driver message ever reaches a client.
 */
@Catch()
export class HttpExceptionFilter implements ExceptionFilter {
  private readonly logger = new Logger('HttpExceptionFilter');

  catch(exception: unknown, host: ArgumentsHost): void {
    const response = host.switchToHttp().getResponse<Response>();
    const body = this.toBody(exception);
    if (response.headersSent) return;
    response.status(body.statusCode).json(body);
  }

  private toBody(exception: unknown): ApiErrorBody {
    if (exception instanceof HttpException) return fromHttpException(exception);
    const status = bodyParserStatus(exception);
    if (status !== undefined) return errorBody(status, bodyParserMessage(status));
    this.logger.error(exception instanceof Error ? exception.stack : String(exception));
    return errorBody(HttpStatus.INTERNAL_SERVER_ERROR, 'Internal server error');
  }
}

function fromHttpException(exception: HttpException): ApiErrorBody {
  const status = exception.getStatus();
  const response = exception.getResponse();
  if (typeof response === 'string') return errorBody(status, response);
  const { message, details } = response as { message?: unknown; details?: ApiErrorDetail[] };
  // Nest's own exceptions carry `message` as a string or a list of strings.
  const text = Array.isArray(message)
    ? message.join('; ')
    : typeof message === 'string'
      ? message
      : exception.message;
  return errorBody(status, text, details);
}

/** Errors raised by Express's body parser that Nest does not map (too large, bad encoding) carry a 4xx status. */
function bodyParserStatus(exception: unknown): number | undefined {
  if (typeof exception !== 'object' || exception === null) return undefined;
  const { status, type } = exception as { status?: unknown; type?: unknown };
  if (typeof type !== 'string' || typeof status !== 'number') return undefined;
  return status >= 400 && status < 500 ? status : undefined;
}

function bodyParserMessage(status: number): string {
  if (status === HttpStatus.PAYLOAD_TOO_LARGE) return 'The request body is too large';
  if (status === HttpStatus.UNSUPPORTED_MEDIA_TYPE)
    return 'The request body encoding is not supported';
  return 'The request body could not be read';
}
