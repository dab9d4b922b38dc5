import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { TIEBREAKS, type Tiebreak } from '@marque/standings';
import { RULESETS, TIES_AT_BELL, type RulesetId, type TieAtBell } from '@marque/rules';
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
  IsUUID,
  Max,
  MaxLength,
  Min,
  MinLength,
  ValidateIf,
  ValidateNested,
} from 'class-validator';
import { Transform, Type } from 'class-transformer';
import { IsOptionalNotNull } from '../../common/validation';
import { GameFormatDto } from './game-format.dto';
import { PoolsKnockoutDto } from './pools-knockout.dto';

export const PAIRINGS = ['swiss', 'round-robin', 'pools-knockout'] as const;
export type PairingName = (typeof PAIRINGS)[number];

export class CreateTournamentDto extends GameFormatDto {
  @ApiProperty({ example: 'Open de Sion 2026' })
  @Transform(({ value }) => (typeof value === 'string' ? value.trim() : value))
  @IsString()
  @MinLength(1)
  @MaxLength(120)
  name!: string;

  @ApiProperty({
    minimum: 1,
    maximum: 30,
    example: 5,
    required: false,
    description:
      'Required but with pools then a knockout, whose format decides it when round 1 starts',
  })
  @ValidateIf(
    (body: CreateTournamentDto) => body.pairing !== 'pools-knockout' || body.rounds !== undefined,
  )
  @IsInt()
  @Min(1)
  @Max(30)
  rounds?: number;

  @ApiPropertyOptional({
    format: 'uuid',
    description:
      "One of the organiser's clubs; needed when they have several (an organiser without a club gets one named after them)",
  })
  @IsOptionalNotNull()
  @IsUUID()
  clubId?: string;

  @ApiProperty({ enum: PAIRINGS })
  @IsIn(PAIRINGS)
  pairing!: PairingName;

  @ApiPropertyOptional({
    type: PoolsKnockoutDto,
    description:
      'With pairing "pools-knockout": pool size, seeding, qualifiers, consolation, knockout ties',
  })
  @IsOptionalNotNull()
  @ValidateNested()
  @Type(() => PoolsKnockoutDto)
  poolsKnockout?: PoolsKnockoutDto;

  @ApiPropertyOptional({
    enum: RULESETS,
    default: 'marque-2018',
    description: 'The game played (GET /api/rulesets)',
  })
  @IsOptional()
  @IsIn(RULESETS)
  ruleset?: RulesetId;

  @ApiPropertyOptional({
    minimum: 1,
    maximum: 10000,
    nullable: true,
    description:
      "Points that end a game, within the game's range: the game's default unless said; a game of dealsPerGame deals has none (null) unless one is given",
  })
  @IsOptional()
  @IsInt()
  @Min(1)
  @Max(10000)
  target?: number | null;

  @ApiPropertyOptional({ example: '2026-12-05', description: 'The day of the tournament' })
  @IsOptional()
  @IsDateString({ strict: true })
  date?: string;

  @ApiPropertyOptional({
    enum: TIEBREAKS,
    isArray: true,
    description:
      'After games won, in this order; a random draw made at creation decides last. Default: all four in this order.',
  })
  @IsOptional()
  @IsArray()
  @ArrayMaxSize(TIEBREAKS.length)
  @ArrayUnique()
  @IsIn(TIEBREAKS, { each: true })
  tiebreaks?: Tiebreak[];

  @ApiPropertyOptional({
    minimum: 5,
    maximum: 600,
    description: 'The round clock: minutes from the start of a round to the bell',
  })
  @IsOptional()
  @IsInt()
  @Min(5)
  @Max(600)
  roundMinutes?: number;

  @ApiPropertyOptional({
    enum: TIES_AT_BELL,
    default: 'draw',
    description: 'A game closed at the bell with equal totals',
  })
  @IsOptional()
  @IsIn(TIES_AT_BELL)
  tieAtBell?: TieAtBell;

  @ApiPropertyOptional({
    default: false,
    description: 'A late entry scores a bye for each round it missed',
  })
  @IsOptional()
  @IsBoolean()
  lateEntryByes?: boolean;

  @ApiPropertyOptional({
    default: false,
    description: 'Swiss pairing keeps teams of one club apart when it can',
  })
  @IsOptional()
  @IsBoolean()
  avoidSameClub?: boolean;
}
