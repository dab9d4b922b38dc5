import { ApiProperty } from '@nestjs/swagger';
import { IsUUID } from 'class-validator';
import type { InviteSeriesClubRequest } from '@marque/contracts';

export class InviteSeriesClubDto implements InviteSeriesClubRequest {
  @ApiProperty({ format: 'uuid', description: 'The club invited to take part' })
  @IsUUID()
  clubId!: string;
}
