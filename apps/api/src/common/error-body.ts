import { STATUS_CODES } from 'node:http';
import type { ApiErrorBody, ApiErrorDetail } from '@marque/contracts';

/** The one JSON shape of every error response. */
export function errorBody(
  statusCode: number,
  message: string,
  details?: ApiErrorDetail[],
): ApiErrorBody {
  const body: ApiErrorBody = {
    statusCode,
    error: STATUS_CODES[statusCode] ?? 'Error',
    message,
  };
  if (details && details.length > 0) body.details = details;
  return body;
}
