import { HttpStatus, ValidationPipe, type ValidationError } from '@nestjs/common';
import { ValidateIf, getMetadataStorage } from 'class-validator';
import type { ApiErrorCode, ApiErrorDetail, ApiErrorParams } from '@marque/contracts';
import { ApiError } from './api-error';

/**
 * The global validation pipe: unknown fields are refused (not silently dropped), payloads
 * are turned into DTO instances, and every failure names its field and the code of the check.
 */
export function createValidationPipe(): ValidationPipe {
  return new ValidationPipe({
    whitelist: true,
    forbidNonWhitelisted: true,
    transform: true,
    stopAtFirstError: false,
    // Keeps the object a field failed in: its class holds the check's arguments (a minimum…).
    validationError: { target: true, value: true },
    exceptionFactory: (errors) =>
      new ApiError(HttpStatus.BAD_REQUEST, 'VALIDATION_FAILED', 'The request body is not valid', {
        details: flattenValidationErrors(errors),
      }),
  });
}

/**
 * One detail per failed check, with a dotted path for nested fields (`players.1`); a field left
 * out (or null) is one REQUIRED detail, not one per check it then fails.
 */
export function flattenValidationErrors(errors: ValidationError[], parent = ''): ApiErrorDetail[] {
  return errors.flatMap((error) => {
    const field = parent ? `${parent}.${error.property}` : error.property;
    const checks = Object.entries(error.constraints ?? {});
    const missing =
      (error.value === undefined || error.value === null) &&
      checks.length > 0 &&
      !('whitelistValidation' in (error.constraints ?? {}));
    const own: ApiErrorDetail[] = missing
      ? [{ field, code: 'REQUIRED', message: `${field} is required` }]
      : checks.map(([check, message]) => ({ field, message, ...codeOf(error, check) }));
    return [...own, ...flattenValidationErrors(error.children ?? [], field)];
  });
}

/** class-validator's name of each check our DTOs use, and its code. */
const CODE_OF_CHECK: Record<string, ApiErrorCode> = {
  isDefined: 'REQUIRED',
  whitelistValidation: 'UNKNOWN_FIELD',
  isInt: 'NOT_AN_INTEGER',
  isString: 'NOT_A_STRING',
  isBoolean: 'NOT_A_BOOLEAN',
  isArray: 'NOT_A_LIST',
  isObject: 'NOT_AN_OBJECT',
  nestedValidation: 'NOT_AN_OBJECT',
  isUuid: 'NOT_AN_ID',
  isEmail: 'NOT_AN_EMAIL',
  isDateString: 'NOT_A_DATE',
  min: 'TOO_SMALL',
  max: 'TOO_LARGE',
  minLength: 'TOO_SHORT',
  maxLength: 'TOO_LONG',
  arrayMinSize: 'TOO_FEW_ITEMS',
  arrayMaxSize: 'TOO_MANY_ITEMS',
  arrayUnique: 'DUPLICATE_ITEMS',
  isIn: 'NOT_ONE_OF',
};

function codeOf(
  error: ValidationError,
  check: string,
): { code: ApiErrorCode; params?: ApiErrorParams } {
  const code = CODE_OF_CHECK[check] ?? 'INVALID_FORMAT';
  const [limit] = argumentsOf(error, check);
  if (code === 'NOT_ONE_OF' && Array.isArray(limit))
    return { code, params: { allowed: limit.join(', ') } };
  if (typeof limit !== 'number') return { code };
  if (['TOO_SMALL', 'TOO_SHORT', 'TOO_FEW_ITEMS'].includes(code))
    return { code, params: { min: limit } };
  if (['TOO_LARGE', 'TOO_LONG', 'TOO_MANY_ITEMS'].includes(code))
    return { code, params: { max: limit } };
  return { code };
}

/** The arguments a check was declared with on the DTO (`@Min(1)`: [1]). */
function argumentsOf(error: ValidationError, check: string): unknown[] {
  const target = error.target;
  if (!target) return [];
  const declared = getMetadataStorage()
    .getTargetValidationMetadatas(target.constructor, '', true, false)
    .find((metadata) => metadata.propertyName === error.property && metadata.name === check);
  return (declared?.constraints as unknown[] | undefined) ?? [];
}

/**
 * The field may be left out, but null is not a way to leave it out: it is validated, and refused
 * by the field's own checks. (class-validator's IsOptional lets null through to the database,
 * which refuses it with a 500.) Use IsOptional where null means something, e.g. "no club".
 */
export function IsOptionalNotNull(): PropertyDecorator {
  return ValidateIf((_object, value: unknown) => value !== undefined);
}
