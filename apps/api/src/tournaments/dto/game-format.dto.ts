import { ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { IsBoolean, IsIn, IsInt, IsOptional, Max, Min, ValidateNested } from 'class-validator';
import type { Ranking } from '@marque/contracts';
import { IsOptionalNotNull } from '../../common/validation';
import type { GameFormatInput } from '../game-format';
import { ByeRuleDto } from './bye-rule.dto';

export const RANKINGS = ['wins', 'points'] as const satisfies readonly Ranking[];

/**
 * How a game ends beside its target, how the standings rank, what a bye scores: the options of
 * a concours, shared by creating a tournament and changing it before its first round.
 */
export class GameFormatDto implements Omit<GameFormatInput, 'ruleset' | 'target'> {
  @ApiPropertyOptional({
    minimum: 1,
    maximum: 100,
    nullable: true,
    description:
      'A game ends after this many deals (or at its target, if one is set and reached first); null: at the target',
  })
  @IsOptional()
  @IsInt()
  @Min(1)
  @Max(100)
  dealsPerGame?: number | null;

  @ApiPropertyOptional({
    default: true,
    description: 'Whether a passed-out deal counts as one of the dealsPerGame',
  })
  @IsOptionalNotNull()
  @IsBoolean()
  passedOutCounts?: boolean;

  @ApiPropertyOptional({
    enum: RANKINGS,
    default: 'wins',
    description:
      'The first criterion of the standings: games won, or the points marked across the games',
  })
  @IsOptionalNotNull()
  @IsIn(RANKINGS)
  ranking?: Ranking;

  @ApiPropertyOptional({
    type: ByeRuleDto,
    nullable: true,
    description: 'What a bye scores beside its win; none (null) unless said',
  })
  @IsOptional()
  @ValidateNested()
  @Type(() => ByeRuleDto)
  byeRule?: ByeRuleDto | null;
}
