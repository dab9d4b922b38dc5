import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { BYE_RULES } from '@marque/standings';
import { IsIn, IsInt, Max, Min, ValidateIf } from 'class-validator';
import type { ByeRuleInput } from '../game-format';

/** What a bye scores beside its win: `{ rule: 'fixed', points }`, `half-game` or `round-average`. */
export class ByeRuleDto implements ByeRuleInput {
  @ApiProperty({
    enum: BYE_RULES,
    description:
      "fixed: the points given; half-game: half of a game's points (its target, or the card points of its deals); round-average: the average each team marked in the round's games",
  })
  @IsIn(BYE_RULES)
  rule!: ByeRuleInput['rule'];

  @ApiPropertyOptional({
    minimum: 0,
    maximum: 100000,
    description: 'The points of a bye under the fixed rule (and only that rule)',
  })
  @ValidateIf((bye: ByeRuleDto) => bye.rule === 'fixed' || bye.points !== undefined)
  @IsInt()
  @Min(0)
  @Max(100000)
  points?: number;
}
