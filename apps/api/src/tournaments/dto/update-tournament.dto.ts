import { ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsIn, IsInt, IsOptional, IsString, Max, MaxLength, Min, MinLength } from 'class-validator';
import { RULESETS, type RulesetId } from '@marque/rules';
import { IsOptionalNotNull } from '../../common/validation';
import { GameFormatDto } from './game-format.dto';

/**
 * What an organiser may change of a tournament: its name at any time; its game, how a game ends,
 * the ranking and the bye rule only before round 1.
 */
export class UpdateTournamentDto extends GameFormatDto {
  @ApiPropertyOptional({ example: 'Open de Sion 2026' })
  @IsOptionalNotNull()
  @Transform(({ value }) => (typeof value === 'string' ? value.trim() : value))
  @IsString()
  @MinLength(1)
  @MaxLength(120)
  name?: string;

  @ApiPropertyOptional({ enum: RULESETS, description: 'The game played (GET /api/rulesets)' })
  @IsOptionalNotNull()
  @IsIn(RULESETS)
  ruleset?: RulesetId;

  @ApiPropertyOptional({
    minimum: 1,
    maximum: 10000,
    nullable: true,
    description:
      "Points that end a game, within the game's range; a new game without a target takes its default; null for none, in a game of dealsPerGame deals",
  })
  // Null means something here: no target (a game of dealsPerGame deals).
  @IsOptional()
  @IsInt()
  @Min(1)
  @Max(10000)
  target?: number | null;
}
