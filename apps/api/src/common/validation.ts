import { BadRequestException, ValidationPipe, type ValidationError } from '@nestjs/common';
import type { ApiErrorDetail } from '@marque/contracts';

/**
 * The global validation pipe: unknown fields are refused (not silently dropped), payloads
 * are turned into DTO instances, and every failure names its field.
 */
export function createValidationPipe(): ValidationPipe {
  return new ValidationPipe({
    whitelist: true,
    forbidNonWhitelisted: true,
    transform: true,
    stopAtFirstError: false,
    exceptionFactory: (errors) =>
      new BadRequestException({
        message: 'The request body is not valid',
        details: flattenValidationErrors(errors),
      }),
  });
}

/** One detail per failed constraint, with a dotted path for nested fields (`players.1`). */
export function flattenValidationErrors(errors: ValidationError[], parent = ''): ApiErrorDetail[] {
  return errors.flatMap((error) => {
    const field = parent ? `${parent}.${error.property}` : error.property;
    const own = Object.values(error.constraints ?? {}).map((message) => ({ field, message }));
    return [...own, ...flattenValidationErrors(error.children ?? [], field)];
  });
}
