import { applyDecorators } from '@nestjs/common';
import { Transform } from 'class-transformer';
import { IsString, Matches, MaxLength, MinLength } from 'class-validator';

/** Spaces around a text dropped, runs of spaces made one. */
export const trim = ({ value }: { value: unknown }) =>
  typeof value === 'string' ? value.trim().replace(/\s+/g, ' ') : value;

/** A licence number: letters, digits, spaces, dots, dashes and slashes. */
const LICENCE_PATTERN = /^[\p{L}\p{N} .\-/]{1,40}$/u;

/** A text field of a person: trimmed, a string of `min` to `max` characters. */
function text(min: number, max: number): PropertyDecorator {
  const checks = [Transform(trim), IsString(), MaxLength(max)];
  return applyDecorators(...(min > 0 ? [...checks, MinLength(min)] : checks));
}

/** A first name (39 characters at most: « first last » fits a seat's 80). */
export const FirstNameField = () => text(0, 39);
export const LastNameField = () => text(1, 40);
export const ClubField = () => text(0, 80);
/** A whole name written in one field, as a team's seat shows it. */
export const WrittenNameField = () => text(1, 80);
export const LicenceField = () => applyDecorators(text(1, 30), Matches(LICENCE_PATTERN));
