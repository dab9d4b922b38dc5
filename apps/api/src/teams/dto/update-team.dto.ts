import { ApiPropertyOptional, PartialType } from '@nestjs/swagger';
import { IsBoolean } from 'class-validator';
import { IsOptionalNotNull } from '../../common/validation';
import { CreateTeamDto } from './create-team.dto';

// Null is not "unchanged": a team's name, players or withdrawal cannot be null (its club can).
export class UpdateTeamDto extends PartialType(CreateTeamDto, { skipNullProperties: false }) {
  @ApiPropertyOptional({
    description: 'A withdrawn team keeps its results and is not paired again',
  })
  @IsOptionalNotNull()
  @IsBoolean()
  withdrawn?: boolean;
}
