import { applyDecorators } from '@nestjs/common';
import { Transform } from 'class-transformer';
import { IsString, MaxLength, MinLength } from 'class-validator';
import { trim } from '../../common/trim';

/** A series' name: 1 to 120 characters, trimmed. */
export function SeriesName(): PropertyDecorator {
  return applyDecorators(Transform(trim), IsString(), MinLength(1), MaxLength(120));
}

/** A season's label (« 2026-2027 »): 1 to 40 characters, trimmed. */
export function SeasonLabel(): PropertyDecorator {
  return applyDecorators(Transform(trim), IsString(), MinLength(1), MaxLength(40));
}
