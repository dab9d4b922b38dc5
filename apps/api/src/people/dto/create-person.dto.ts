import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsOptional } from 'class-validator';
import type { CreatePersonRequest } from '@marque/contracts';
import { ClubField, FirstNameField, LastNameField, LicenceField } from './person-fields';

/** A new person of the registry: `POST /api/people`. */
export class CreatePersonDto implements CreatePersonRequest {
  @ApiPropertyOptional({
    example: 'Anne',
    description: 'Empty or absent when only one name is known',
  })
  @IsOptional()
  @FirstNameField()
  firstName?: string;

  @ApiProperty({ example: 'Rey' })
  @LastNameField()
  lastName!: string;

  @ApiPropertyOptional({ example: 'CC Martigny' })
  @IsOptional()
  @ClubField()
  club?: string;

  @ApiPropertyOptional({
    example: 'FFB 123456',
    description: 'Unique; stored without spaces, in capitals',
  })
  @IsOptional()
  @LicenceField()
  licence?: string;
}
