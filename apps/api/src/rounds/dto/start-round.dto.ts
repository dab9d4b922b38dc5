import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsInt, Max, Min } from 'class-validator';
import { IsOptionalNotNull } from '../../common/validation';

export class StartRoundDto {
  @ApiPropertyOptional({
    minimum: 5,
    maximum: 600,
    description: "This round's clock in minutes (default: the tournament's round duration)",
  })
  @IsOptionalNotNull()
  @IsInt()
  @Min(5)
  @Max(600)
  minutes?: number;
}
