import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { ArrayMaxSize, IsArray, IsIn, IsUUID, ValidateNested } from 'class-validator';
import type { CloseRoundRequest, TeamSide } from '@marque/contracts';
import { IsOptionalNotNull } from '../../common/validation';

/** The organiser's winner of one knockout table that no deal decides. */
export class KnockoutWinnerDto {
  @ApiProperty({ description: 'A table of the round' })
  @IsUUID('all')
  tableId!: string;

  @ApiProperty({ enum: ['A', 'B'], description: 'The side that goes on' })
  @IsIn(['A', 'B'])
  winner!: TeamSide;
}

export class CloseRoundDto implements CloseRoundRequest {
  @ApiPropertyOptional({
    type: [KnockoutWinnerDto],
    description:
      'A knockout round: the winner the organiser chooses for each table where no deal was declared',
  })
  @IsOptionalNotNull()
  @IsArray()
  @ArrayMaxSize(1000)
  @ValidateNested({ each: true })
  @Type(() => KnockoutWinnerDto)
  winners?: KnockoutWinnerDto[];
}
