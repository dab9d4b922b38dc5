import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsInt, IsOptional, Max, Min } from 'class-validator';

export class StartRoundDto {
  @ApiPropertyOptional({
    minimum: 5,
    maximum: 600,
    description: "This round's clock in minutes (default: the tournament's round duration)",
  })
  @IsOptional()
  @IsInt()
  @Min(5)
  @Max(600)
  minutes?: number;
}
