import { applyDecorators } from '@nestjs/common';
import { Transform } from 'class-transformer';
import { IsString, MaxLength, MinLength } from 'class-validator';
import { trim } from '../../common/trim';
import { NEW_PASSWORD } from '../passwords';

/** The name an organiser goes by in the console and the audit: 1 to 80 characters. */
export function DisplayName(): PropertyDecorator {
  return applyDecorators(Transform(trim), IsString(), MinLength(1), MaxLength(80));
}

/** A password an organiser chooses: 8 to 200 characters, kept as typed. */
export function NewPassword(): PropertyDecorator {
  return applyDecorators(IsString(), MinLength(NEW_PASSWORD.min), MaxLength(NEW_PASSWORD.max));
}
