import { ApiProperty } from '@nestjs/swagger';
import { IsDateString, ValidateIf } from 'class-validator';
import type { AnnounceNextRoundRequest } from '@marque/contracts';

export class AnnounceNextRoundDto implements AnnounceNextRoundRequest {
  @ApiProperty({
    type: String,
    nullable: true,
    format: 'date-time',
    description: 'When the next round starts, in the future; null takes the announcement back',
  })
  @ValidateIf((_, value) => value !== null)
  @IsDateString({ strict: true })
  startsAt!: string | null;
}
