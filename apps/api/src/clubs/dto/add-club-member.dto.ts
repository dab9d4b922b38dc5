import { ApiProperty } from '@nestjs/swagger';
import { IsUUID } from 'class-validator';
import type { AddClubMemberRequest } from '@marque/contracts';

export class AddClubMemberDto implements AddClubMemberRequest {
  @ApiProperty({ format: 'uuid', description: 'The organiser account who joins the club' })
  @IsUUID()
  accountId!: string;
}
