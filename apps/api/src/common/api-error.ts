import { HttpException, type HttpStatus } from '@nestjs/common';
import type { ApiErrorCode, ApiErrorDetail, ApiErrorParams } from '@marque/contracts';

/**
 * What the API answers when it refuses a request: an HTTP status, a stable code from
 * libs/contracts (a client shows its own text for it), the `params` that text needs, and an
 * English sentence for developers. The exception filter turns it into the one error shape.
 */
export class ApiError extends HttpException {
  readonly params?: ApiErrorParams;
  readonly details?: ApiErrorDetail[];
  /** Sent as Retry-After: when a refusal for being busy or too fast will be over. */
  readonly retryAfterSeconds?: number;

  constructor(
    status: HttpStatus,
    readonly code: ApiErrorCode,
    message: string,
    options: {
      params?: ApiErrorParams;
      details?: ApiErrorDetail[];
      retryAfterSeconds?: number;
    } = {},
  ) {
    super(message, status);
    this.params = options.params;
    this.details = options.details;
    this.retryAfterSeconds = options.retryAfterSeconds;
  }
}
