import { ApiProperty } from '@nestjs/swagger';
import { IsUUID } from 'class-validator';
import type { MergePeopleRequest } from '@marque/contracts';

/** `POST /api/people/:id/merge`: the duplicate, whose seats go to the person of the path. */
export class MergePeopleDto implements MergePeopleRequest {
  @ApiProperty({ format: 'uuid' })
  @IsUUID()
  duplicateId!: string;
}
