import {
  BadRequestException,
  Injectable,
  NotFoundException,
  type PipeTransform,
} from '@nestjs/common';

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
      throw new BadRequestException({
        message: 'The round number must be a whole number',
        details: [{ field: 'number', message: 'must be a whole number' }],
      });
    if (value.length > 6) throw new NotFoundException(`No round ${value}`);
    return Number(value);
  }
}
