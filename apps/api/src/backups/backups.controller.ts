import { Controller, Get, HttpCode, HttpStatus, Post, UseGuards } from '@nestjs/common';
import {
  ApiBearerAuth,
  ApiCreatedResponse,
  ApiForbiddenResponse,
  ApiOkResponse,
  ApiTags,
} from '@nestjs/swagger';
import type { BackupInfo, BackupsResponse } from '@marque/contracts';
import { AdminGuard } from '../auth/admin.guard';
import { BackupsService } from './backups.service';

@ApiTags('backups')
@ApiBearerAuth()
@ApiForbiddenResponse({ description: 'ADMIN_ONLY: another organiser than MARQUE_ADMIN_EMAIL' })
@UseGuards(AdminGuard)
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
