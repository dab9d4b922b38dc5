import { ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsIn, IsInt, IsOptional, IsString, Max, MaxLength, Min, MinLength } from 'class-validator';
import { RULESETS, type RulesetId } from '@marque/rules';

/** What an organiser may change of a tournament; the game and target only before round 1. */
export class UpdateTournamentDto {
  @ApiPropertyOptional({ example: 'Open de Sion 2026' })
  @IsOptional()
  @Transform(({ value }) => (typeof value === 'string' ? value.trim() : value))
  @IsString()
  @MinLength(1)
  @MaxLength(120)
  name?: string;

  @ApiPropertyOptional({ enum: RULESETS, description: 'The game played (GET /api/rulesets)' })
  @IsOptional()
  @IsIn(RULESETS)
  ruleset?: RulesetId;

  @ApiPropertyOptional({
    minimum: 1,
    maximum: 10000,
    description:
      "Points that end a game, within the game's range; a new game without a target takes its default",
  })
  @IsOptional()
  @IsInt()
  @Min(1)
  @Max(10000)
  target?: number;
}
