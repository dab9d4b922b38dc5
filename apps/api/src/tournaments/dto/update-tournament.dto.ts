import { ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import {
  ArrayMaxSize,
  ArrayUnique,
  IsArray,
  IsBoolean,
  IsDateString,
  IsIn,
  IsInt,
  IsOptional,
  IsString,
  Max,
  MaxLength,
  Min,
  MinLength,
} from 'class-validator';
import { RULESETS, TIES_AT_BELL, type RulesetId, type TieAtBell } from '@marque/rules';
import { TIEBREAKS, type Tiebreak } from '@marque/standings';
import { IsOptionalNotNull } from '../../common/validation';
import { GameFormatDto } from './game-format.dto';

/**
 * What an organiser may change of a tournament: its name, day, number of rounds (not below those
 * started) and round clock at any time; its game, how a game ends, the ranking, the tiebreaks, the
 * bye rule and the pairing's options only before round 1.
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

  @ApiPropertyOptional({
    example: '2026-12-05',
    nullable: true,
    description: 'The day; null: none',
  })
  @IsOptional()
  @IsDateString({ strict: true })
  date?: string | null;

  @ApiPropertyOptional({
    minimum: 1,
    maximum: 30,
    description: 'Not fewer than the rounds started',
  })
  @IsOptionalNotNull()
  @IsInt()
  @Min(1)
  @Max(30)
  rounds?: number;

  @ApiPropertyOptional({ minimum: 5, maximum: 600, nullable: true, description: 'null: no clock' })
  @IsOptional()
  @IsInt()
  @Min(5)
  @Max(600)
  roundMinutes?: number | null;

  @ApiPropertyOptional({ enum: TIEBREAKS, isArray: true })
  @IsOptionalNotNull()
  @IsArray()
  @ArrayMaxSize(TIEBREAKS.length)
  @ArrayUnique()
  @IsIn(TIEBREAKS, { each: true })
  tiebreaks?: Tiebreak[];

  @ApiPropertyOptional({ enum: TIES_AT_BELL })
  @IsOptionalNotNull()
  @IsIn(TIES_AT_BELL)
  tieAtBell?: TieAtBell;

  @ApiPropertyOptional()
  @IsOptionalNotNull()
  @IsBoolean()
  lateEntryByes?: boolean;

  @ApiPropertyOptional()
  @IsOptionalNotNull()
  @IsBoolean()
  avoidSameClub?: boolean;
}
