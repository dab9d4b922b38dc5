import { ApiPropertyOptional, PartialType } from '@nestjs/swagger';
import { IsBoolean, IsOptional } from 'class-validator';
import { CreateTeamDto } from './create-team.dto';

export class UpdateTeamDto extends PartialType(CreateTeamDto) {
  @ApiPropertyOptional({
    description: 'A withdrawn team keeps its results and is not paired again',
  })
  @IsOptional()
  @IsBoolean()
  withdrawn?: boolean;
}
