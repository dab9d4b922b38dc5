import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsOptional, IsUUID } from 'class-validator';
import {
  ClubField,
  FirstNameField,
  LastNameField,
  LicenceField,
  WrittenNameField,
} from '../../people/dto/person-fields';

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
  @WrittenNameField()
  name?: string;

  @ApiPropertyOptional({ example: 'Anne' })
  @IsOptional()
  @FirstNameField()
  firstName?: string;

  @ApiPropertyOptional({ example: 'Rey' })
  @IsOptional()
  @LastNameField()
  lastName?: string;

  @ApiPropertyOptional({ example: 'CC Martigny' })
  @IsOptional()
  @ClubField()
  club?: string;

  @ApiPropertyOptional({ example: 'FFB123456' })
  @IsOptional()
  @LicenceField()
  licence?: string;
}
