import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import {
  ArrayMaxSize,
  ArrayMinSize,
  ArrayUnique,
  IsArray,
  IsIn,
  IsInt,
  IsObject,
  Max,
  Min,
  ValidateIf,
  ValidateNested,
} from 'class-validator';
import type {
  SeriesRule,
  SeriesScale,
  SeriesTiebreak,
  SeriesWithdrawnResult,
} from '@marque/contracts';
import { SEASON_TIEBREAKS } from '@marque/seasons';
import { IsOptionalNotNull } from '../../common/validation';

/** No scale in the field gives more to a place than this, nor to taking part. */
const MAX_POINTS = 100_000;
const SCALE_KINDS = ['table', 'field'] as const;
const WITHDRAWN_RESULTS = ['as-placed', 'participation-only', 'no-result'] as const;

/** `{ kind: 'table', points, beyond? }` or `{ kind: 'field', base? }`. */
export class SeriesScaleDto {
  @ApiProperty({ enum: SCALE_KINDS, description: 'table: points by place; field: N − place + 1' })
  @IsIn(SCALE_KINDS)
  kind!: SeriesScale['kind'];

  @ApiPropertyOptional({ type: [Number], example: [100, 80, 65, 55, 50, 45] })
  @ValidateIf((scale: SeriesScaleDto) => scale.kind === 'table' || scale.points !== undefined)
  @IsArray()
  @ArrayMinSize(1)
  @ArrayMaxSize(500)
  @IsInt({ each: true })
  @Min(0, { each: true })
  @Max(MAX_POINTS, { each: true })
  points?: number[];

  @ApiPropertyOptional({ description: 'Every place past the table (0 unless said)' })
  @IsOptionalNotNull()
  @IsInt()
  @Min(0)
  @Max(MAX_POINTS)
  beyond?: number;

  @ApiPropertyOptional({ description: 'Added to N − place + 1 on the field scale (0 unless said)' })
  @IsOptionalNotNull()
  @IsInt()
  @Min(0)
  @Max(MAX_POINTS)
  base?: number;
}

/** A series' rule: libs/seasons' SeasonRule, checked at the edge. */
export class SeriesRuleDto implements SeriesRule {
  @ApiProperty({ type: SeriesScaleDto })
  @IsObject()
  @ValidateNested()
  @Type(() => SeriesScaleDto)
  scale!: SeriesScaleDto & SeriesScale;

  @ApiPropertyOptional({ description: 'Points for taking part in a tournament (0 unless said)' })
  @IsOptionalNotNull()
  @IsInt()
  @Min(0)
  @Max(MAX_POINTS)
  participationPoints?: number;

  @ApiPropertyOptional({ description: 'K: the best K results count (all when absent)' })
  @IsOptionalNotNull()
  @IsInt()
  @Min(1)
  @Max(100)
  bestResults?: number;

  @ApiPropertyOptional({ description: "M: a club's M best members count in each tournament" })
  @IsOptionalNotNull()
  @IsInt()
  @Min(1)
  @Max(100)
  clubMembers?: number;

  @ApiPropertyOptional({ enum: WITHDRAWN_RESULTS })
  @IsOptionalNotNull()
  @IsIn(WITHDRAWN_RESULTS)
  withdrawn?: SeriesWithdrawnResult;

  @ApiPropertyOptional({ enum: SEASON_TIEBREAKS, isArray: true })
  @IsOptionalNotNull()
  @IsArray()
  @ArrayMaxSize(SEASON_TIEBREAKS.length)
  @ArrayUnique()
  @IsIn(SEASON_TIEBREAKS, { each: true })
  tiebreaks?: SeriesTiebreak[];
}
