import { HttpException, HttpStatus } from '@nestjs/common';

/** 429 with the seconds to wait, which the exception filter sends as Retry-After. */
export class TooManyAttemptsException extends HttpException {
  constructor(readonly retryAfterSeconds: number) {
    super(`Too many attempts: try again in ${retryAfterSeconds} s`, HttpStatus.TOO_MANY_REQUESTS);
  }
}
