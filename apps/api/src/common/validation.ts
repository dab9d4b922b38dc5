import { BadRequestException, ValidationPipe, type ValidationError } from '@nestjs/common';
import { ValidateIf } from 'class-validator';
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

/**
 * The field may be left out, but null is not a way to leave it out: it is validated, and refused
 * by the field's own checks. (class-validator's IsOptional lets null through to the database,
 * which refuses it with a 500.) Use IsOptional where null means something, e.g. "no club".
 */
export function IsOptionalNotNull(): PropertyDecorator {
  return ValidateIf((_object, value: unknown) => value !== undefined);
}
