import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsUUID } from 'class-validator';
import { IsOptionalNotNull } from '../../common/validation';

export class ListSeriesDto {
  @ApiPropertyOptional({ format: 'uuid', description: "Only this club's series" })
  @IsOptionalNotNull()
  @IsUUID()
  clubId?: string;
}
