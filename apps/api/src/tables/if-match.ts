import { HttpStatus } from '@nestjs/common';
import { ApiError } from '../common/api-error';

/** The sheet version of an If-Match header: `3`, `"3"` or `W/"3"`; 428 when absent. */
export function versionFromIfMatch(header: string | undefined): number {
  if (header === undefined || header.trim() === '') {
    throw new ApiError(
      HttpStatus.PRECONDITION_REQUIRED,
      'IF_MATCH_REQUIRED',
      'A correction needs the If-Match header with the sheet version it was made on',
      { details: [{ field: 'If-Match', code: 'REQUIRED', message: 'missing' }] },
    );
  }
  const match = /^\s*(?:W\/)?"?(\d{1,9})"?\s*$/.exec(header);
  if (!match) {
    throw new ApiError(
      HttpStatus.BAD_REQUEST,
      'INVALID_HEADER',
      'If-Match is the sheet version, a whole number',
      {
        params: { header: 'If-Match' },
        details: [
          {
            field: 'If-Match',
            code: 'INVALID_FORMAT',
            message: `not a version: ${header.slice(0, 40)}`,
          },
        ],
      },
    );
  }
  return Number(match[1]);
}
