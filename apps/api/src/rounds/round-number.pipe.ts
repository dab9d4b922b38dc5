import { HttpStatus, Injectable, type PipeTransform } from '@nestjs/common';
import { ApiError } from '../common/api-error';
import { roundNotFound } from './round-errors';

/**
 * A round number from the path: a whole number (400 otherwise). One too large for any round is a
 * 404 like any other round that does not exist, not a number the database cannot hold.
 */
@Injectable()
export class RoundNumberPipe implements PipeTransform<string | number, number> {
  // The global ValidationPipe may already have made the path segment a number.
  transform(raw: string | number): number {
    const value = String(raw);
    if (!/^\d+$/.test(value))
      throw new ApiError(
        HttpStatus.BAD_REQUEST,
        'VALIDATION_FAILED',
        'The round number must be a whole number',
        {
          details: [{ field: 'number', code: 'NOT_AN_INTEGER', message: 'must be a whole number' }],
        },
      );
    if (value.length > 6) throw roundNotFound(value);
    return Number(value);
  }
}
