import { ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsString, MaxLength } from 'class-validator';
import type { ResolveDisputeRequest } from '@marque/contracts';
import { IsOptionalNotNull } from '../../common/validation';
import { trim } from '../../common/trim';

/** The organiser settles a team's dispute, in writing: the ruling goes to the table's audit. */
export class ResolveDisputeDto implements ResolveDisputeRequest {
  @ApiPropertyOptional({ maxLength: 500, description: "The organiser's ruling on the dispute" })
  @IsOptionalNotNull()
  @Transform(trim)
  @IsString()
  @MaxLength(500)
  ruling?: string;
}
