import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsIn, IsInt, IsString, Max, MaxLength, Min } from 'class-validator';
import type { ConfirmationKind, ConfirmSheetRequest, TeamSide } from '@marque/contracts';
import { IsOptionalNotNull } from '../../common/validation';
import { trim } from '../../common/trim';

/** One team signs its table's final sheet, or disputes it (a deal, or the whole sheet). */
export class ConfirmSheetDto implements ConfirmSheetRequest {
  @ApiProperty({ enum: ['A', 'B'], description: 'The team that signs or disputes' })
  @IsIn(['A', 'B'])
  side!: TeamSide;

  @ApiProperty({ enum: ['signed', 'disputed'] })
  @IsIn(['signed', 'disputed'])
  kind!: ConfirmationKind;

  @ApiPropertyOptional({
    description: 'The deal a dispute names; left out: the whole sheet (a signature names none)',
  })
  @IsOptionalNotNull()
  @IsInt()
  @Min(1)
  @Max(1000)
  dealNumber?: number;

  @ApiPropertyOptional({ maxLength: 200, description: "A dispute's few words (not a signature's)" })
  @IsOptionalNotNull()
  @Transform(trim)
  @IsString()
  @MaxLength(200)
  note?: string;
}
