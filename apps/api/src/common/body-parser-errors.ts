import { HttpStatus } from '@nestjs/common';
import type { ApiErrorCode, ApiErrorParams } from '@marque/contracts';

interface BodyProblem {
  status: number;
  code: ApiErrorCode;
  message: string;
  params?: ApiErrorParams;
}

/**
 * What went wrong reading a request body, from the error Express's body parser (and the zlib
 * stream under it) raised: a 4xx status, a code and a sentence naming the problem; undefined for any
 * other error. Nest maps none of these itself.
 */
export function bodyParserProblem(
  exception: unknown,
  contentEncoding: string | undefined,
): BodyProblem | undefined {
  if (typeof exception !== 'object' || exception === null) return undefined;
  const { status, type, expose } = exception as {
    status?: unknown;
    type?: unknown;
    expose?: unknown;
  };
  // http-errors marks what it raised: a `type` (body-parser's own), or `expose` for a wrapped one.
  if (typeof status !== 'number' || status < 400 || status >= 500) return undefined;
  if (typeof type !== 'string' && expose !== true) return undefined;
  return { status, ...problemOf(status, type, contentEncoding) };
}

function problemOf(
  status: number,
  type: unknown,
  contentEncoding: string | undefined,
): Omit<BodyProblem, 'status'> {
  if (status === HttpStatus.PAYLOAD_TOO_LARGE)
    return { code: 'BODY_TOO_LARGE', message: 'The request body is too large' };
  if (type === 'encoding.unsupported')
    return {
      code: 'UNSUPPORTED_ENCODING',
      message: `The request body's Content-Encoding (${contentEncoding ?? '?'}) is not supported`,
      params: { encoding: contentEncoding ?? '?' },
    };
  if (type === 'charset.unsupported')
    return { code: 'UNSUPPORTED_CHARSET', message: "The request body's charset is not supported" };
  if (type === 'entity.parse.failed')
    return { code: 'INVALID_JSON', message: 'The request body is not valid JSON' };
  if (type === 'request.aborted')
    return { code: 'BODY_CUT_SHORT', message: 'The request body was cut short' };
  if (type === 'request.size.invalid')
    return {
      code: 'BODY_LENGTH_MISMATCH',
      message: 'The request body does not have the length its Content-Length announced',
    };
  // zlib's errors (Z_DATA_ERROR, brotli's ERR__ERROR_FORMAT_…) carry no type of body-parser's.
  const encoding = contentEncoding?.trim().toLowerCase();
  if (type === undefined && encoding && encoding !== 'identity')
    return {
      code: 'INVALID_COMPRESSED_BODY',
      message: `The request body is not valid ${encoding} data`,
      params: { encoding },
    };
  return { code: 'BODY_UNREADABLE', message: 'The request body could not be read' };
}
