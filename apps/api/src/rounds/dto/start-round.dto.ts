import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsIn, IsInt, Max, Min } from 'class-validator';
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

  @ApiPropertyOptional({
    enum: ['draw', 'rating'],
    description:
      "Round 1 of a Swiss tournament: the order teams are paired in, the tournament's random draw (the default) or the pairs' mean rating in the game (libs/rating). Round 1 of a mêlée: the draw, or balanced pairs and tables from the players' ratings (libs/pairing's drawBalancedMelee)",
  })
  @IsOptionalNotNull()
  @IsIn(['draw', 'rating'])
  seeding?: 'draw' | 'rating';
}
