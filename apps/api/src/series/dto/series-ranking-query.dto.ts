import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsIn } from 'class-validator';
import type { SeriesRankingBy } from '@marque/contracts';
import { IsOptionalNotNull } from '../../common/validation';

export const RANKINGS_BY = ['player', 'team', 'club'] as const;

export class SeriesRankingQueryDto {
  @ApiPropertyOptional({ enum: RANKINGS_BY, description: 'player unless said' })
  @IsOptionalNotNull()
  @IsIn(RANKINGS_BY)
  by?: SeriesRankingBy;

  /** The CSV's language (the ranking's JSON ignores it). */
  @ApiPropertyOptional({ enum: ['fr', 'en'] })
  @IsOptionalNotNull()
  @IsIn(['fr', 'en'])
  lang?: 'fr' | 'en';
}
