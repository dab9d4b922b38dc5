import { ApiProperty } from '@nestjs/swagger';
import { IsString, MaxLength, MinLength } from 'class-validator';
import type { ChangePasswordRequest } from '@marque/contracts';
import { NewPassword } from './account-fields';

export class ChangePasswordDto implements ChangePasswordRequest {
  @ApiProperty({ example: 'the old passphrase' })
  @IsString()
  @MinLength(1)
  @MaxLength(200)
  currentPassword!: string;

  @ApiProperty({ example: 'a new long passphrase', minLength: 8, maxLength: 200 })
  @NewPassword()
  newPassword!: string;
}
