import { ApiProperty } from '@nestjs/swagger';
import { IsInt, Max, Min } from 'class-validator';
import type { MoveTeamToPoolRequest } from '@marque/contracts';

export class MoveTeamToPoolDto implements MoveTeamToPoolRequest {
  @ApiProperty({ minimum: 0, maximum: 63, description: 'The pool the team goes to: 0 for A' })
  @IsInt()
  @Min(0)
  @Max(63)
  pool!: number;
}
