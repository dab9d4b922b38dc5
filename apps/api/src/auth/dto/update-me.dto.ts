import { ApiProperty } from '@nestjs/swagger';
import type { UpdateMeRequest } from '@marque/contracts';
import { DisplayName } from './account-fields';

export class UpdateMeDto implements UpdateMeRequest {
  @ApiProperty({ example: 'Anne Rey', maxLength: 80 })
  @DisplayName()
  displayName!: string;
}
