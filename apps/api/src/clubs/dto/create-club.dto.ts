import { ApiProperty } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsString, MaxLength, MinLength } from 'class-validator';
import type { CreateClubRequest } from '@marque/contracts';
import { trim } from '../../common/trim';

export class CreateClubDto implements CreateClubRequest {
  @ApiProperty({ example: 'CC Martigny' })
  @Transform(trim)
  @IsString()
  @MinLength(1)
  @MaxLength(80)
  name!: string;
}
