import { ApiProperty } from '@nestjs/swagger';
import { IsBoolean } from 'class-validator';
import type { UpdateAccountRequest } from '@marque/contracts';

export class UpdateAccountDto implements UpdateAccountRequest {
  @ApiProperty({ description: 'Disabled: it cannot sign in, and its logins end at once' })
  @IsBoolean()
  disabled!: boolean;
}
