import { HttpStatus } from '@nestjs/common';
import { ApiError } from './api-error';

/** 429 with the seconds to wait, which the exception filter sends as Retry-After. */
export class TooManyAttemptsException extends ApiError {
  constructor(retryAfterSeconds: number) {
    super(
      HttpStatus.TOO_MANY_REQUESTS,
      'TOO_MANY_ATTEMPTS',
      `Too many attempts: try again in ${retryAfterSeconds} s`,
      { params: { seconds: retryAfterSeconds }, retryAfterSeconds },
    );
  }
}
