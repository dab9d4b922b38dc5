import { ApiProperty } from '@nestjs/swagger';
import { IsString, MaxLength, MinLength } from 'class-validator';
import type { InvitationTokenRequest } from '@marque/contracts';

export class InvitationTokenDto implements InvitationTokenRequest {
  @ApiProperty({ description: "The token of the invitation's link" })
  @IsString()
  @MinLength(1)
  @MaxLength(100)
  token!: string;
}
