import { STATUS_CODES } from 'node:http';
import type { ApiErrorBody, ApiErrorCode, ApiErrorDetail, ApiErrorParams } from '@marque/contracts';

/** The one JSON shape of every error response. */
export function errorBody(
  statusCode: number,
  code: ApiErrorCode,
  message: string,
  options: { params?: ApiErrorParams; details?: ApiErrorDetail[] } = {},
): ApiErrorBody {
  const body: ApiErrorBody = {
    statusCode,
    error: STATUS_CODES[statusCode] ?? 'Error',
    code,
    message,
  };
  if (options.params && Object.keys(options.params).length > 0) body.params = options.params;
  if (options.details && options.details.length > 0) body.details = options.details;
  return body;
}
