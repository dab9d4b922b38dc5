import { ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsOptional, IsString, IsUUID, Matches, MaxLength, MinLength } from 'class-validator';
import { LICENCE_PATTERN, trim } from '../../people/dto/create-person.dto';

/**
 * Who sits at a seat: `{ id }` (a person of the registry), `{ firstName?, lastName, club?,
 * licence? }` (a new person), or `{ name, club?, licence? }` (matched as the paste import does).
 */
export class PlayerPickDto {
  @ApiPropertyOptional({ format: 'uuid', description: 'A person of the registry' })
  @IsOptional()
  @IsUUID()
  id?: string;

  @ApiPropertyOptional({ example: 'Anne Rey', description: 'A name to match, else a new person' })
  @IsOptional()
  @Transform(trim)
  @IsString()
  @MinLength(1)
  @MaxLength(80)
  name?: string;

  @ApiPropertyOptional({ example: 'Anne' })
  @IsOptional()
  @Transform(trim)
  @IsString()
  @MaxLength(39)
  firstName?: string;

  @ApiPropertyOptional({ example: 'Rey' })
  @IsOptional()
  @Transform(trim)
  @IsString()
  @MinLength(1)
  @MaxLength(40)
  lastName?: string;

  @ApiPropertyOptional({ example: 'CC Martigny' })
  @IsOptional()
  @Transform(trim)
  @IsString()
  @MaxLength(80)
  club?: string;

  @ApiPropertyOptional({ example: 'FFB123456' })
  @IsOptional()
  @Transform(trim)
  @IsString()
  @MinLength(1)
  @MaxLength(30)
  @Matches(LICENCE_PATTERN)
  licence?: string;
}
