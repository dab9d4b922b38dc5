import { HttpStatus } from '@nestjs/common';

/**
 * What went wrong reading a request body, from the error Express's body parser (and the zlib
 * stream under it) raised: a 4xx status and a sentence naming the problem; undefined for any
 * other error. Nest maps none of these itself.
 */
export function bodyParserProblem(
  exception: unknown,
  contentEncoding: string | undefined,
): { status: number; message: string } | undefined {
  if (typeof exception !== 'object' || exception === null) return undefined;
  const { status, type, expose } = exception as {
    status?: unknown;
    type?: unknown;
    expose?: unknown;
  };
  // http-errors marks what it raised: a `type` (body-parser's own), or `expose` for a wrapped one.
  if (typeof status !== 'number' || status < 400 || status >= 500) return undefined;
  if (typeof type !== 'string' && expose !== true) return undefined;
  return { status, message: messageOf(status, type, contentEncoding) };
}

function messageOf(status: number, type: unknown, contentEncoding: string | undefined): string {
  if (status === HttpStatus.PAYLOAD_TOO_LARGE) return 'The request body is too large';
  if (type === 'encoding.unsupported')
    return `The request body's Content-Encoding (${contentEncoding ?? '?'}) is not supported`;
  if (type === 'charset.unsupported') return "The request body's charset is not supported";
  if (type === 'entity.parse.failed') return 'The request body is not valid JSON';
  if (type === 'request.aborted') return 'The request body was cut short';
  if (type === 'request.size.invalid')
    return 'The request body does not have the length its Content-Length announced';
  // zlib's errors (Z_DATA_ERROR, brotli's ERR__ERROR_FORMAT_…) carry no type of body-parser's.
  const encoding = contentEncoding?.trim().toLowerCase();
  if (type === undefined && encoding && encoding !== 'identity')
    return `The request body is not valid ${encoding} data`;
  return 'The request body could not be read';
}
