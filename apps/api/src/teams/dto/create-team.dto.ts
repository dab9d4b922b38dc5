import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import {
  ArrayMaxSize,
  ArrayMinSize,
  IsArray,
  IsOptional,
  IsString,
  MaxLength,
  MinLength,
} from 'class-validator';
import { trim } from '../../common/trim';

const trimEach = ({ value }: { value: unknown }) =>
  Array.isArray(value)
    ? value.map((item) => (typeof item === 'string' ? item.trim() : item))
    : value;

export class CreateTeamDto {
  @ApiProperty({ example: 'Les Bourdons' })
  @Transform(trim)
  @IsString()
  @MinLength(1)
  @MaxLength(80)
  name!: string;

  @ApiProperty({ type: [String], example: ['Anne Rey', 'Marc Fellay'], minItems: 2, maxItems: 2 })
  @Transform(trimEach)
  @IsArray()
  @ArrayMinSize(2)
  @ArrayMaxSize(2)
  @IsString({ each: true })
  @MinLength(1, { each: true })
  @MaxLength(80, { each: true })
  players!: [string, string];

  @ApiPropertyOptional({ example: 'CC Martigny' })
  @IsOptional()
  @Transform(trim)
  @IsString()
  @MaxLength(80)
  club?: string;
}
