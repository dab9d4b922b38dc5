import { HttpStatus } from '@nestjs/common';
import { ApiError } from '../common/api-error';

/** The 404 of a round a tournament does not have (yet). */
export function roundNotFound(number: number | string, tournamentId?: string): ApiError {
  const message = tournamentId
    ? `Tournament ${tournamentId} has no round ${number}`
    : `No round ${number}`;
  return new ApiError(HttpStatus.NOT_FOUND, 'ROUND_NOT_FOUND', message, {
    params: { round: number },
  });
}
