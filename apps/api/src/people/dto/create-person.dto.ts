import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsOptional, IsString, Matches, MaxLength, MinLength } from 'class-validator';
import type { CreatePersonRequest } from '@marque/contracts';

export const trim = ({ value }: { value: unknown }) =>
  typeof value === 'string' ? value.trim().replace(/\s+/g, ' ') : value;

/** A licence number: letters, digits, spaces, dots, dashes and slashes. */
export const LICENCE_PATTERN = /^[\p{L}\p{N} .\-/]{1,40}$/u;

/** A new person of the registry: `POST /api/people`, or a new person at a team's seat. */
export class CreatePersonDto implements CreatePersonRequest {
  @ApiPropertyOptional({
    example: 'Anne',
    description: 'Empty or absent when only one name is known',
  })
  @IsOptional()
  @Transform(trim)
  @IsString()
  @MaxLength(39)
  firstName?: string;

  @ApiProperty({ example: 'Rey' })
  @Transform(trim)
  @IsString()
  @MinLength(1)
  @MaxLength(40)
  lastName!: string;

  @ApiPropertyOptional({ example: 'CC Martigny' })
  @IsOptional()
  @Transform(trim)
  @IsString()
  @MaxLength(80)
  club?: string;

  @ApiPropertyOptional({
    example: 'FFB 123456',
    description: 'Unique; stored without spaces, in capitals',
  })
  @IsOptional()
  @Transform(trim)
  @IsString()
  @MinLength(1)
  @MaxLength(30)
  @Matches(LICENCE_PATTERN)
  licence?: string;
}
