import { ApiProperty } from '@nestjs/swagger';
import { ArrayMaxSize, ArrayMinSize, ArrayUnique, IsArray, IsUUID } from 'class-validator';

export class SwapTeamsDto {
  @ApiProperty({
    type: [String],
    minItems: 2,
    maxItems: 2,
    description: 'The two teams that change places (tables, sides or the bye)',
  })
  @IsArray()
  @ArrayMinSize(2)
  @ArrayMaxSize(2)
  @ArrayUnique()
  @IsUUID('all', { each: true })
  teamIds!: [string, string];
}
