import { BadRequestException, HttpException, HttpStatus } from '@nestjs/common';

/** The sheet version of an If-Match header: `3`, `"3"` or `W/"3"`; 428 when absent. */
export function versionFromIfMatch(header: string | undefined): number {
  if (header === undefined || header.trim() === '') {
    throw new HttpException(
      {
        message: 'A correction needs the If-Match header with the sheet version it was made on',
        details: [{ field: 'If-Match', message: 'missing' }],
      },
      HttpStatus.PRECONDITION_REQUIRED,
    );
  }
  const match = /^\s*(?:W\/)?"?(\d{1,9})"?\s*$/.exec(header);
  if (!match) {
    throw new BadRequestException({
      message: 'If-Match is the sheet version, a whole number',
      details: [{ field: 'If-Match', message: `not a version: ${header.slice(0, 40)}` }],
    });
  }
  return Number(match[1]);
}
