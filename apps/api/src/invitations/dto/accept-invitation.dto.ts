import { ApiProperty } from '@nestjs/swagger';
import type { AcceptInvitationRequest } from '@marque/contracts';
import { DisplayName, NewPassword } from '../../auth/dto/account-fields';
import { InvitationTokenDto } from './invitation-token.dto';

export class AcceptInvitationDto extends InvitationTokenDto implements AcceptInvitationRequest {
  @ApiProperty({ example: 'Anne Rey', maxLength: 80 })
  @DisplayName()
  displayName!: string;

  @ApiProperty({ example: 'a long passphrase', minLength: 8, maxLength: 200 })
  @NewPassword()
  password!: string;
}
