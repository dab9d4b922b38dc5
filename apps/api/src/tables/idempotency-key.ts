import { HttpStatus } from '@nestjs/common';
import { ApiError } from '../common/api-error';

/** The longest Idempotency-Key kept (the phone sends UUIDs, 36 characters). */
export const IDEMPOTENCY_KEY_MAX = 100;

/**
 * The Idempotency-Key of a request, trimmed; undefined when absent or blank. A longer key is a
 * 400 naming the header and the limit: cut short, two different keys would collide.
 */
export function idempotencyKeyOf(header: string | undefined): string | undefined {
  const key = header?.trim();
  if (!key) return undefined;
  if (key.length > IDEMPOTENCY_KEY_MAX)
    throw new ApiError(
      HttpStatus.BAD_REQUEST,
      'VALIDATION_FAILED',
      `Idempotency-Key is at most ${IDEMPOTENCY_KEY_MAX} characters`,
      {
        params: { header: 'Idempotency-Key' },
        details: [
          {
            field: 'Idempotency-Key',
            code: 'TOO_LONG',
            params: { max: IDEMPOTENCY_KEY_MAX },
            message: `at most ${IDEMPOTENCY_KEY_MAX} characters, not ${key.length}`,
          },
        ],
      },
    );
  return key;
}
