import { ApiProperty } from '@nestjs/swagger';
import { IsBoolean } from 'class-validator';
import type { UpdateEntrantRequest } from '@marque/contracts';

/** Withdrawing a mêlée's player (not drawn again) or re-admitting them from the next round. */
export class UpdateEntrantDto implements UpdateEntrantRequest {
  @ApiProperty({ description: 'A withdrawn player keeps their results and is not drawn again' })
  @IsBoolean()
  withdrawn!: boolean;
}
