import { ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { IsObject, ValidateNested } from 'class-validator';
import type { UpdateSeriesRequest } from '@marque/contracts';
import { IsOptionalNotNull } from '../../common/validation';
import { SeasonLabel, SeriesName } from './series-fields';
import { SeriesRuleDto } from './series-rule.dto';

export class UpdateSeriesDto implements UpdateSeriesRequest {
  @ApiPropertyOptional()
  @IsOptionalNotNull()
  @SeriesName()
  name?: string;

  @ApiPropertyOptional()
  @IsOptionalNotNull()
  @SeasonLabel()
  season?: string;

  @ApiPropertyOptional({ type: SeriesRuleDto })
  @IsOptionalNotNull()
  @IsObject()
  @ValidateNested()
  @Type(() => SeriesRuleDto)
  rule?: SeriesRuleDto;
}
