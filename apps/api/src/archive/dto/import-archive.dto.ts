import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsOptional, IsUUID } from 'class-validator';

/** `POST /api/tournaments/import?clubId=`: the body is the file itself (validateArchive). */
export class ImportArchiveQueryDto {
  @ApiPropertyOptional({
    format: 'uuid',
    description:
      "The importer's club the tournament joins; needed when they have several (as for a new tournament)",
  })
  @IsOptional()
  @IsUUID()
  clubId?: string;
}
