import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsOptional } from 'class-validator';
import type { UpdatePersonRequest } from '@marque/contracts';
import { IsOptionalNotNull } from '../../common/validation';
import { ClubField, FirstNameField, LastNameField, LicenceField } from './person-fields';

/** `PATCH /api/people/:id`: names cannot be null; null clears the club or the licence. */
export class UpdatePersonDto implements UpdatePersonRequest {
  @ApiPropertyOptional({ example: 'Anne' })
  @IsOptionalNotNull()
  @FirstNameField()
  firstName?: string;

  @ApiPropertyOptional({ example: 'Rey' })
  @IsOptionalNotNull()
  @LastNameField()
  lastName?: string;

  @ApiPropertyOptional({ example: 'CC Martigny', nullable: true })
  @IsOptional()
  @ClubField()
  club?: string | null;

  @ApiPropertyOptional({ example: 'FFB123456', nullable: true })
  @IsOptional()
  @LicenceField()
  licence?: string | null;
}
