import { HttpStatus, ParseIntPipe, ParseUUIDPipe } from '@nestjs/common';
import type { ApiErrorCode } from '@marque/contracts';
import { ApiError } from './api-error';

/** A path parameter that must be an id: otherwise a 400 naming it, with the code NOT_AN_ID. */
export function uuidParam(field: string): ParseUUIDPipe {
  return new ParseUUIDPipe({
    exceptionFactory: () => invalidParam(field, 'NOT_AN_ID', `${field} must be an id (a UUID)`),
  });
}

/** A path parameter that must be a whole number: otherwise a 400 naming it, NOT_AN_INTEGER. */
export function intParam(field: string): ParseIntPipe {
  return new ParseIntPipe({
    exceptionFactory: () =>
      invalidParam(field, 'NOT_AN_INTEGER', `${field} must be a whole number`),
  });
}

function invalidParam(field: string, code: ApiErrorCode, message: string): ApiError {
  return new ApiError(HttpStatus.BAD_REQUEST, 'VALIDATION_FAILED', message, {
    details: [{ field, code, message }],
  });
}
