import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsEmail, IsIn, IsUUID, MaxLength } from 'class-validator';
import type { CreateInvitationRequest } from '@marque/contracts';
import { trim } from '../../common/trim';
import { IsOptionalNotNull } from '../../common/validation';

export class CreateInvitationDto implements CreateInvitationRequest {
  @ApiProperty({ example: 'benevole@example.org' })
  @Transform(trim)
  @IsEmail()
  @MaxLength(254)
  email!: string;

  @ApiPropertyOptional({ format: 'uuid', description: 'The club the invited person joins' })
  @IsOptionalNotNull()
  @IsUUID()
  clubId?: string;

  @ApiPropertyOptional({ enum: ['fr', 'en'], description: 'The language of the link and the mail' })
  @IsOptionalNotNull()
  @IsIn(['fr', 'en'])
  locale?: 'fr' | 'en';
}
