import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { IsObject, IsUUID, ValidateNested } from 'class-validator';
import type { CreateSeriesRequest } from '@marque/contracts';
import { IsOptionalNotNull } from '../../common/validation';
import { SeasonLabel, SeriesName } from './series-fields';
import { SeriesRuleDto } from './series-rule.dto';

export class CreateSeriesDto implements CreateSeriesRequest {
  @ApiProperty({ example: 'Challenge du Valais' })
  @SeriesName()
  name!: string;

  @ApiProperty({ example: '2026-2027' })
  @SeasonLabel()
  season!: string;

  @ApiPropertyOptional({ format: 'uuid', description: "One of the organiser's clubs" })
  @IsOptionalNotNull()
  @IsUUID()
  clubId?: string;

  @ApiProperty({ type: SeriesRuleDto })
  @IsObject()
  @ValidateNested()
  @Type(() => SeriesRuleDto)
  rule!: SeriesRuleDto;
}
