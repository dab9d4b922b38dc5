import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform, Type } from 'class-transformer';
import {
  ArrayMaxSize,
  ArrayMinSize,
  IsArray,
  IsOptional,
  IsString,
  MaxLength,
  MinLength,
  ValidateIf,
  ValidateNested,
} from 'class-validator';
import { PlayerPickDto } from './player-pick.dto';
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

  @ApiPropertyOptional({
    type: [String],
    example: ['Anne Rey', 'Marc Fellay'],
    minItems: 2,
    maxItems: 2,
    description:
      'Each name matched in the registry (with the club), else a new person; or `people`',
  })
  @ValidateIf((team: CreateTeamDto) => team.people === undefined)
  @Transform(trimEach)
  @IsArray()
  @ArrayMinSize(2)
  @ArrayMaxSize(2)
  @IsString({ each: true })
  @MinLength(1, { each: true })
  @MaxLength(80, { each: true })
  players?: [string, string];

  @ApiPropertyOptional({
    type: [PlayerPickDto],
    minItems: 2,
    maxItems: 2,
    description:
      'The seats as people of the registry: `{ id }`, a new `{ lastName, … }`, or `{ name }`',
  })
  @IsOptional()
  @IsArray()
  @ArrayMinSize(2)
  @ArrayMaxSize(2)
  @ValidateNested({ each: true })
  @Type(() => PlayerPickDto)
  people?: [PlayerPickDto, PlayerPickDto];

  @ApiPropertyOptional({ example: 'CC Martigny' })
  @IsOptional()
  @Transform(trim)
  @IsString()
  @MaxLength(80)
  club?: string;
}
