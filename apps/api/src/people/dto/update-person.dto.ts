import { ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsOptional, IsString, Matches, MaxLength, MinLength } from 'class-validator';
import type { UpdatePersonRequest } from '@marque/contracts';
import { IsOptionalNotNull } from '../../common/validation';
import { LICENCE_PATTERN, trim } from './create-person.dto';

/** `PATCH /api/people/:id`: names cannot be null; null clears the club or the licence. */
export class UpdatePersonDto implements UpdatePersonRequest {
  @ApiPropertyOptional({ example: 'Anne' })
  @IsOptionalNotNull()
  @Transform(trim)
  @IsString()
  @MaxLength(39)
  firstName?: string;

  @ApiPropertyOptional({ example: 'Rey' })
  @IsOptionalNotNull()
  @Transform(trim)
  @IsString()
  @MinLength(1)
  @MaxLength(40)
  lastName?: string;

  @ApiPropertyOptional({ example: 'CC Martigny', nullable: true })
  @IsOptional()
  @Transform(trim)
  @IsString()
  @MaxLength(80)
  club?: string | null;

  @ApiPropertyOptional({ example: 'FFB123456', nullable: true })
  @IsOptional()
  @Transform(trim)
  @IsString()
  @MinLength(1)
  @MaxLength(30)
  @Matches(LICENCE_PATTERN)
  licence?: string | null;
}
