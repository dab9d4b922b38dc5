import { HttpStatus } from '@nestjs/common';
import { ApiError } from '../common/api-error';

/** The deal number of an X-Deal-Number header (`7`); undefined when absent. */
export function expectedDealNumber(header: string | undefined): number | undefined {
  if (header === undefined || header.trim() === '') return undefined;
  const match = /^\s*(\d{1,9})\s*$/.exec(header);
  if (!match || Number(match[1]) < 1) {
    throw new ApiError(
      HttpStatus.BAD_REQUEST,
      'INVALID_HEADER',
      'X-Deal-Number is the number of the deal, a whole number from 1',
      {
        params: { header: 'X-Deal-Number' },
        details: [
          {
            field: 'X-Deal-Number',
            code: 'INVALID_FORMAT',
            message: `not a deal number: ${header.slice(0, 40)}`,
          },
        ],
      },
    );
  }
  return Number(match[1]);
}
