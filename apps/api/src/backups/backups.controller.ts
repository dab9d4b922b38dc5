import { Controller, Get, HttpCode, HttpStatus, Post, UseGuards } from '@nestjs/common';
import {
  ApiBearerAuth,
  ApiCreatedResponse,
  ApiForbiddenResponse,
  ApiOkResponse,
  ApiTags,
} from '@nestjs/swagger';
import type { BackupInfo, BackupsResponse } from '@marque/contracts';
import { AdministratorGuard } from '../auth/organiser.guard';
import { BackupsService } from './backups.service';

@ApiTags('backups')
@ApiBearerAuth()
@ApiForbiddenResponse({
  description: 'ADMINISTRATOR_ONLY: another organiser than the administrator',
})
@UseGuards(AdministratorGuard)
@Controller('backups')
export class BackupsController {
  constructor(private readonly backups: BackupsService) {}

  @Post()
  @HttpCode(HttpStatus.CREATED)
  @ApiCreatedResponse({
    description: 'A consistent dump of the database, written to MARQUE_BACKUP_DIR on the server',
  })
  create(): Promise<BackupInfo> {
    return this.backups.backUpNow();
  }

  @Get()
  @ApiOkResponse({ description: 'The backup folder and its backups, newest first' })
  list(): BackupsResponse {
    return this.backups.list();
  }
}
