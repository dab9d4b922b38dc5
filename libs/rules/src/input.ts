import { RulesError, type RulesErrorCode } from './errors.ts';

/**
 * Untyped input (JSON from a referee's device) as an object whose fields can be read, or a
 * RulesError naming `field`: bad input of any shape is a RulesError, never a TypeError.
 */
export function asRecord(
  value: unknown,
  field: string,
  code: RulesErrorCode = 'INVALID_DEAL',
): Record<string, unknown> {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    throw new RulesError(code, field, `${field} must be an object`);
  }
  return value as Record<string, unknown>;
}

/** A whole number, for counts and targets. */
export function isWholeNumber(value: unknown): value is number {
  return typeof value === 'number' && Number.isInteger(value);
}

/** The input as text for a developer message; never throws (a null-prototype object has no toString). */
export function shown(value: unknown): string {
  try {
    return typeof value === 'string' ? JSON.stringify(value) : String(value);
  } catch {
    return typeof value;
  }
}
